import matter from '@11ty/gray-matter';
import { Document, isAlias, isCollection, isMap, isScalar, isSeq, Pair, parseDocument, Scalar, visit, YAMLMap, YAMLSeq, type Node as YamlNode, type ToStringOptions } from 'yaml';
import { YAML_READ, type YamlPort } from '../ports/yaml';
import { frontmatterBoundsProblem } from './frontmatter-bounds';
import { frontmatterBlock, OPENING, stripBom } from './frontmatter-block';

export { frontmatterBlock, stripBom, type FrontmatterBlock } from './frontmatter-block';

/**
 * Safe frontmatter parsing, used by every piece of code that reads a note.
 *
 * - YAML through the injected engine (`YamlPort`: the `yaml` package under the
 *   1.2 core schema in both hosts). `2026-11-29` stays the string
 *   "2026-11-29", never a Date that would be written back as a timestamp.
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
  if (typeof v !== 'object' || Array.isArray(v)) throw new Error('frontmatter is not a key/value map');
  return v as Record<string, unknown>;
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
    const reason = reasonOf(e);
    const outOfBounds = e instanceof FrontmatterOutOfBounds;
    return {
      data: {},
      body: text,
      bodyStartLine: 1,
      hasFrontmatter: true,
      eol,
      error: `frontmatter ${outOfBounds ? 'is not read' : 'could not be read'} (${reason || 'unknown error'})`,
      ...(outOfBounds ? { outOfBounds: true as const } : {}),
    };
  }
}

/** An error's first line: the package's "… at line 2, column 17:" without the excerpt the colon introduces. */
function reasonOf(e: unknown): string {
  return (e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e)).replace(/:$/, '');
}

function countLines(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 10) n++;
  return n;
}

/**
 * Serialise frontmatter + body. Key order is the object's insertion order;
 * lists are written in flow style (`source_sessions: [a, b]`: one line however
 * many days a topic spans), by the `yaml` package as every header is.
 */
export function renderNote(data: Record<string, unknown>, body: string): string {
  const plain = plainData(data) as Record<string, unknown>;
  if (Object.keys(plain).length === 0) return body;
  const doc = new Document(null, YAML_READ);
  doc.contents = freshNode(doc, plain);
  return `---\n${doc.toString(WRITE).trimEnd()}\n---\n${body.startsWith('\n') ? body.slice(1) : body}`;
}

// ---------------------------------------------------------------- editing in place

export type FrontmatterEdit = { head: string; body: string; changedKeys: string[] } | { error: string };

/**
 * Give a note's frontmatter the values in `next` while keeping the person's
 * text: every key whose value does not change keeps its bytes (comments, flow
 * lists, quotes, anchors, order, blank lines), a changed value is written where
 * it stands in the style it was written in (a flow list stays a flow list, a
 * quoted date stays quoted, a block list keeps its items and their comments and
 * its indentation), and a new key is appended after the last line. Keys are
 * never removed: a key missing from `next` (or undefined in it) is left as it is.
 *
 * Why not parse and re-serialise the whole header: even the `yaml` package's
 * Document, which keeps comments and styles, re-indents block lists and
 * re-spaces comments and flow lists, so a dream adding one line to a person's
 * note would rewrite their whole header. The package parses the header into a
 * Document; each changed pair is rendered from that Document's nodes and put in
 * place of the pair's own source range, which the parser gives. Each result is
 * read back through the engine (`yaml`) and kept only if it says exactly what
 * was intended. When that cannot be proven (an anchor another key aliases, a
 * top-level flow map) the Document is edited with `set` and written whole
 * (comments and order kept, spacing the package's), and last the values are
 * written as a new header (comments lost, values never).
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
    return { error: `frontmatter could not be read (${reasonOf(e)})` };
  }
  const changedKeys = Object.keys(next).filter((k) => next[k] !== undefined && (!hasKey(before, k) || !sameValue(before[k], plainData(next[k]))));
  const unchanged = { head: block.open + block.yaml + block.close, body: block.body, changedKeys };
  if (changedKeys.length === 0) return unchanged;
  const expected: Record<string, unknown> = { ...before };
  for (const k of changedKeys) expected[k] = plainData(next[k]);
  const edit = { source: block.yaml, before, expected, changedKeys };
  for (const attempt of [spliceEdit, documentEdit, freshHeader]) {
    let out: string | null;
    try {
      out = attempt(edit);
    } catch {
      out = null; // the package refused to write what the attempt built (an alias with no anchor)
    }
    if (out !== null && readsAs(yaml, out, expected)) return { head: block.open + out + block.close, body: block.body, changedKeys };
  }
  return { error: 'the frontmatter could not be edited without changing what it says' };
}

/** True when `text` parses, through the engine, to exactly `expected`. */
function readsAs(yaml: YamlPort, text: string, expected: Record<string, unknown>): boolean {
  try {
    return sameValue(parseYamlMap(yaml, text), expected);
  } catch {
    return false;
  }
}

