/**
 * The index's one line about reflections: where the latest one is, never what
 * it says (the index is a budget of characters, and a reflection is read in
 * its own note). Written after the index is curated, replacing the line a
 * dream wrote before, so there is never more than one.
 */
import type { VaultPort } from '../ports/vault';
import { parsePeriod, type Period } from './periods';
import { wikilink, WIKILINK_SOURCE } from '../formats/wikilink';
import { stripBom, withEndingsOf } from '../lib/text';

const POINTER = new RegExp(String.raw`^Latest reflection: ${WIKILINK_SOURCE}[^\n]*\n?`, 'gm');

/** The newest reflection note in `folder` (by the last day it covers; a month after the week that ends it). */
export async function latestReflection(vault: VaultPort, folder: string): Promise<{ path: string; period: Period } | null> {
  if (folder === '') return null;
  let best: { path: string; period: Period } | null = null;
  for (const f of await vault.list(folder).catch(() => [])) {
    const m = /(?:^|\/)([^/]+)\.md$/.exec(f.path);
    const p = m ? parsePeriod(m[1]!) : null;
    if (!p || f.path !== `${folder}/${p.label}.md`) continue;
    if (!best || p.end > best.period.end || (p.end === best.period.end && p.kind === 'month')) best = { path: f.path, period: p };
  }
  return best;
}

/**
 * `index` with its reflection line pointing at `path` (null: the line
 * removed), under the title. A BOM stays first, and every line keeps the
 * ending it had (the new ones take the file's own: CRLF in a CRLF index).
 */
export function withReflectionPointer(index: string, path: string | null): string {
  return withEndingsOf(pointerIn(stripBom(index).replace(/\r\n/g, '\n'), path), index);
}

function pointerIn(index: string, path: string | null): string {
  const without = index.replace(POINTER, '');
  if (path === null) return without;
  const label = (path.split('/').pop() ?? path).replace(/\.md$/i, '');
  const line = `Latest reflection: ${wikilink(path, label)}`;
  const lines = without.split('\n');
  const title = lines.findIndex((l) => /^#\s/.test(l));
  if (title < 0) return `${line}\n\n${without.replace(/^\n+/, '')}`;
  // Under the title and the paragraph that follows it, before the first section.
  let at = title + 1;
  while (at < lines.length && !/^#{1,6}\s/.test(lines[at]!)) at++;
  const head = lines.slice(0, at);
  while (head.length > title + 1 && head[head.length - 1]!.trim() === '') head.pop();
  const tail = lines.slice(at);
  while (tail.length > 0 && tail[0]!.trim() === '') tail.shift();
  // A paragraph of its own: a blank line before and after, so it never runs on into the intro.
  return [...head, '', line, ...(tail.length > 0 ? ['', ...tail] : [''])].join('\n');
}
