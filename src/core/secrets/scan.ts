/**
 * The secret guard: finds authentication material in text so it never reaches a
 * file the plugin writes, nor the model request when redaction is on.
 *
 * Scope is deliberately closed. The list below is exhaustive: API keys and
 * tokens of known shapes, passwords and tokens on credential-bearing lines,
 * private key blocks, and URLs carrying credentials or access tokens. It is not
 * a privacy classifier. A false alert asks the person to review a daily note the
 * plugin can never change, and teaches them to skim past the alert that matters,
 * so anything that is not on the list must not match — order numbers, commit
 * hashes, UUIDs, dates, "password manager", placeholders like `<your-token>`.
 *
 * Values split across lines. A key pasted into a code block is often wrapped by
 * an editor or broken by hand (`ghp_` on one line, the rest on the next). The
 * token-shaped detectors therefore run twice: on the text as written, and on a
 * copy where a line break is removed when it sits between two token characters
 * and the continuation looks like the rest of a token: the next line's leading
 * run is the whole line and contains a digit or inner capitals (or is 16+ chars),
 * or it is 16+ chars with a digit or inner capitals, or 6+ chars with both. A plain word on the next
 * line ("Done", "then lunch") is prose and is never joined, so a complete key
 * does not swallow the line after it. Every character of the copy remembers its offset in the original, so a
 * hit found in the copy is reported, and redacted, over the original range
 * (line break and indentation included). Credential lines and URLs are not
 * joined: their value is, by definition, on the line that names it. Private key
 * blocks span lines by nature and are matched from BEGIN to END (or, pasted
 * without END, over the base64 lines that follow).
 *
 * Every rule has its examples in the shape table (`secrets/shapes.ts`: a shape,
 * a text it must catch, a look-alike it must leave alone), which
 * test/secrets/shapes.test.ts runs row by row, so the table is both the
 * documentation of the scope and its test suite. It sits in its own module so
 * the plugin bundle does not carry its rows; read it beside the rules.
 *
 * This module is the scanner and redaction (and the values a run already knows
 * are secret); the rules it runs are in secrets/token-rules.ts (token shapes, and the
 * checks every rule shares) and secrets/line-rules.ts (credential lines).
 *
 * A password stated in prose as one plain lower-case word ("the wifi password
 * is now marigold") counts only when the word ends the clause and does not
 * read as a description ("… is compromised", "… is in the drawer", "… is long").
 */

import {
  hasDigit, hasLower, hasUpper, isPlaceholder, SECRET_REPLACEMENT, TOKEN_DETECTORS,
  type Detector, type RankedHit, type SecretHit,
} from './token-rules';
import { credentialKind, credentialLine, LINE_DETECTORS, restOfLine, urlTokens } from './line-rules';
import { CUE_DETECTORS } from './cue-rules';

export { SECRET_REPLACEMENT, type SecretHit } from './token-rules';

/** What a note or report says in place of a candidate that carried a secret. */
export const SECRET_NOTE = 'sensitive value omitted; source needs manual review';

/**
 * Zero-width characters (U+200B–U+200D, U+2060, U+FEFF) dropped and
 * full-width forms folded (NFKC of U+FF01–U+FF5E: "ｐａｓｓｗｏｒｄ" is
 * "password"), so a cue or a value hidden that way is read as written; null
 * when the text has none. Each character remembers its offset in `text`.
 */
const DISGUISED = /[\u200B-\u200D\u2060\uFEFF\uFF01-\uFF5E]/;

function undisguised(text: string): { text: string; map: number[] } | null {
  if (!DISGUISED.test(text)) return null;
  const out: string[] = [];
  const map: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x200b && c <= 0x200d) || c === 0x2060 || c === 0xfeff) continue;
    out.push(c >= 0xff01 && c <= 0xff5e ? String.fromCharCode(c - 0xfee0) : text[i]!);
    map.push(i);
  }
  map.push(text.length);
  return { text: out.join(''), map };
}

/**
 * Every secret value in `text`. A line is asked about several times in a
 * dream (its span, its candidate, the source reference, the values the final
 * guard learns), so the answers for the most recent short texts are kept;
 * each caller gets its own copy.
 */
export function findSecrets(text: string): SecretHit[] {
  if (text.length > REMEMBERED_TEXT) return findSecretsIn(text);
  let hits = remembered.get(text);
  if (hits === undefined) {
    hits = findSecretsIn(text);
    if (remembered.size >= REMEMBERED_AT_MOST) remembered.clear();
    remembered.set(text, hits);
  }
  return hits.map((h) => ({ ...h }));
}

