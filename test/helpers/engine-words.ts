/**
 * Engine words a person should never meet in what the vault or a card shows:
 * the watermark, a tier-N threshold, the gate re-check, a bare confidence
 * number ("confidence 0.86"). The note's own provenance key (`confidence: 0.86`
 * in front matter) is data, not a sentence, and is not matched.
 */
const ENGINE_TERMS = /watermark|tier[- ]?\d+ threshold|gate re-?check|confidence \d/i;

/** Each line of `text` that says an engine word, for a failure message that names it. */
export function engineWordLines(text: string): string[] {
  return text.split('\n').filter((l) => ENGINE_TERMS.test(l));
}
