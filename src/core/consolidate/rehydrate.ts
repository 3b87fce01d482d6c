/**
 * Re-read every source span from the live file just before writing.
 *
 * Sense read the sources minutes (or, with a review in between, days) ago. If
 * a span's lines no longer say what the candidate was built from — the file was
 * deleted, or the person rewrote those lines — the candidate is no longer
 * grounded and is dropped with a message. (OpenClaw's deep phase does the same:
 * stale or deleted snippets are skipped, never written.)
 */
import { stripBom } from '../formats/frontmatter';
import { redactSecrets, SECRET_REPLACEMENT } from '../secrets/scan';
import type { ReportMessage } from '../ports/types';
import type { VaultPort } from '../ports/vault';
import type { SourceRef } from '../extract/spans';
import type { Candidate } from '../rank/candidate';

interface RehydrateResult {
  kept: Candidate[];
  dropped: ReportMessage[];
}

/** Compare texts the way a reader would: trailing spaces and line endings do not count. */
function comparable(text: string): string {
  return text.replace(/\r\n/g, '\n').split('\n').map((l) => l.trimEnd()).join('\n').trim();
}

/** A file's lines as spanStillMatches reads them. */
function sourceLines(fileText: string): string[] {
  return stripBom(fileText).replace(/\r\n/g, '\n').split('\n');
}

/**
 * `fileText` may be the file already split by sourceLines: one pasted 1 MiB
 * note cited by thousands of candidates was split once per citation, which
 * made this step quadratic in the note's size.
 */
export function spanStillMatches(fileText: string | readonly string[], ref: SourceRef): boolean {
  const lines = typeof fileText === 'string' ? sourceLines(fileText) : fileText;
  if (ref.startLine < 1 || ref.endLine < ref.startLine || ref.endLine > lines.length) return false;
  const raw = lines.slice(ref.startLine - 1, ref.endLine).join('\n');
  const window = comparable(raw);
  const snippet = comparable(ref.snippet);
  // A span may be a trimmed part of its lines (a list item without its marker).
  if (window === snippet || (snippet !== '' && window.includes(snippet))) return true;
  // Sense stored the snippet with its secret already replaced; compare like with like.
  if (ref.snippet.includes(SECRET_REPLACEMENT)) {
    const redacted = comparable(redactSecrets(raw).text);
    if (redacted === snippet || redacted.includes(snippet)) return true;
  }
  // A transcript span is a message's text, stored JSON-escaped on those lines.
  if (/\.jsonl?$/i.test(ref.path) && snippet !== '') return comparable(jsonStrings(raw)).includes(snippet);
  return false;
}

/** Every JSON string literal on the lines, decoded, one per line. */
function jsonStrings(raw: string): string {
  const out: string[] = [];
  for (const m of raw.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
    try {
      out.push(JSON.parse(`"${m[1] ?? ''}"`) as string);
    } catch {
      // not a well-formed literal: it cannot match either
    }
  }
  return out.join('\n');
}

export async function rehydrate(vault: VaultPort, candidates: readonly Candidate[]): Promise<RehydrateResult> {
  const cache = new Map<string, string[] | null>();
  const read = async (path: string): Promise<string[] | null> => {
    if (cache.has(path)) return cache.get(path) ?? null;
    let lines: string[] | null = null;
    try {
      lines = (await vault.exists(path)) ? sourceLines(await vault.readText(path)) : null;
    } catch {
      lines = null;
    }
    cache.set(path, lines);
    return lines;
  };
  const kept: Candidate[] = [];
  const dropped: ReportMessage[] = [];
  for (const c of candidates) {
    let problem: ReportMessage | null = null;
    for (const ref of c.sources) {
      const lines = await read(ref.path);
      if (lines === null) {
        problem = { level: 'warn', path: ref.path, text: `“${short(c.text)}” was not written: its source ${ref.path} no longer exists.` };
        break;
      }
      if (!spanStillMatches(lines, ref)) {
        problem = { level: 'warn', path: ref.path, text: `“${short(c.text)}” was not written: lines ${ref.startLine}–${ref.endLine} of ${ref.path} changed since they were read; the next run reads them again.` };
        break;
      }
    }
    if (problem) dropped.push(problem);
    else kept.push(c);
  }
  return { kept, dropped };
}

function short(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return Array.from(one).length > 80 ? Array.from(one).slice(0, 79).join('') + '…' : one;
}
