/**
 * A topic note's status line, said once under its title: `Status: closed since
 * 2026-11-02 · [[Journal/2026-11-02]] L4`. A newer one strikes the older
 * through (topic-note.ts); the reflections read when a topic changed state
 * from it. The one owner of its shape (test/structure/format-owners.test.ts
 * keeps it so).
 */

const LIVE = /^Status: (?!.*~~)/;
const PARSE = /^Status:\s*(.+?)\s+since\s+(\d{4}-\d{2}-\d{2})/;

/** The status line's text before its citation. */
export function renderTopicStatus(word: string, date: string): string {
  return `Status: ${word} since ${date}`;
}

/** Whether the line is a status line not yet struck through. */
export function isLiveTopicStatus(line: string): boolean {
  return LIVE.test(line);
}

/** The state word and date of a status line, or null when the line is none. */
export function parseTopicStatus(line: string): { word: string; date: string } | null {
  const m = PARSE.exec(line);
  return m ? { word: m[1]!, date: m[2]! } : null;
}

/** Whether the line is a status line a newer one struck through (`~~Status: active since …~~ superseded on …`). */
export function isStruckTopicStatus(line: string): boolean {
  return line.startsWith('~~') && LIVE.test(line.slice(2).replace(/~~.*$/, ''));
}
