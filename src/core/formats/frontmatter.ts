import { Document, isCollection, isMap, isScalar, isSeq, parse as parseYaml, parseDocument, stringify as stringifyYaml, type Scalar } from 'yaml';

/**
 * Safe frontmatter parsing, used by every piece of code that reads a note.
 *
 * - YAML through the `yaml` package (1.2 core schema): `2026-11-29` stays the
 *   string "2026-11-29", never a Date that would be written back as a timestamp.
 * - A `---js` / `---javascript` fence is refused, never run: a note in
 *   someone's vault must never execute code. (gray-matter, used here before,
 *   ran it with `eval` unless told otherwise, and its `eval` sat in the bundle.)
 * - Every call returns a fresh object: one caller's mutation never leaks into
 *   the next parse.
 * - A leading BOM is stripped; CRLF is accepted.
 */
export interface ParsedNote {
  /** frontmatter keys in file order; {} when there is none or it is broken */
  data: Record<string, unknown>;
  /** text after the closing delimiter */
  body: string;
  /** 1-based line of the original text on which `body` starts */
  bodyStartLine: number;
  hasFrontmatter: boolean;
  /** line ending the file used; `body` is always returned with "\n" */
  eol: '\n' | '\r\n';
  /** a person-readable reason when the frontmatter could not be parsed */
  error?: string;
}

/**
 * Languages a fence may name that carry code (gray-matter's `---js` ran it with
 * `eval`). Refused by name: a note in someone's vault must never execute code.
 */
const CODE_LANGUAGES = new Set(['js', 'javascript', 'coffee', 'coffeescript', 'cson']);

