/**
 * What Settle reads and asks through: the vault and the host's readers (the
 * same as Sense's, for the watermark's re-read of the source logs). Settings
 * come beside them as their own argument; the run's whole context stays with
 * the orchestrator.
 */
import type { SensePorts } from '../sense/sense-ports';

export type SettlePorts = SensePorts;