const remembered = new Map<string, SecretHit[]>();
/** Texts longer than this (a whole note) are read each time; so are all once this many are kept. */
const REMEMBERED_TEXT = 4096;
const REMEMBERED_AT_MOST = 4096;

function findSecretsIn(text: string): SecretHit[] {
  const plain = undisguised(text);
  if (plain === null) return findInPlain(text);
  return findInPlain(plain.text).map((h) => ({ kind: h.kind, start: plain.map[h.start]!, end: plain.map[h.end - 1]! + 1 }));
}

function findInPlain(text: string): SecretHit[] {
  const hits: RankedHit[] = [];
  for (const d of TOKEN_DETECTORS) collect(d, text, hits, null);
  const joined = joinSplitTokens(text);
  if (joined.joints.length > 0) {
    for (const d of TOKEN_DETECTORS) collect(d, joined.text, hits, joined);
  }
  for (const d of LINE_DETECTORS) collect(d, text, hits, null);
  for (const d of CUE_DETECTORS) collect(d, text, hits, null);
  return mergeHits(hits);
}

export function containsSecret(text: string): boolean {
  return findSecrets(text).length > 0;
}

/** Replace every secret value by SECRET_REPLACEMENT; hits are offsets into the input. */
export function redactSecrets(text: string): { text: string; hits: SecretHit[] } {
  return replaceHits(text, findSecrets(text));
}

/**
 * findSecrets, plus ranges found earlier on a larger text this one was cut
 * from: a span of a note is a few of its lines, and a key block whose header
 * sits in the span before, or a value split by a blank line, is only a secret
 * when seen whole.
 */
export function findSecretsMarked(text: string, marked: readonly SecretHit[] | undefined): SecretHit[] {
  const found = findSecrets(text);
  if (!marked || marked.length === 0) return found;
  return mergeHits([...found, ...marked].map((h) => ({ ...h, rank: 0 })));
}

/** redactSecrets over findSecretsMarked. */
export function redactMarked(text: string, marked: readonly SecretHit[] | undefined): { text: string; hits: SecretHit[] } {
  return replaceHits(text, findSecretsMarked(text, marked));
}

function replaceHits(text: string, hits: SecretHit[]): { text: string; hits: SecretHit[] } {
  if (hits.length === 0) return { text, hits };
  let out = '';
  let at = 0;
  for (const h of hits) {
    out += text.slice(at, h.start) + SECRET_REPLACEMENT;
    at = h.end;
  }
  out += text.slice(at);
  return { text: out, hits };
}


/** The kinds the rules report; each has rows in the shape table (`secrets/shapes.ts`, which only tests import). */
export function secretKinds(): string[] {
  return [...new Set([...TOKEN_DETECTORS, ...LINE_DETECTORS, ...CUE_DETECTORS].map((d) => d.kind))];
}

// ------------------------------------------------------------------ scanning

interface Joined {
  text: string;
  /** original offset of each character of `text`, plus one entry for its end */
  map: number[];
  /** offsets in `text` where a line break was removed */
  joints: number[];
}

const JOIN_CHAR = /[A-Za-z0-9_\-.+/=:]/;
const LINE_BREAK = /\r?\n[ \t>]*/g;

/** The text with in-token line breaks removed; see the file comment for the rule. */
function joinSplitTokens(text: string): Joined {
  const out: string[] = [];
  const map: number[] = [];
  const joints: number[] = [];
  let at = 0;
  LINE_BREAK.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = LINE_BREAK.exec(text)) !== null) {
    const before = text[m.index - 1];
    const afterAt = m.index + m[0].length;
    const after = text[afterAt];
    if (before === undefined || after === undefined || !JOIN_CHAR.test(before) || !JOIN_CHAR.test(after)) continue;
    if (!looksLikeContinuation(text, afterAt)) continue;
    for (let i = at; i < m.index; i++) {
      out.push(text[i]!);
      map.push(i);
    }
    joints.push(out.length);
    at = afterAt;
  }
  if (joints.length === 0) return { text, map: [], joints };
  for (let i = at; i < text.length; i++) {
    out.push(text[i]!);
    map.push(i);
  }
  map.push(text.length);
  return { text: out.join(''), map, joints };
}

