/**
 * What Settle reads and asks through: the vault and the host's readers (the
 * same as Sense's, for the watermark's re-read of the source logs) and the
 * model's ports (for the index rewrite). Settings come beside them as their
 * own argument; the run's whole context stays with the orchestrator.
 */
import type { ModelPorts } from '../extract/model/model-ports';
import type { SensePorts } from '../sense/sense-ports';

export type SettlePorts = SensePorts & ModelPorts;
