/**
 * What a journal's list layout says about its items' subjects: a list right
 * under a line that links one subject, an item nested under an item that
 * links one, and an item nested under a label ("Bornholm booked:"). Read over
 * a note's spans in order (offline-extractor.ts uses both maps).
 */
import { linkSubject, spanSubject, subjectTags } from './line-subjects';
import { mentionedSubjects } from './subject-resolver';
import type { SubjectRegistry } from '../sense/subject-registry';
import type { Span } from './spans';

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
const ITEM_INDENT = /^(\s*)(?:[-*+]|\d+[.)])\s/;

/**
 * A list right under a line that links one subject elaborates on it:
 *
 *     [[Mewa]] is back on. Resumed today.
 *     - shed 09:00–15:00. Cut out the rotten floor section.
 *     - ordered 2 sheets okoume 6 mm + epoxy kit, 1,580 zł
 *
 * Both items are about Mewa though neither says so. Only a paragraph line
 * (not itself an item) that links exactly one subject (or, linking nothing,
 * names exactly one subject memory has a note for) leads, only the items
 * that follow it without a blank line or heading between, and only items
 * that link nothing themselves. So does an item that links exactly one
 * subject, for the items nested under it ("- [[Kasia]] called" / "  - moved
 * to Wrocław at the weekend"), before any paragraph above them.
 */
export function leadTopics(spans: readonly Span[], untrustedFolders: string[], subjects: SubjectRegistry): Map<string, string> {
  const out = new Map<string, string>();
  let lead: string | null = null;
  // Items above this one by indent, with the one subject each links, if any.
  let parents: { indent: number; topic: string | null }[] = [];
  let prev: Span | null = null;
  for (const span of spans) {
    const follows = prev !== null && prev.path === span.path && span.startLine === prev.endLine + 1 && span.headingPath.join('\n') === prev.headingPath.join('\n');
    if (!follows) {
      lead = null;
      parents = [];
    }
    if (LIST_ITEM.test(span.text)) {
      const indent = (ITEM_INDENT.exec(span.text)?.[1] ?? '').replace(/\t/g, '    ').length;
      while (parents.length > 0 && parents[parents.length - 1]!.indent >= indent) parents.pop();
      // An item nested under an item that links one subject is about it, as an outliner writes it.
      const parent = [...parents].reverse().find((p) => p.topic !== null)?.topic ?? null;
      const bare = span.links.length === 0 && subjectTags(span).length === 0;
      if (bare && (parent ?? lead) !== null) out.set(span.id, (parent ?? lead)!);
      else if (span.links.length > 0) lead = null;
      const linked = new Set(span.links.filter((l) => !untrustedFolders.some((f) => l === f || l.startsWith(f + '/'))).map(linkSubject));
      parents.push({ indent, topic: !span.untrusted && linked.size === 1 ? spanSubject(span, untrustedFolders) : null });
    } else {
      parents = [];
      const linked = new Set(span.links.filter((l) => !untrustedFolders.some((f) => l === f || l.startsWith(f + '/'))).map(linkSubject));
      // A lead that links nothing may still name one subject memory has a note for ("bought the Octavia").
      const named = linked.size === 0 && span.tags.length === 0 ? mentionedSubjects(span.text, subjects) : [];
      lead = span.untrusted ? null : linked.size === 1 ? spanSubject(span, untrustedFolders) : named.length === 1 ? named[0]! : null;
    }
    prev = span;
  }
  return out;
}

/** An item that only introduces the items nested under it: "Bornholm booked:", "Packing list:". */
const LABEL_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[.\]\s+)?([^.!?:\n]{2,60}:)\s*$/u;

/**
 * Items nested under a label read with it, as a value does under a heading:
 *
 *     - Bornholm booked:
 *       - 3 nights in Gudhjem, Hotel Nordlys
 *
 * is "Bornholm booked: 3 nights in Gudhjem, Hotel Nordlys" — on its own, the
 * item no longer says where. Only an item that is nothing but a label (it ends
 * with a colon and says nothing else), only items indented under it without a
 * blank line or heading between, and each gets its nearest label.
 */
export function itemLabels(spans: readonly Span[]): Map<string, string> {
  const out = new Map<string, string>();
  let stack: { indent: number; label: string | null }[] = [];
  let prev: Span | null = null;
  for (const span of spans) {
    const follows = prev !== null && prev.path === span.path && span.startLine === prev.endLine + 1 && span.headingPath.join('\n') === prev.headingPath.join('\n');
    prev = span;
    const first = span.text.split('\n')[0] ?? '';
    const item = ITEM_INDENT.exec(first);
    if (!follows || item === null) stack = [];
    if (item === null) continue;
    const indent = item[1]!.replace(/\t/g, '    ').length;
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const label = [...stack].reverse().find((p) => p.label !== null)?.label ?? null;
    if (label !== null) out.set(span.id, label);
    stack.push({ indent, label: span.text.includes('\n') ? null : LABEL_ITEM.exec(first)?.[1]?.trim() ?? null });
  }
  return out;
}
