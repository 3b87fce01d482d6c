/**
 * What the state layer reads from the settings, built once by the
 * orchestrator: where the engine's own files live, how long a lock lasts,
 * which backups are kept. The functions of state/ take these and the ports
 * they use (a VaultPort, a Clock), never the run's whole context.
 */
import type { Settings } from '../ports/settings';

export type StateOptions = Pick<Settings, 'stateFolder' | 'memoryFolder' | 'lockMinutes' | 'backupKeepDreams' | 'backupKeepDays'>;

export function stateOptions(s: Settings): StateOptions {
  return { stateFolder: s.stateFolder, memoryFolder: s.memoryFolder, lockMinutes: s.lockMinutes, backupKeepDreams: s.backupKeepDreams, backupKeepDays: s.backupKeepDays };
}

/** This device, as the lock and the dreaming-device note name it. */
export interface ThisDevice {
  deviceId: string;
  deviceName?: string;
  /** a lock this device took before this instant belongs to a run that died (see EngineContext) */
  staleOwnLocksBefore?: number;
  /** this host's process and a probe for another of this device's (see EngineContext); absent, locks carry no process */
  processes?: { self: number; alive(pid: number): boolean };
}
