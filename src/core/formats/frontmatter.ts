import matter from 'gray-matter';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';

/**
 * Safe frontmatter parsing, used by every piece of code that reads a note.
 *
 * - YAML through the `yaml` package (1.2 core schema): `2026-11-29` stays the
 *   string "2026-11-29", never a Date that would be written back as a timestamp.
 * - gray-matter's `---js` / `---javascript` engines are replaced by one that
 *   refuses: a note in someone's vault must never execute code.
 * - An explicit options object on every call: without one gray-matter caches the
 *   parsed object by content and hands the same object to every caller, so one
 *   caller's mutation leaks into the next parse.
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

const refuseCode = {
  parse: (): never => {
    throw new Error('executable frontmatter (---js) is not run');
  },
  stringify: (): never => {
    throw new Error('executable frontmatter (---js) is not written');
  },
};

const yamlEngine = {
  parse: (s: string): object => {
    const v: unknown = parseYaml(s, { schema: 'core', uniqueKeys: false, prettyErrors: true });
    if (v === null || v === undefined) return {};
    if (typeof v !== 'object' || Array.isArray(v)) throw new Error('frontmatter is not a key/value map');
    return v;
  },
  stringify: (o: object): string => stringifyYaml(o, { lineWidth: 0 }),
};

export const grayMatterOptions = {
  engines: {
    yaml: yamlEngine,
    js: refuseCode,
    javascript: refuseCode,
    coffee: refuseCode,
    coffeescript: refuseCode,
    cson: refuseCode,
  },
};

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function parseNote(input: string): ParsedNote {
  const bomless = stripBom(input);
  const eol = bomless.includes('\r\n') ? '\r\n' : '\n';
  // gray-matter splits on "\n" only; CRLF would leave "\r" in every value.
  const text = eol === '\r\n' ? bomless.replace(/\r\n/g, '\n') : bomless;
  const opening = /^---[^\S\n]*[A-Za-z]*[^\S\n]*\n/.exec(text);
  if (!opening) return { data: {}, body: text, bodyStartLine: 1, hasFrontmatter: false, eol };
  try {
    // A fresh options object per call (see above).
    const file = matter(text, { ...grayMatterOptions, engines: { ...grayMatterOptions.engines } });
    const data = { ...(file.data as Record<string, unknown>) };
    const consumed = text.length - file.content.length;
    const bodyStartLine = countLines(text.slice(0, consumed)) + 1;
    return { data, body: file.content, bodyStartLine, hasFrontmatter: true, eol };
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
