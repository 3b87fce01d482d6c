import matter from '@11ty/gray-matter';
import type { YamlPort } from '../ports/yaml';
import { frontmatterBoundsProblem, MAX_FRONTMATTER_VALUES } from './frontmatter-bounds';
import { frontmatterBlock, OPENING, stripBom } from './frontmatter-block';

export { frontmatterBlock, stripBom, type FrontmatterBlock } from './frontmatter-block';

/**
 * Safe frontmatter parsing, used by every piece of code that reads a note.
 *
 * - YAML through the injected engine (`YamlPort`: Obsidian's `parseYaml` in the
 *   plugin, the `yaml` package in the CLI). `2026-11-29` stays the string
 *   "2026-11-29", never a Date that would be written back as a timestamp: a
 *   Date an engine makes (Obsidian's does) is turned back into text here.
 * - A `---js` / `---javascript` fence is refused, never run: a note in
 *   someone's vault must never execute code. (gray-matter 4 ran it with `eval`
 *   unless told otherwise; the `@11ty/gray-matter` fork read here has no eval.)
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
  /**
   * The block is past the bounds of `frontmatter-bounds.ts` (too big or too
   * deep) and was never parsed: readers skip the whole note, not only its header.
   */
  outOfBounds?: true;
}

/** Thrown before parsing a block past the bounds; `parseNote` turns it into `outOfBounds`. */
class FrontmatterOutOfBounds extends Error {}

/**
 * Languages a fence may name that carry code (gray-matter's `---js` ran it with
 * `eval`). Refused by name: a note in someone's vault must never execute code.
 */
const CODE_LANGUAGES = new Set(['js', 'javascript', 'coffee', 'coffeescript', 'cson']);

function parseYamlMap(yaml: YamlPort, s: string): Record<string, unknown> {
  const problem = frontmatterBoundsProblem(s);
  if (problem !== null) throw new FrontmatterOutOfBounds(problem);
  const v = yaml.parse(s);
  if (v === null || v === undefined) return {};
  if (typeof v !== 'object' || Array.isArray(v) || v instanceof Date) throw new Error('frontmatter is not a key/value map');
  return evenOut(v, { left: MAX_FRONTMATTER_VALUES }) as Record<string, unknown>;
}

/**
 * The value as plain data whichever engine read it: a Date (Obsidian's engine
 * reads `2026-11-29` as one) becomes the date's text again, and every object
 * is a fresh copy, so one caller's mutation never leaks into the next parse.
 */
function evenOut(v: unknown, budget: { left: number }): unknown {
  // Aliases share one value in the engine, each copy here is new: a few
  // nested aliases (`&a [*b, *b, …]`) would otherwise copy into billions.
  if (--budget.left < 0) throw new FrontmatterOutOfBounds(`more than ${MAX_FRONTMATTER_VALUES} values once its aliases are expanded`);
  if (v instanceof Date) return dateText(v);
  if (Array.isArray(v)) return v.map((x) => evenOut(x, budget));
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = evenOut(x, budget);
    return out;
  }
  return v;
}

/** `2026-11-29` for a date alone; a time of day keeps the ISO form the engine's Date gives. */
function dateText(d: Date): string {
  if (Number.isNaN(d.getTime())) return String(d);
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/**
 * Reads frontmatter with gray-matter (the `@11ty/gray-matter` fork: no
 * `Buffer`, no `eval`): it finds the fence (the block ends at the first line
 * that starts with `---`; a block never closed runs to the end of the file
 * with no body), gives the raw block (`matter`), the body (`content`) and the
 * data, parsed by the injected YAML engine. Every call passes options, so
 * gray-matter caches nothing between notes. A fence naming another language
 * is refused by an engine registered under that name, before gray-matter
 * would parse it with one of its own.
 */
export function parseNote(yaml: YamlPort, input: string): ParsedNote {
  const bomless = stripBom(input);
  const eol = bomless.includes('\r\n') ? '\r\n' : '\n';
  // Values must carry no "\r": the fence and the YAML are read on "\n" lines.
  const text = eol === '\r\n' ? bomless.replace(/\r\n/g, '\n') : bomless;
  if (!OPENING.test(text)) return { data: {}, body: text, bodyStartLine: 1, hasFrontmatter: false, eol };
  const language = matter.language(text).name;
  const engines: Record<string, { parse: (block: string) => Record<string, unknown> }> = { yaml: { parse: (block) => parseYamlMap(yaml, block) } };
  if (language !== '' && !['yaml', 'yml'].includes(language.toLowerCase())) {
    const refusal = CODE_LANGUAGES.has(language.toLowerCase()) ? 'executable frontmatter (---js) is not run' : `frontmatter language "${language}" is not read`;
    engines[language] = {
      parse: () => {
        throw new Error(refusal);
      },
    };
  }
  try {
    const file = matter(text, { engines, excerpt: false });
    const bodyStart = text.length - file.content.length;
    const bodyStartLine = countLines(text.slice(0, bodyStart)) + 1;
    return { data: file.data, body: file.content, bodyStartLine, hasFrontmatter: true, eol };
  } catch (e) {
    const reason = e instanceof Error ? e.message.split('\n')[0] : String(e);
    const outOfBounds = e instanceof FrontmatterOutOfBounds;
    return {
      data: {},
      body: text,
      bodyStartLine: 1,
      hasFrontmatter: true,
      eol,
      error: `frontmatter ${outOfBounds ? 'is not read' : 'could not be read'} (${reason ?? 'unknown error'})`,
      ...(outOfBounds ? { outOfBounds: true as const } : {}),
    };
  }
}

function countLines(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 10) n++;
  return n;
}

