/**
 * "Link from index": one line added under a section the person picked. Pure
 * text in, text out; `linkTopicFromIndex` in the engine writes it as a
 * recorded run, so Undo last dream takes it back.
 */

/** `## ` sections of the index, in order. */
export function indexSections(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((l) => /^##\s+\S/.test(l))
    .map((l) => l.replace(/^##\s+/, '').trim());
}

/** The index line for a topic note: a wikilink by note name, as Obsidian resolves it. */
export function topicLinkLine(topicPath: string): string {
  const name = topicPath.slice(topicPath.lastIndexOf('/') + 1).replace(/\.md$/, '');
  return `- [[${name}]]`;
}

/**
 * Adds `line` at the end of the section's list (after its last non-blank
 * line), keeping the file's line endings. A section that does not exist is
 * added at the end, so the link is never lost.
 */
export function insertIndexLink(text: string, section: string, line: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => /^##\s+/.test(l) && l.replace(/^##\s+/, '').trim() === section);
  if (start === -1) {
    const body = text.replace(/(\r?\n)*$/, '');
    return `${body}${body ? eol + eol : ''}## ${section}${eol}${line}${eol}`;
  }
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    if (/^#{1,2}\s/.test(lines[i] ?? '')) {
      end = i;
      break;
    }
  }
  let last = start;
  for (let i = start + 1; i < end; i++) if ((lines[i] ?? '').trim() !== '') last = i;
  lines.splice(last + 1, 0, line);
  return lines.join(eol);
}
