/**
 * "Link from index": one line added under a section the person picked. Pure
 * text in, text out; `linkTopicFromIndex` in the engine writes it as a
 * recorded run, so Undo last dream takes it back.
 */
import { noteName, wikilink } from '../formats/wikilink';
import { indexSections, renderSectionHeading } from '../formats/index-sections';

/** The index line for a topic note: a wikilink by note name, as Obsidian resolves it. */
export function topicLinkLine(topicPath: string): string {
  return `- ${wikilink(noteName(topicPath))}`;
}

/**
 * Adds `line` at the end of the section's list (after its last non-blank
 * line), keeping the file's line endings. A section that does not exist is
 * added at the end, so the link is never lost.
 */
export function insertIndexLink(text: string, section: string, line: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  const found = indexSections(lines).find((s) => s.start >= 0 && s.name === section);
  if (found === undefined) {
    const body = text.replace(/(\r?\n)*$/, '');
    return `${body}${body ? eol + eol : ''}${renderSectionHeading(section)}${eol}${line}${eol}`;
  }
  const { start, end } = found;
  let last = start;
  for (let i = start + 1; i < end; i++) if ((lines[i] ?? '').trim() !== '') last = i;
  lines.splice(last + 1, 0, line);
  return lines.join(eol);
}