/**
 * Serialise frontmatter + body. Key order is the object's insertion order.
 * Written by `blockYaml` so the plugin and the CLI write the same bytes
 * whatever their engine; the engine's own rendering only if that text would
 * not read back as `data`.
 */
export function renderNote(yaml: YamlPort, data: Record<string, unknown>, body: string): string {
  if (Object.keys(data).length === 0) return body;
  const own = blockYaml(data, 1);
  const text = readsAs(yaml, own, data) ? own : yaml.stringify(data);
  return `---\n${text.trimEnd()}\n---\n${body.startsWith('\n') ? body.slice(1) : body}`;
}

/** True when `text` parses, through the engine, to exactly `expected`. */
function readsAs(yaml: YamlPort, text: string, expected: Record<string, unknown>): boolean {
  try {
    return sameValue(parseYamlMap(yaml, text), expected);
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- editing in place

export type FrontmatterEdit = { head: string; body: string; changedKeys: string[] } | { error: string };

/**
 * Give a note's frontmatter the values in `next` while keeping the person's
 * text: every key whose value does not change keeps its bytes (comments, flow
 * lists, quotes, anchors, order, blank lines), a changed value is replaced
 * where it stands in the style it was written in (a flow list stays a flow
 * list, a quoted date stays quoted, a block list gains items after its own),
 * and a new key is appended after the last line. Keys are never removed: a key
 * missing from `next` (or undefined in it) is left as it is.
 *
 * Why not parse and re-serialise: that reflows `tags: [project]` into a block
 * list and drops every comment, so a dream adding one line to a person's note
 * rewrote their whole header (issue 9, item 6). The splice works on the text
 * alone (`topLevelEntries`), so it needs no YAML library of its own; each
 * result is parsed through the engine and kept only if it says exactly what
 * was intended. When a splice cannot be proven right (an anchor another key
 * aliases, a flow map at the top, a key the scan cannot place) the whole
 * header is rendered anew (`blockYaml`, else the engine's own stringify):
 * comments are lost there, the values never are.
 *
 * `text` is "\n" text without a BOM whose frontmatter parses. `head` is the
 * new opening line, YAML and closing line; `body` the text after them, as it was.
 */
export function editFrontmatter(yaml: YamlPort, text: string, next: Record<string, unknown>): FrontmatterEdit {
  const block = frontmatterBlock(text);
  if (block === null) return { error: 'the frontmatter has no closing ---' };
  let before: Record<string, unknown>;
  try {
    before = parseYamlMap(yaml, block.yaml);
  } catch (e) {
    return { error: `frontmatter could not be read (${e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e)})` };
  }
  const changedKeys = Object.keys(next).filter((k) => next[k] !== undefined && (!hasKey(before, k) || !sameValue(before[k], next[k])));
  const unchanged = { head: block.open + block.yaml + block.close, body: block.body, changedKeys };
  if (changedKeys.length === 0) return unchanged;
  const expected: Record<string, unknown> = { ...before };
  for (const k of changedKeys) expected[k] = next[k];
  const attempts = [() => spliceYaml(block.yaml, next, changedKeys, before), () => blockYaml(expected, Infinity), () => yaml.stringify(expected)];
  for (const attempt of attempts) {
    const out = attempt();
    if (out !== null && readsAs(yaml, out, expected)) return { head: block.open + out + block.close, body: block.body, changedKeys };
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

/** One top-level key of a block map, as offsets into the YAML text. */
interface Entry {
  key: string;
  /** just after the key's colon */
  valueStart: number;
  /** the end of the key's own line (its "\n") */
  lineEnd: number;
  /** just after the last line that belongs to the value ("\n" included) */
  end: number;
}

/**
 * The top-level keys of a block map and the extent of each value, read from
 * the text: a key line starts at column 0; the value runs over the lines after
 * it that are indented, or that are items of a block list written at the key's
 * own column (`tags:\n- a`). Blank lines and comments after the last such line
 * are not the value's: they stay where they are when it is replaced. Null when
 * the text is not such a map (a flow map, a `? ` key, a root list).
 */
function topLevelEntries(yaml: string): Entry[] | null {
  const entries: Entry[] = [];
  let at = 0;
  while (at < yaml.length) {
    const nl = yaml.indexOf('\n', at);
    const lineEnd = nl < 0 ? yaml.length : nl;
    const next = nl < 0 ? yaml.length : nl + 1;
    const line = yaml.slice(at, lineEnd);
    const current = entries[entries.length - 1];
    if (/^\s*(#|$)/.test(line)) {
      // a comment or blank line: part of a value only if more of it follows
    } else if (/^[ \t]/.test(line) || /^-( |$)/.test(line)) {
      if (current === undefined) return null;
      current.end = next;
    } else {
      const key = keyOf(line);
      if (key === null) return null;
      entries.push({ key: key.key, valueStart: at + key.length, lineEnd, end: next });
    }
    at = next;
  }
  return entries;
}

/** The key a line at column 0 starts with, and the length of `key:`. */
function keyOf(line: string): { key: string; length: number } | null {
  const double = /^"((?:[^"\\]|\\.)*)"[ \t]*:(?=[ \t]|$)/.exec(line);
  if (double) {
    try {
      return { key: JSON.parse(`"${double[1] ?? ''}"`) as string, length: double[0].length };
    } catch {
      return null;
    }
  }
  const single = /^'((?:[^']|'')*)'[ \t]*:(?=[ \t]|$)/.exec(line);
  if (single) return { key: (single[1] ?? '').replace(/''/g, "'"), length: single[0].length };
  const plain = /^([^\s#'"?:,[\]{}&*!|>%@`-][^#]*?|-\S[^#]*?)[ \t]*:(?=[ \t]|$)/.exec(line);
  return plain ? { key: plain[1] ?? '', length: plain[0].length } : null;
}

interface Splice {
  start: number;
  end: number;
  text: string;
}

/**
 * The byte-preserving edit: each changed value replaced within its own range,
 * each new key appended. Null when the frontmatter is not a block map whose
 * keys the scan finds exactly as the engine read them.
 */
function spliceYaml(yaml: string, next: Record<string, unknown>, changedKeys: readonly string[], before: Record<string, unknown>): string | null {
  const entries = topLevelEntries(yaml);
  if (entries === null) return null;
  const found = new Set(entries.map((e) => e.key));
  if (found.size !== Object.keys(before).length || !Object.keys(before).every((k) => found.has(k))) return null;
  const splices: Splice[] = [];
  const appended: Record<string, unknown> = {};
  for (const key of changedKeys) {
    if (!hasKey(before, key)) {
      appended[key] = next[key];
      continue;
    }
    // With repeated keys the last one is the value a reader sees.
    const entry = [...entries].reverse().find((e) => e.key === key);
    if (entry === undefined) return null;
    splices.push(replaceValue(yaml, entry, before[key], next[key]));
  }
  let out = yaml;
  for (const s of [...splices].sort((a, b) => b.start - a.start)) out = out.slice(0, s.start) + s.text + out.slice(s.end);
  if (Object.keys(appended).length > 0) {
    if (out !== '' && !out.endsWith('\n')) out += '\n';
    out += blockYaml(appended, 2);
  }
  return out;
}

/** How one key's value is replaced, by the form the person wrote it in. */
function replaceValue(yaml: string, entry: Entry, old: unknown, value: unknown): Splice {
  const inlineText = yaml.slice(entry.valueStart, entry.lineEnd);
  const inlineValue = inlineText.trimStart();
  const lead = inlineText.length - inlineValue.length;
  const rest = yaml.slice(Math.min(entry.lineEnd + 1, entry.end), entry.end);
  const whole = (text: string): Splice => ({ start: entry.valueStart, end: entry.end, text: text + '\n' });
  if (inlineValue === '' || inlineValue.startsWith('#')) {
    // `key:` alone (null) or `key:` over a block list or map on the lines below
    if (rest === '') return { start: entry.valueStart, end: entry.valueStart, text: ' ' + inline(value, false) };
    const firstLine = rest.split('\n').find((l) => !/^\s*(#|$)/.test(l)) ?? '';
    const column = /^ */.exec(firstLine)?.[0].length ?? 0;
    const isList = /^ *-( |$)/.test(firstLine);
    const lineAfterKey = Math.min(entry.lineEnd + 1, entry.end);
    if (isList && Array.isArray(old) && Array.isArray(value) && value.length > old.length && old.every((x, i) => sameValue(x, value[i]))) {
      // Appending to a block list: the items already there keep their comments.
      const pad = ' '.repeat(column);
      return { start: entry.end, end: entry.end, text: value.slice(old.length).map((x) => `${pad}- ${inline(x, false)}\n`).join('') };
    }
    if (Array.isArray(value) && value.length > 0) return { start: lineAfterKey, end: entry.end, text: indent(blockLines(value, 0, Infinity), column) };
    if (isPlainObject(value) && Object.keys(value).length > 0) return { start: lineAfterKey, end: entry.end, text: indent(blockLines(value, 0, 1), column || 2) };
    return whole(' ' + inline(value, false) + inlineText);
  }
  const first = inlineValue.charAt(0);
  if (rest !== '' || '|>&!*'.includes(first)) {
    // A value over several lines, a block scalar, an anchor, a tag or an alias:
    // the new value takes its place on the key's line.
    if (isPlainObject(value) && Object.keys(value).length > 0) return whole('\n' + indent(blockLines(value, 0, 1), 2).trimEnd());
    return whole(' ' + inline(value, false));
  }
  // One line: a flow collection or a scalar, maybe with a comment after it.
  const valueEnd = entry.valueStart + lead + valueLength(inlineValue);
  const span = { start: entry.valueStart + lead, end: valueEnd };
  if (first === '[' || first === '{') return { ...span, text: inline(value, inlineValue.charAt(1) === ' ') };
  const style = first === '"' ? 'double' : first === "'" ? 'single' : 'plain';
  return { ...span, text: isPlainValue(value) ? scalarText(value, false, style) : inline(value, false) };
}

/**
 * Length of the value at the start of a line's text, before any comment: a
 * quoted scalar to its closing quote, a flow collection to its closing
 * bracket, a plain scalar to ` #` or the end of the line.
 */
function valueLength(s: string): number {
  const first = s.charAt(0);
  if (first === '"' || first === "'") {
    for (let i = 1; i < s.length; i++) {
      if (first === '"' && s[i] === '\\') i++;
      else if (s[i] === first) {
        if (first === "'" && s[i + 1] === "'") i++;
        else return i + 1;
      }
    }
    return s.length;
  }
  if (first === '[' || first === '{') {
    let depth = 0;
    let quote = '';
    for (let i = 0; i < s.length; i++) {
      const c = s.charAt(i);
      if (quote !== '') {
        if (c === '\\' && quote === '"') i++;
        else if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '[' || c === '{') depth++;
      else if ((c === ']' || c === '}') && --depth === 0) return i + 1;
    }
    return s.length;
  }
  const comment = /[ \t]#/.exec(s);
  return (comment ? s.slice(0, comment.index) : s).trimEnd().length;
}

// ---------------------------------------------------------------- writing YAML

/*
 * What the engine writes into a header is small and plain (dates, ids, paths,
 * numbers, flags, short lists), so it is written here rather than by the YAML
 * engine: the plugin and the CLI then write the same bytes, and the writer is
 * no library in the bundle. Every text written is read back through the engine
 * before it is kept (`readsAs`), so a rule here that is too loose costs a
 * fallback, never a changed value.
 */

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function isPlainValue(v: unknown): boolean {
  return v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** Words and shapes a YAML engine (1.2 core, or 1.1 like Obsidian's) would read as something other than this string. */
const NOT_TEXT = [
  /^(?:true|false|yes|no|on|off|y|n|null|~)$/i,
  /^[-+]?(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:e[-+]?\d+)?$/i,
  /^[-+]?(?:\.inf|\.nan|0x[\da-f_]+|0o[0-7_]+|0b[01_]+)$/i,
  /^[-+]?\d[\d_]*(?::[0-5]?\d)+(?:\.\d*)?$/,
  // a timestamp with a time of day (a date alone reads back as the same text)
  /^\d{4}-\d\d?-\d\d?(?:[Tt]|[ \t]+)\d/,
];

/** Control characters, line and paragraph separators, a BOM: text only a quoted scalar carries safely. */
function hasControl(s: string, wide = false): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 0x1f || (wide && ((c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 || c === 0xfeff))) return true;
  }
  return false;
}

/** Can `s` be written without quotes and read back as the same string? */
function plainSafe(s: string, inFlow: boolean): boolean {
  if (s === '' || s !== s.trim() || hasControl(s, true)) return false;
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(s) || s.includes(': ') || s.includes(' #') || s.endsWith(':')) return false;
  if (inFlow && /[,[\]{}]/.test(s)) return false;
  return !NOT_TEXT.some((re) => re.test(s));
}

/** A scalar on one line, in the quoting asked for when it can carry the value. */
function scalarText(value: unknown, inFlow: boolean, style: 'plain' | 'double' | 'single' = 'plain'): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return '.nan';
    if (!Number.isFinite(value)) return value > 0 ? '.inf' : '-.inf';
    return String(value);
  }
  if (typeof value !== 'string') return JSON.stringify(value) ?? 'null';
  const s = value;
  if (style === 'single' && !hasControl(s)) return `'${s.replace(/'/g, "''")}'`;
  return style === 'plain' && plainSafe(s, inFlow) ? s : JSON.stringify(s);
}