function parseYamlMap(s: string): Record<string, unknown> {
  const v: unknown = parseYaml(s, { schema: 'core', uniqueKeys: false, prettyErrors: true });
  if (v === null || v === undefined) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw new Error('frontmatter is not a key/value map');
  return { ...(v as Record<string, unknown>) };
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The frontmatter block and where the body starts, by the rules gray-matter
 * used (the notes this plugin wrote were read with them): the opening fence is
 * `---` with an optional language name, the block ends at the first line that
 * starts with `---`, and a block that is never closed runs to the end of the
 * file with no body. `text` uses "\n" line endings.
 */
function splitFence(text: string): { language: string; block: string; bodyStart: number } | null {
  const opening = /^---[^\S\n]*([A-Za-z]*)[^\S\n]*\n/.exec(text);
  if (!opening) return null;
  // The block starts at the opening line's "\n", or, when no language is named,
  // right after the dashes (blanks there are YAML's to read, as before).
  const from = opening[1] ? opening[0].length - 1 : 3;
  const close = text.indexOf('\n---', from);
  if (close < 0) return { language: opening[1] ?? '', block: text.slice(from), bodyStart: text.length };
  let bodyStart = close + 4;
  if (text[bodyStart] === '\n') bodyStart++;
  return { language: opening[1] ?? '', block: text.slice(from, close), bodyStart };
}

export function parseNote(input: string): ParsedNote {
  const bomless = stripBom(input);
  const eol = bomless.includes('\r\n') ? '\r\n' : '\n';
  // Values must carry no "\r": the fence and the YAML are read on "\n" lines.
  const text = eol === '\r\n' ? bomless.replace(/\r\n/g, '\n') : bomless;
  const fence = splitFence(text);
  if (!fence) return { data: {}, body: text, bodyStartLine: 1, hasFrontmatter: false, eol };
  try {
    const language = fence.language.toLowerCase();
    // A block of nothing but comments is empty, whatever its language says.
    const empty = fence.block.replace(/^\s*#[^\n]+/gm, '').trim() === '';
    if (!empty && CODE_LANGUAGES.has(language)) throw new Error('executable frontmatter (---js) is not run');
    if (!empty && language !== '' && language !== 'yaml' && language !== 'yml') throw new Error(`frontmatter language "${fence.language}" is not read`);
    const data = empty ? {} : parseYamlMap(fence.block);
    const bodyStartLine = countLines(text.slice(0, fence.bodyStart)) + 1;
    return { data, body: text.slice(fence.bodyStart), bodyStartLine, hasFrontmatter: true, eol };
  } catch (e) {
    const reason = e instanceof Error ? e.message.split('\n')[0] : String(e);
    return {
      data: {},
      body: text,
      bodyStartLine: 1,
      hasFrontmatter: true,
      eol,
      error: `frontmatter could not be read (${reason ?? 'unknown error'})`,
    };
  }
}

function countLines(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 10) n++;
  return n;
}

/** Serialise frontmatter + body. Key order is the object's insertion order. */
export function renderNote(data: Record<string, unknown>, body: string): string {
  if (Object.keys(data).length === 0) return body;
  const yaml = stringifyYaml(data, { lineWidth: 0 }).trimEnd();
  return `---\n${yaml}\n---\n${body.startsWith('\n') ? body.slice(1) : body}`;
}

// ---------------------------------------------------------------- editing in place

/**
 * A note's frontmatter cut exactly where gray-matter cuts it (the first line
 * starting `---` after the opening one closes it), so the text edited here is
 * the text `parseNote` read. Works on "\n" text without a BOM.
 */
export interface FrontmatterBlock {
  /** the opening `---` line with its newline */
  open: string;
  /** the YAML between the delimiters, ending with its newline ('' when empty) */
  yaml: string;
  /** the closing `---` line with its newline, when it has one */
  close: string;
  /** the text after the closing line */
  body: string;
}

export function frontmatterBlock(text: string): FrontmatterBlock | null {
  const opening = /^---[^\S\n]*[A-Za-z]*[^\S\n]*\n/.exec(text);
  if (!opening) return null;
  const open = opening[0];
  const closeAt = text.indexOf('\n---', open.length - 1);
  if (closeAt < 0) return null;
  const yaml = closeAt + 1 > open.length ? text.slice(open.length, closeAt + 1) : '';
  const afterDashes = closeAt + 4;
  const close = text.charAt(afterDashes) === '\n' ? '---\n' : '---';
  return { open, yaml, close, body: text.slice(afterDashes + close.length - 3) };
}

export type FrontmatterEdit = { head: string; body: string; changedKeys: string[] } | { error: string };

/**
 * Give a note's frontmatter the values in `next` while keeping the person's
 * text: every key whose value does not change keeps its bytes (comments, flow
 * lists, quotes, anchors, order, blank lines), a changed value is replaced
 * where it stands in the style it was written in (a flow list stays a flow
 * list, a quoted date stays quoted), and a new key is appended after the last
 * line. Keys are never removed: a key missing from `next` is left as it is.
 *
 * Why not parse and re-serialise: that reflows `tags: [project]` into a block
 * list and drops every comment, so a dream adding one line to a person's note
 * rewrote their whole header (issue 9, item 6). Each edit is checked by
 * parsing its result; if the splice cannot be proven right (an anchor someone
 * else aliases, a flow map at the top), the Document API's own rendering is
 * tried, and only then a plain re-serialisation.
 *
 * `text` is "\n" text without a BOM whose frontmatter parses. `head` is the
 * new opening line, YAML and closing line; `body` the text after them, as it was.
 */
export function editFrontmatter(text: string, next: Record<string, unknown>): FrontmatterEdit {
  const block = frontmatterBlock(text);
  if (block === null) return { error: 'the frontmatter has no closing ---' };
  let before: Record<string, unknown>;
  try {
    before = parseYamlMap(block.yaml);
  } catch (e) {
    return { error: `frontmatter could not be read (${e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e)})` };
  }
  const changedKeys = Object.keys(next).filter((k) => !hasKey(before, k) || !sameValue(before[k], next[k]));
  const unchanged = { head: block.open + block.yaml + block.close, body: block.body, changedKeys };
  if (changedKeys.length === 0) return unchanged;
  const expected: Record<string, unknown> = { ...before };
  for (const k of changedKeys) expected[k] = next[k];
  const proves = (yaml: string | null): yaml is string => {
    if (yaml === null) return false;
    try {
      return sameValue(parseYamlMap(yaml), expected);
    } catch {
      return false;
    }
  };
  const attempts = [() => spliceYaml(block.yaml, next, changedKeys, before), () => documentEdit(block.yaml, next, changedKeys), () => stringifyYaml(expected, { lineWidth: 0 })];
  for (const attempt of attempts) {
    const yaml = attempt();
    if (proves(yaml)) return { head: block.open + yaml + block.close, body: block.body, changedKeys };
  }
  return { error: 'the frontmatter could not be edited without changing what it says' };
}

function hasKey(o: Record<string, unknown>, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k);
}

/** Deep equality over what YAML yields (scalars, arrays, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameValue(x, b[i]));
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a), kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    return ka.every((k) => hasKey(b as Record<string, unknown>, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return false;
}

interface Splice {
  start: number;
  end: number;
  text: string;
}

/**
 * The byte-preserving edit: each changed value replaced within its own range,
 * each new key appended. Null when the frontmatter is not a block map or a
 * value sits where a splice cannot be placed safely.
 */
