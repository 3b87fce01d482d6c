/**
 * The vocabulary every layer shares, and the shapes the hosts see that no
 * phase owns: a tier, a message for the report, token counts, the answers to
 * an index link and a connection test. No behaviour here. A phase's own
 * shapes live beside the code that makes them (docs/architecture.md).
 */

export type Tier = 0 | 1 | 2 | 3;

export interface ReportMessage {
  level: 'info' | 'warn' | 'error';
  /** set on messages the report lists in a section of their own */
  kind?: 'near-duplicate';
  /** file the message is about, when there is one */
  path?: string;
  text: string;
}

export interface TokenUsage {
  calls: number;
  promptTokens: number;
  completionTokens: number;
}

/** A one-line change to the index a person asked for, made as a recorded (undoable) run. */
export interface IndexLinkResult {
  runId: string;
  line: string;
  /** backup of the index as it was; null when the index did not exist */
  backup: string | null;
}

export interface ConnectionCheck {
  provider: string;
  model: string;
  detail: string;
}
