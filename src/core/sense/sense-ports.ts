/**
 * What Sense reads through: the vault and the host's readers. Settings come
 * beside them as their own argument; the run's whole context stays with the
 * orchestrator.
 */
import type { Clock } from '../ports/clock';
import type { Progress } from '../ports/context';
import type { DateFormatPort } from '../ports/date-format';
import type { VaultPort } from '../ports/vault';
import type { YamlPort } from '../ports/yaml';

export interface SensePorts {
  vault: VaultPort;
  clock: Clock;
  /** reads frontmatter (a note's `origin`) */
  yaml: YamlPort;
  /** reads the Daily Notes plugin's date format; absent, only `YYYY-MM-DD` names are read */
  dates?: DateFormatPort;
  /** Obsidian's config folder; without it no Daily Notes setting is read */
  configDir?: string;
  onProgress?: (p: Progress) => void;
}