function looksLikeContinuation(text: string, from: number): boolean {
  let end = from;
  while (end < text.length && JOIN_CHAR.test(text[end]!)) end++;
  const run = text.slice(from, end);
  const generated = hasDigit(run) || (hasUpper(run.slice(1)) && hasLower(run));
  // the next line of an .env block ("SMS_SENDER=DOCKCLOCK") is its own assignment, not the rest of a value
  if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(run)) return false;
  // A whole line that is one token is the tail of a wrapped key; a short plain
  // word on its own line ("next", "Done") is prose and stays on its line.
  if (/^[\s"'`,;)\]]*$/.test(restOfLine(text, end))) return generated || run.length >= 16;
  // A tail wrapped into the middle of a sentence ("…Gt4\n  Zx4Tb7Wq for the bot")
  // reads as generated: digits and capitals inside it, as no word has.
  const strong = hasDigit(run) && hasUpper(run.slice(1)) && hasLower(run);
  return (run.length >= 16 && generated) || (run.length >= 6 && strong);
}

function collect(d: Detector, text: string, out: RankedHit[], joined: Joined | null): void {
  const rank = DETECTOR_RANK.get(d) ?? 99;
  d.re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = d.re.exec(text)) !== null) {
    if (m[0].length === 0 || (d.before && !d.before(text, m.index))) {
      d.re.lastIndex = m.index + 1;
      continue;
    }
    let found: { start: number; end: number } | { start: number; end: number }[] | null;
    if (d.kind === 'url-token' && !d.valueGroup) {
      urlTokens(m[0], m.index, out, rank);
      continue;
    } else if (d.accept) {
      found = d.accept(m, text);
    } else if (d.valueGroup) {
      const value = m[2] ?? '';
      const start = m.index + (m[1] ?? '').length;
      found = isPlaceholder(value) ? null : { start, end: start + value.length };
    } else {
      found = { start: m.index, end: m.index + m[0].length };
    }
    const kind = d === credentialLine ? credentialKind(m) : d.kind;
    for (const { start, end } of found === null ? [] : Array.isArray(found) ? found : [found]) {
      if (end <= start) continue;
      if (joined) {
        // Only hits that cross a removed line break are new; the rest were found on the original.
        if (!joined.joints.some((j) => j > start && j < end)) continue;
        out.push({ kind, start: joined.map[start]!, end: joined.map[end - 1]! + 1, rank });
      } else {
        out.push({ kind, start, end, rank });
      }
    }
  }
}

const DETECTOR_RANK = new Map<Detector, number>([...TOKEN_DETECTORS, ...LINE_DETECTORS, ...CUE_DETECTORS].map((d, i) => [d, i]));

/** Overlapping hits become one; the most specific detector names it. */
function mergeHits(hits: RankedHit[]): SecretHit[] {
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: RankedHit[] = [];
  for (const h of hits) {
    const last = merged[merged.length - 1];
    if (last && h.start < last.end) {
      if (h.end > last.end) last.end = h.end;
      if (h.rank < last.rank) {
        last.rank = h.rank;
        last.kind = h.kind;
      }
    } else {
      merged.push({ ...h });
    }
  }
  return merged.map(({ kind, start, end }) => ({ kind, start, end }));
}

// ------------------------------------------------------------------ known values

/**
 * A value found on the source lines, kept so that it can be recognised after
 * the text around it was reshaped. The extractor joins a multi-line span with
 * spaces, and a model may quote half a value: after that, a private key without
 * its END line, a token wrapped onto the next line or a JWT whose signature
 * sits on the next line no longer matches any shape above. So each value is
 * remembered as its pieces (what lay between line breaks and spaces), and a
 * later text is searched for the pieces in order with any whitespace between
 * them, and for each piece that looks generated on its own.
 */
export interface KnownSecret {
  kind: string;
  pieces: string[];
}

/** Pieces this long that look generated are recognised alone; shorter ones only as part of the whole value. */
const PIECE_MIN = 8;
/** A whole value shorter than this ("abcd") is too common a string to hunt for in other text. */
const VALUE_MIN = 6;

/** The values of every secret in `text` (and of `marked` ranges), as pieces; armor lines of a key block are not part of them. */
export function knownSecretsIn(text: string, marked?: readonly SecretHit[]): KnownSecret[] {
  const out: KnownSecret[] = [];
  for (const hit of findSecretsMarked(text, marked)) {
    const value = text.slice(hit.start, hit.end).replace(/-----(?:BEGIN|END) [A-Z0-9 ]+-----/g, ' ');
    const pieces = value.split(/[\s>]+/).filter((p) => p !== '' && !/^(?:Version|Comment|Hash|Charset|Proc-Type|DEK-Info):$/.test(p));
    if (pieces.length > 0) out.push({ kind: hit.kind, pieces });
  }
  return out;
}

