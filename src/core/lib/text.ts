/**
 * Text as a person and a file see it, with no domain knowledge: characters
 * counted the way people count them, and a file's line endings and byte
 * order mark kept through an edit.
 */
import { rx } from './rx';

/**
 * Characters as a person counts them: code points, not UTF-16 units and not
 * bytes (a byte budget silently cuts a CJK index to a third of its room).
 */
export function countChars(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // The second half of a surrogate pair is the same character as the first.
    if (c < 0xdc00 || c > 0xdfff) n++;
  }
  return n;
}

/** The text without a leading byte order mark (U+FEFF): the one BOM strip (test/structure/format-owners.test.ts). */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === BOM ? text.slice(1) : text;
}

const BOM = 0xfeff;

export interface TextShape {
  eol: '\n' | '\r\n';
  bom: boolean;
}

export function shapeOf(text: string | null): TextShape {
  if (text === null) return { eol: '\n', bom: false };
  return { eol: text.includes('\r\n') ? '\r\n' : '\n', bom: text.charCodeAt(0) === BOM };
}

/** Put a "\n" text back into the file's own shape: CRLF stays CRLF, a BOM stays. */
export function withShape(text: string, shape: TextShape): string {
  const lf = text.replace(/\r\n/g, '\n');
  const out = shape.eol === '\r\n' ? lf.replace(/\n/g, '\r\n') : lf;
  return shape.bom ? String.fromCharCode(BOM) + out : out;
}

/** `s` matched literally inside a RegExp. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A "\n" text put back into the endings `original` had, line by line: a file
 * of CRLF stays CRLF, one of LF stays LF, and in a file of mixed endings each
 * line the edit kept keeps its own (one CRLF line in an LF index does not turn
 * every line CRLF); a new or edited line takes the file's more common ending.
 * A BOM the original had stays first; none is added.
 */
export function withEndingsOf(text: string, original: string | null): string {
  if (original === null) return text;
  const bom = original.charCodeAt(0) === BOM ? String.fromCharCode(BOM) : '';
  const lf = stripBom(text).replace(/\r\n/g, '\n');
  const segments = stripBom(original).split('\n');
  const ended = segments.slice(0, -1);
  const crlf = ended.filter((l) => l.endsWith('\r')).length;
  if (crlf === 0) return bom + lf;
  if (crlf === ended.length) return bom + lf.replace(/\n/g, '\r\n');
  const common = crlf * 2 > ended.length ? '\r\n' : '\n';
  const kept = new Map<string, string[]>();
  for (const l of ended) {
    const key = l.replace(/\r$/, '');
    const q = kept.get(key) ?? [];
    q.push(l.endsWith('\r') ? '\r\n' : '\n');
    kept.set(key, q);
  }
  const lines = lf.split('\n');
  const last = lines.pop()!;
  return bom + lines.map((l) => l + (kept.get(l)?.shift() ?? common)).join('') + last;
}

/**
 * Scripts whose words are not set apart by spaces (Chinese, Japanese, Thai,
 * Lao, Khmer, Burmese), or whose nouns carry their particles attached
 * (Korean: "서울에서"). A name in them is found inside a run of letters, not
 * as a whole word, and each of its characters says about as much as a short
 * word does in a Latin script.
 */
const JOINED_SCRIPT = rx.u`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]`;

/** Whether a name is written in a script of JOINED_SCRIPT: look for it inside words, not as a word. */
export function inJoinedScript(name: string): boolean {
  return JOINED_SCRIPT.test(name);
}

/**
 * A name's length as a minimum-length rule weighs it: code points, a
 * character of a joined script counting two ("陶芸", a pottery class, weighs
 * 4; "Job" 3), so a rule that asks for a name of three or four letters does
 * not refuse every two-character name of Chinese or Japanese.
 */
export function nameWeight(name: string): number {
  let n = 0;
  for (const ch of name) n += JOINED_SCRIPT.test(ch) ? 2 : 1;
  return n;
}