function hasKey(o: Record<string, unknown>, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k);
}

/** Deep equality over what YAML yields (scalars, arrays, plain objects). */
function sameValue(a: unknown, b: unknown): boolean {
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

/** A value as YAML can say it: a map drops its undefined values, a list says null for one. */
function plainData(v: unknown): unknown {
  if (Array.isArray(v)) return v.map((x) => (x === undefined ? null : plainData(x)));
  if (isPlainObject(v)) return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => [k, plainData(x)]));
  return v;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** What each attempt at an edit is given. */
interface Edit {
  /** the YAML between the fences, as written */
  source: string;
  before: Record<string, unknown>;
  expected: Record<string, unknown>;
  changedKeys: readonly string[];
}

/** How the `yaml` package writes: no line folding; flow lists as `[a, b]`; an alias need not follow its anchor in a piece written alone. */
const WRITE: ToStringOptions = { lineWidth: 0, flowCollectionPadding: false, verifyAliasOrder: false };

/** A value as nodes in the engine's own style: lists in flow style, every other node as the package writes it. */
function freshNode(doc: Document, value: unknown): YamlNode {
  const node = doc.createNode(value) as YamlNode;
  visit(node, {
    Seq(_, seq) {
      seq.flow = true;
    },
  });
  return node;
}

/**
 * The byte-keeping edit: each changed pair's source range (from its key to the
 * end of its value; a comment after the value stays) replaced by that pair
 * rendered anew, each new key appended. Null when the header is not a block map.
 */
function spliceEdit(edit: Edit): string | null {
  const { source, before, expected, changedKeys } = edit;
  const doc = parseDocument(source, YAML_READ);
  if (doc.errors.length > 0) return null;
  const root = doc.contents;
  if (root !== null && !(isMap(root) && !root.flow)) return null;
  const pairs = root === null ? [] : root.items;
  const splices: { start: number; end: number; text: string }[] = [];
  const added: Record<string, unknown> = {};
  for (const key of changedKeys) {
    if (!hasKey(before, key)) {
      added[key] = expected[key];
      continue;
    }
    // With repeated keys the last one is the value a reader sees.
    const pair = [...pairs].reverse().find((p) => isScalar(p.key) && String(p.key.value) === key);
    if (pair === undefined || !isScalar(pair.key) || pair.key.range == null) return null;
    const old = (pair.value ?? null) as YamlNode | null;
    const start = pair.key.range[0];
    const end = old?.range ? old.range[1] : pair.key.range[1];
    const keyNode = new Scalar(pair.key.value);
    keyNode.type = pair.key.type;
    const text = renderPair(doc, keyNode, restyle(doc, old, expected[key], before[key]), layoutOf(source, old));
    splices.push({ start, end, text: source.charAt(end - 1) === '\n' ? text : text.replace(/\n$/, '') });
  }
  let out = source;
  for (const s of [...splices].sort((a, b) => b.start - a.start)) out = out.slice(0, s.start) + s.text + out.slice(s.end);
  if (Object.keys(added).length > 0) {
    const fresh = new Document(null, YAML_READ);
    fresh.contents = freshNode(fresh, added);
    if (out !== '' && !out.endsWith('\n')) out += '\n';
    out += fresh.toString(WRITE);
  }
  return out;
}