function keyText(key: string, inFlow: boolean): string {
  return plainSafe(key, inFlow) && !key.includes(':') ? key : JSON.stringify(key);
}

/** A value on one line: collections in flow style, `[a, b]` (or `[ a, b ]` with padding). */
function inline(value: unknown, padding: boolean, inFlow = false): string {
  const [open, close] = padding ? [' ', ' '] : ['', ''];
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${open}${value.map((x) => inline(x, false, true)).join(', ')}${close}]`;
  if (isPlainObject(value)) {
    const pairs = Object.entries(value).filter(([, x]) => x !== undefined);
    return pairs.length === 0 ? '{}' : `{${open}${pairs.map(([k, x]) => `${keyText(k, true)}: ${inline(x, false, true)}`).join(', ')}${close}}`;
  }
  return scalarText(value, inFlow);
}

/**
 * Block YAML lines for a map or a list at `depth`. Lists `flowFrom` levels
 * deep or more are written in flow style (`sources: [a, b]`), one line each:
 * what a dream adds to a person's header stays short.
 */
function blockLines(value: Record<string, unknown> | unknown[], depth: number, flowFrom: number): string[] {
  const lines: string[] = [];
  const nested = (x: unknown): string[] | null => {
    if (Array.isArray(x) && x.length > 0 && depth + 1 < flowFrom) return blockLines(x, depth + 1, flowFrom);
    if (isPlainObject(x) && Object.values(x).some((y) => y !== undefined)) return blockLines(x, depth + 1, flowFrom);
    return null;
  };
  if (Array.isArray(value)) {
    for (const item of value) {
      const inner = isPlainObject(item) ? nested(item) : null;
      if (inner === null) lines.push(`- ${inline(item, false)}`);
      else inner.forEach((l, i) => lines.push((i === 0 ? '- ' : '  ') + l));
    }
    return lines;
  }
  for (const [k, x] of Object.entries(value)) {
    if (x === undefined) continue;
    const inner = nested(x);
    if (inner === null) lines.push(`${keyText(k, false)}: ${inline(x, false)}`);
    else {
      lines.push(`${keyText(k, false)}:`);
      for (const l of inner) lines.push('  ' + l);
    }
  }
  return lines;
}

/** A map as block YAML text ending in "\n" ('' for an empty one). */
function blockYaml(data: Record<string, unknown>, flowFrom: number): string {
  return blockLines(data, 0, flowFrom).map((l) => l + '\n').join('');
}

/** Lines at a column, each ending in "\n". */
function indent(lines: readonly string[], column: number): string {
  const pad = ' '.repeat(column);
  return lines.map((l) => pad + l + '\n').join('');
}