const CONFIGURED = 'configured-secret';
/** A configured key this long is also looked for spaced out or cut in two: a shorter one's parts would match ordinary strings. */
const ECHO_MIN = 20;

/**
 * Parts of a long configured key in `text`: a run of 8 or more key characters
 * that looks generated and is a stretch of the key. An answer may echo the key
 * cut in two, anywhere, with words between.
 */
function keyParts(text: string, k: KnownSecret, out: RankedHit[]): void {
  if (k.kind !== CONFIGURED || k.pieces.length !== 1 || k.pieces[0]!.length < ECHO_MIN) return;
  const key = k.pieces[0]!;
  for (const m of text.matchAll(/[A-Za-z0-9_+/=.-]{8,}/g)) {
    if (key.includes(m[0]) && looksGenerated(m[0])) out.push({ kind: k.kind, start: m.index, end: m.index + m[0].length, rank: 1 });
  }
}

/** A configured secret (the API key): recognised whole, wherever it appears, and spaced out or cut in two. */
export function knownSecret(value: string, kind = CONFIGURED): KnownSecret | null {
  const pieces = value.trim().split(/\s+/).filter((p) => p !== '');
  return pieces.length > 0 ? { kind, pieces } : null;
}

function looksGenerated(piece: string): boolean {
  const core = piece.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
  return core.length >= PIECE_MIN && (hasDigit(core) || (hasUpper(core.slice(1)) && hasLower(core)));
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Ranges of `text` that hold a known value (whole, or a generated piece of it). */
function findKnown(text: string, known: readonly KnownSecret[]): SecretHit[] {
  const hits: RankedHit[] = [];
  for (const k of known) {
    const whole = k.pieces.join(' ');
    if (k.kind === CONFIGURED && whole.length >= ECHO_MIN && k.pieces.length === 1) {
      // A key echoed back spaced out ("s k - a n t …"): its characters in order, a space or two between.
      const spaced = new RegExp(Array.from(whole).map(escapeRe).join('[ \\t\\u00a0]{0,2}'), 'g');
      for (let m = spaced.exec(text); m !== null; m = spaced.exec(text)) hits.push({ kind: k.kind, start: m.index, end: m.index + m[0].length, rank: 0 });
    }
    if (whole.length >= VALUE_MIN) {
      const re = new RegExp(k.pieces.map(escapeRe).join('(?:[\\s>]|\\\\n)+'), 'g');
      for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        if (tokenBounded(text, m.index, m.index + m[0].length)) hits.push({ kind: k.kind, start: m.index, end: m.index + m[0].length, rank: 0 });
      }
    }
    keyParts(text, k, hits);
    for (const p of k.pieces) {
      if (!looksGenerated(p)) continue;
      for (let at = text.indexOf(p); at >= 0; at = text.indexOf(p, at + 1)) hits.push({ kind: k.kind, start: at, end: at + p.length, rank: 1 });
    }
  }
  return mergeHits(hits);
}

/** A value of a few letters inside a longer word is not that value ("pass" in "passport"). */
function tokenBounded(text: string, start: number, end: number): boolean {
  const word = (ch: string | undefined): boolean => ch !== undefined && /[A-Za-z0-9_]/.test(ch);
  return !(word(text[start - 1]) && word(text[start])) && !(word(text[end]) && word(text[end - 1]));
}

/**
 * Every secret of the shapes above plus every known value, as one sorted list
 * of disjoint ranges: what the final write guard and the candidate builder
 * both remove.
 */
export function findSecretsAndKnown(text: string, known: readonly KnownSecret[]): SecretHit[] {
  if (known.length === 0) return findSecrets(text);
  return mergeHits([...findSecrets(text), ...findKnown(text, known)].map((h) => ({ ...h, rank: 0 })));
}

/** redactSecrets, also removing known values; replacements separated only by spaces become one. */
export function redactSecretsAndKnown(text: string, known: readonly KnownSecret[]): { text: string; hits: SecretHit[] } {
  const hits = findSecretsAndKnown(text, known);
  if (hits.length === 0) return { text, hits };
  let out = '';
  let at = 0;
  for (const h of hits) {
    const gap = text.slice(at, h.start);
    if (!(out.endsWith(SECRET_REPLACEMENT) && /^\s*$/.test(gap))) out += gap + SECRET_REPLACEMENT;
    at = h.end;
  }
  out += text.slice(at);
  return { text: out, hits };
}