/** One `key: value` pair as the package writes it, ending in "\n". */
function renderPair(doc: Document, key: Scalar, value: YamlNode, layout: ToStringOptions): string {
  const one = new Document(null, YAML_READ);
  const map = new YAMLMap(doc.schema);
  map.items.push(new Pair(key, value));
  one.contents = map;
  return one.toString({ ...WRITE, ...layout });
}

/**
 * The indentation and flow padding the person gave the old value, read from
 * the source at the offsets the parser found it at: a block list at the key's
 * own column (`tags:\n- a`) or indented, a map four spaces in, `[ a ]`.
 */
function layoutOf(source: string, old: YamlNode | null): ToStringOptions {
  const layout: ToStringOptions = {};
  if (old === null || old.range == null) return layout;
  if (isCollection(old) && !old.flow) {
    const at = old.range[0];
    const column = at - (source.lastIndexOf('\n', at - 1) + 1);
    if (isSeq(old) && column === 0) layout.indentSeq = false;
    else if (column > 0) layout.indent = column;
  }
  let padded: boolean | undefined;
  visit(old, {
    Collection(_, node) {
      if (node.flow && node.items.length > 0 && node.range) {
        padded = source.charAt(node.range[0] + 1) === ' ';
        return visit.BREAK;
      }
      return undefined;
    },
  });
  if (padded !== undefined) layout.flowCollectionPadding = padded;
  return layout;
}

/**
 * The new value as nodes shaped like the old: a string keeps its quoting, a
 * list or map its flow or block style; a list that only grew keeps the nodes
 * (and comments) of the items it had, a map the key nodes of the keys it had.
 * What has no old counterpart is written in the engine's own style.
 */
function restyle(doc: Document, old: YamlNode | null, value: unknown, oldValue: unknown): YamlNode {
  if (old === null || isAlias(old)) return freshNode(doc, value);
  if (isScalar(old) && (value === null || typeof value !== 'object')) {
    const scalar = new Scalar(value);
    if (typeof value === 'string' && typeof old.value === 'string' && old.type !== undefined) scalar.type = old.type;
    return scalar;
  }
  if (isSeq(old) && Array.isArray(value)) {
    const seq = new YAMLSeq(doc.schema);
    seq.flow = old.flow ?? false;
    const had = Array.isArray(oldValue) ? oldValue : [];
    const grew = had.length === old.items.length && value.length >= had.length && had.every((x, i) => sameValue(x, value[i]));
    seq.items = grew
      ? [...old.items, ...value.slice(had.length).map((x) => freshNode(doc, x))]
      : value.map((x, i) => restyle(doc, (old.items[i] ?? null) as YamlNode | null, x, had[i]));
    return seq;
  }
  if (isMap(old) && isPlainObject(value)) {
    const map = new YAMLMap(doc.schema);
    map.flow = old.flow ?? false;
    const had = isPlainObject(oldValue) ? oldValue : {};
    for (const [k, x] of Object.entries(value)) {
      const pair = [...old.items].reverse().find((p) => isScalar(p.key) && String(p.key.value) === k);
      const key = pair !== undefined && isScalar(pair.key) ? pair.key : new Scalar(k);
      map.items.push(new Pair(key, restyle(doc, (pair?.value ?? null) as YamlNode | null, x, had[k])));
    }
    return map;
  }
  return freshNode(doc, value);
}

/** The Document edited with `set` and written whole: comments and key order kept, spacing the package's. */
function documentEdit(edit: Edit): string | null {
  const doc = parseDocument(edit.source, YAML_READ);
  if (doc.errors.length > 0) return null;
  for (const key of edit.changedKeys) {
    const old = doc.get(key, true) as YamlNode | undefined;
    doc.set(key, restyle(doc, old ?? null, edit.expected[key], edit.before[key]));
  }
  return doc.toString(WRITE);
}

/** The last resort: the values as a new header (comments lost, values kept). */
function freshHeader(edit: Edit): string {
  const doc = new Document(null, YAML_READ);
  doc.contents = freshNode(doc, edit.expected);
  return doc.toString(WRITE);
}