function spliceYaml(yaml: string, next: Record<string, unknown>, changedKeys: readonly string[], before: Record<string, unknown>): string | null {
  const doc = parseDocument(yaml, { schema: 'core', uniqueKeys: false });
  if (doc.errors.length > 0) return null;
  const map = doc.contents;
  if (map !== null && !(isMap(map) && map.flow !== true)) return null;
  const splices: Splice[] = [];
  const appended: Record<string, unknown> = {};
  for (const key of changedKeys) {
    if (!hasKey(before, key)) {
      appended[key] = next[key];
      continue;
    }
    // With repeated keys the last one is the value a reader sees.
    const pair = map === null ? undefined : [...map.items].reverse().find((p) => isScalar(p.key) && String(p.key.value) === key);
    if (pair === undefined || pair.value === null || !(isScalar(pair.value) || isCollection(pair.value))) return null;
    const node = pair.value;
    const range = node.range;
    if (!range) return null;
    const [start, end] = range;
    const value = next[key];
    if (start === end) {
      splices.push({ start, end, text: ' ' + inline(value, false) });
    } else if (isScalar(node)) {
      // A block scalar's range runs to the end of its last line: the new value takes its place on the key's line.
      const eol = yaml.charAt(end - 1) === '\n' ? '\n' : '';
      splices.push({ start, end, text: (isPlainValue(value) ? scalarText(value, node.type) : inline(value, false)) + eol });
    } else if (node.flow === true) {
      splices.push({ start, end, text: inline(value, yaml.charAt(start + 1) === ' ') });
    } else {
      const indent = columnOf(yaml, start);
      if (indent === null || yaml.charAt(end - 1) !== '\n') return null;
      const old = before[key];
      if (isSeq(node) && Array.isArray(old) && Array.isArray(value) && value.length > old.length && old.every((x, i) => sameValue(x, value[i]))) {
        // Appending to a block list: the items already there keep their comments.
        splices.push({ start: end, end, text: indentBlock(block(value.slice(old.length), Infinity), indent, true) });
      } else {
        // The new value takes the old one's lines; only a list may sit at the key's own column.
        const asList = Array.isArray(value) && value.length > 0;
        const asBlock = asList || (isPlainObject(value) && Object.keys(value).length > 0);
        const text = asBlock ? block(value, asList ? Infinity : 1) : isPlainValue(value) ? scalarText(value, 'PLAIN') : inline(value, false);
        splices.push({ start: start - indent, end, text: indentBlock(text, asList ? indent : Math.max(indent, 2), true) });
      }
    }
  }
  let out = yaml;
  for (const s of [...splices].sort((a, b) => b.start - a.start)) out = out.slice(0, s.start) + s.text + out.slice(s.end);
  if (Object.keys(appended).length > 0) {
    if (out !== '' && !out.endsWith('\n')) out += '\n';
    out += block(appended, 2);
  }
  return out;
}

/** The Document API's edit: comments survive, spacing may not. */
function documentEdit(yaml: string, next: Record<string, unknown>, changedKeys: readonly string[]): string | null {
  const doc = parseDocument(yaml, { schema: 'core', uniqueKeys: false });
  if (doc.errors.length > 0) return null;
  for (const key of changedKeys) doc.set(key, doc.createNode(next[key]));
  return doc.toString({ lineWidth: 0 });
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function isPlainValue(v: unknown): boolean {
  return v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** A scalar in the quoting the person used for the value it replaces. */
function scalarText(value: unknown, type: Scalar.Type | undefined): string {
  const doc = new Document(value);
  if (isScalar(doc.contents) && (type === 'PLAIN' || type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE')) doc.contents.type = type;
  // A multi-line text becomes one quoted line: it stands where a one-line value stood.
  if (isScalar(doc.contents) && typeof value === 'string' && value.includes('\n')) doc.contents.type = 'QUOTE_DOUBLE';
  return doc.toString({ lineWidth: 0 }).replace(/\n$/, '');
}

/** A value on one line: collections in flow style. */
function inline(value: unknown, padding: boolean): string {
  const doc = new Document(value);
  if (isCollection(doc.contents)) doc.contents.flow = true;
  return doc.toString({ lineWidth: 0, flowCollectionPadding: padding }).replace(/\n$/, '');
}

/**
 * Block YAML for a value. Lists nested `flowFrom` levels deep or more are
 * written in flow style (`sources: [a, b]`), one line each: what a dream adds
 * to a person's header stays short.
 */
function block(value: unknown, flowFrom: number): string {
  const doc = new Document(value);
  const visit = (node: unknown, depth: number): void => {
    if (isSeq(node) && depth >= flowFrom) node.flow = true;
    if (isMap(node)) for (const pair of node.items) visit(pair.value, depth + 1);
  };
  visit(doc.contents, 0);
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/** The column a node starts at, when only spaces precede it on its line. */
function columnOf(text: string, at: number): number | null {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const lead = text.slice(lineStart, at);
  return /^ *$/.test(lead) ? lead.length : null;
}

/**
 * Put block YAML at a column: the first line continues where the old value
 * started (unless `ownLines`, for lines appended after a list), the rest are
 * indented to the same column.
 */
function indentBlock(text: string, indent: number, ownLines: boolean): string {
  const pad = ' '.repeat(indent);
  const lines = text.replace(/\n$/, '').split('\n');
  return lines.map((l, i) => (i === 0 && !ownLines ? l : pad + l)).join('\n') + '\n';
}