/**
 * The secrets a person configured: the API key, and a password or token in
 * the base URL. Neither need have a shape the detectors know, and an endpoint
 * may echo them back inside an answer.
 */
export function configuredSecrets(apiKey: string | undefined, baseUrl: string | undefined): string[] {
  const out: string[] = [];
  const key = apiKey?.trim() ?? '';
  // Shorter than this, replacing it would cut ordinary words out of an answer.
  if (key.length >= 6) out.push(key);
  const url = baseUrl ?? '';
  for (const h of findSecrets(url)) out.push(url.slice(h.start, h.end));
  return out;
}

/** Invisible characters a server may put between a key's characters (also as JSON escapes). */
const INVISIBLE = String.raw`(?:[\u200B-\u200F\u2060-\u2064\uFEFF\u00AD\u034F\u180E]|\\u(?:200[b-fB-F]|206[0-4]|[fF][eE][fF][fF]|00[aA][dD]))*`;

function hex2(n: number): string {
  return n.toString(16).padStart(2, '0');
}

/**
 * One character of a secret in any spelling a server might send it in: as
 * is, percent-encoded (its UTF-8 bytes), as a JSON `\u` escape, as an HTML
 * entity, or in the other letter case of those escapes.
 */
function charPattern(ch: string): string {
  const cp = ch.codePointAt(0)!;
  const bytes = Array.from(new TextEncoder().encode(ch));
  const alts = [
    ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'),
    bytes.map((b) => `%${hex2(b)}`).join(''),
    cp <= 0xffff ? String.raw`\\u${cp.toString(16).padStart(4, '0')}` : null,
    `&#${cp};`,
    `&#x${cp.toString(16)};`,
  ].filter((a): a is string => a !== null);
  return `(?:${alts.join('|')})`;
}

/** A secret in every character-level spelling, with invisible characters allowed between its characters. */
function spelledPattern(secret: string): RegExp {
  return new RegExp(Array.from(secret).map(charPattern).join(INVISIBLE), 'gi');
}

function base64Of(bytes: readonly number[], url: boolean): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  const b64 = btoa(bin);
  return url ? b64.replace(/\+/g, '-').replace(/\//g, '_') : b64;
}

/**
 * The parts of a secret's base64 that do not depend on what surrounds it: at
 * each of the three byte alignments, the characters fed only by its own bytes.
 */
function base64Cores(secret: string): string[] {
  const bytes = Array.from(new TextEncoder().encode(secret));
  const out: string[] = [];
  for (const url of [false, true]) {
    for (let pad = 0; pad < 3; pad++) {
      const enc = base64Of([...new Array<number>(pad).fill(0), ...bytes], url).replace(/=+$/, '');
      const skip = pad === 0 ? 0 : pad === 1 ? 2 : 3;
      const keepBytes = pad + bytes.length;
      const whole = Math.floor(keepBytes / 3) * 4;
      const core = enc.slice(skip, whole);
      if (core.length >= 8) out.push(core);
    }
  }
  return out;
}

/**
 * Every configured secret removed from a text, in every encoding a server
 * might echo it in: as is, JSON-escaped, percent-encoded, as HTML entities,
 * split by zero-width characters, in hex, or in base64 (either alphabet).
 * The whole encoded run is replaced, so no half of it is left to decode.
 */
export function withoutConfigured(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    out = out.split(secret).join(SECRET_REPLACEMENT);
    const escaped = JSON.stringify(secret).slice(1, -1);
    if (escaped !== secret) out = out.split(escaped).join(SECRET_REPLACEMENT);
    out = out.replace(spelledPattern(secret), SECRET_REPLACEMENT);
    const hex = Array.from(new TextEncoder().encode(secret), hex2).join('');
    if (out.toLowerCase().includes(hex)) out = out.replace(new RegExp(`[0-9a-f]*${hex}[0-9a-f]*`, 'gi'), SECRET_REPLACEMENT);
    for (const core of base64Cores(secret)) {
      const at = out.indexOf(core);
      if (at < 0) continue;
      out = out.replace(new RegExp(`[A-Za-z0-9+/_-]*${core.replace(/[+/]/g, '\\$&')}[A-Za-z0-9+/_-]*=*`, 'g'), SECRET_REPLACEMENT);
    }
  }
  return out;
}
