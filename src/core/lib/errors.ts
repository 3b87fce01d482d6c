/** The message of anything thrown, for a ReportMessage a person reads. */
export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
