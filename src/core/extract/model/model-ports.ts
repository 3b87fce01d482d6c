/**
 * What a model call goes through: the host's HTTP function and key, its timer
 * for the waits between retries, the run's cancel signal and its progress
 * line. Settings come beside them as their own argument; the run's whole
 * context stays with the orchestrator.
 */
import type { EngineTimers, Progress } from '../../ports/context';
import type { HttpFn } from '../../ports/http';

export interface ModelPorts {
  /** absent: no request can be made, and the offline extractor reads everything */
  http?: HttpFn;
  apiKey?: string;
  /** waits between model retries; absent, a retry does not wait */
  timers?: EngineTimers;
  /** aborted: no new call starts, and the call in flight is dropped */
  signal?: AbortSignal;
  onProgress?: (p: Progress) => void;
}
