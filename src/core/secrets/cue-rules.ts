/**
 * Secrets named by a cue word of the languages in secrets/cue-words.ts where
 * the credential-line rule does not look: a PIN or a code named for what it
 * opens ("door code 2580#", "Türcode: 4711", "код від домофону: 4711",
 * "verification code 773311"), the value on the line under a heading or a
 * callout title that names a password, and a value filed inside a tag
 * (`#auth/Tg7…`). A bare "code" is a zip code or a code review, and a PIN
 * that "changed" is news: only a value of the code's own shape counts.
 */
import { cueAlternation } from './cue-words';
import { COPULA, endsClause, NOT_A_VALUE, PASSWORD_KEYS, QUALIFIER, readValue, restOfLine } from './line-rules';
import { afterWordBoundary, hasDigit, hasLower, hasUpper, isPlaceholder, type Detector } from './token-rules';
import { rx } from '../lib/rx';

const ACCESS_CUE = `${cueAlternation('pin')}|${cueAlternation('code')}`;

/**
 * What a PIN or a door, gate or one-time code is: 4 to 8 digits, a keypad's #
 * or * after them; or, as building door codes are often written ("4B1907",
 * "A2589", "12B34"), 4 to 8 letters and digits with at least three digits and
 * at most two letters. A word ("changed", "Slack") has no digits and is never one.
 */
const CODE_VALUE = /^\d{4,8}[#*]?$|^(?=(?:[A-Za-z]*\d){3})(?!(?:\d*[A-Za-z]){3})[0-9A-Za-z]{4,8}[#*]?$/;

/** A value that looks generated: 6 or more characters with a digit, a symbol or inner capitals. */
function generated(value: string): boolean {
  if (value.length < 6 || isPlaceholder(value) || NOT_A_VALUE.has(value.toLowerCase())) return false;
  return hasDigit(value) || rx.u`[^\p{L}\p{N}]`.test(value) || (hasUpper(value.slice(1)) && hasLower(value));
}

/** The one value on the line after `at` (list marker, quote mark and a fence line skipped), or null when the line says more. */
function nextLineValue(text: string, at: number): { start: number; end: number } | null {
  const next = /^[ \t>]*(?:(?:`{3,}|~{3,})[^\n`]{0,20}\r?\n[ \t>]*)?(?:[-*+][ \t]+)?`?/.exec(text.slice(at, at + 80));
  if (!next) return null;
  const v = readValue(text, at + next[0].length);
  if (!v) return null;
  if (!/^[`'"]?[ \t]*$/.test(restOfLine(text, v.end))) return null;
  return v;
}

export const CUE_DETECTORS: Detector[] = [
  {
    kind: 'access-code',
    re: new RegExp(
      // After a qualifier ("NIP de la carte : 4821") only a colon ends the phrase: a space there is inside it.
      // Or what it opens or how long it is, in a few words without a qualifier ("PIN Haustür: …",
      // "PIN, 6 digits: …"), up to a colon; or what it opens and then "is" ("the PIN for the garage
      // keypad now is …", "o código do alarme agora é …"), within the clause.
      `(?:${ACCESS_CUE})(?![0-9A-Za-z\\u00C0-\\u024F\\u0400-\\u04FF])(?:[ \\t]+(?:${QUALIFIER})[ \\t]+[^\\n:=]{1,30}?[*_]*[ \\t]*[:=][*_]*[ \\t]*|[ \\t]+(?:${QUALIFIER})(?:[ \\t]+|(?<='))[^\\n:=.,;!?]{1,40}?[ \\t]+${COPULA}[ \\t]+|,?[ \\t]+[^\\n:=]{1,24}?[*_]*[ \\t]*[:=][*_]*[ \\t]*|[*_]*[ \\t]*[:=][*_]*[ \\t]*|[ \\t]+(?:${COPULA}[ \\t]+)?)`,
      // No u flag: case folding of the Latin and Cyrillic letters here needs none, and with it the rule cost twice as much.
      'gi',
    ),
    before: afterWordBoundary,
    accept: (m, text) => {
      const v = readValue(text, m.index + m[0].length);
      if (!v) return null;
      // A keypad's # or * ends the code ("90210*"); the value reader leaves a trailing * out.
      const keyed = /^[#*]/.test(text.slice(v.end, v.end + 1)) ? v.end + 1 : v.end;
      const value = text.slice(v.start, keyed).replace(/[.,;:!?)]+$/, '');
      if (!CODE_VALUE.test(value)) return null;
      // "PIN 4821 digits long" goes on; a value ends its clause.
      const rest = restOfLine(text, v.start + value.length);
      if (!endsClause(rest)) return null;
      return { start: v.start, end: v.start + value.length };
    },
  },
  {
    // "## Wi-Fi password", "> [!note] NAS Kennwort", "**Password**" alone on a line: the value is the next line.
    kind: 'password',
    re: new RegExp(
      `^[ \\t]*(?:#{1,6}[ \\t]+|>[ \\t]*\\[![\\w-]+\\][+-]?[ \\t]*|(?:\\*\\*|__)(?=[^\\n]*(?:\\*\\*|__)[ \\t]*\\r?\\n))(?:[^\\n]{0,40}?[ \\t])?(?:${PASSWORD_KEYS})(?:\\*\\*|__)?[ \\t]*[:：]?(?:\\*\\*|__)?[ \\t]*\\r?\\n`,
      'gimu',
    ),
    accept: (m, text) => {
      const v = nextLineValue(text, m.index + m[0].length);
      return v && generated(text.slice(v.start, v.end)) ? v : null;
    },
  },
  {
    // A line that names a password or a code and ends in a colon, the value alone on the next line:
    // "router password, noting it here:", "code d'accès du local, je le note :", an outliner's nested child.
    kind: 'password',
    re: new RegExp(`(?:${PASSWORD_KEYS}|${ACCESS_CUE})(?![0-9A-Za-z\\u00C0-\\u024F\\u0400-\\u04FF])[^\\n]{0,60}?[:：][ \\t]*\\r?\\n`, 'gi'),
    before: afterWordBoundary,
    accept: (m, text) => {
      const v = nextLineValue(text, m.index + m[0].length);
      if (!v) return null;
      const value = text.slice(v.start, v.end);
      return generated(value) || CODE_VALUE.test(value) ? v : null;
    },
  },
  {
    // A tag that files a value under a credential word: #auth/Tg7Kq2…, #password/…, #token/…, #pin/4821
    kind: 'tag-secret',
    re: rx.giu`#(?:[\p{L}\p{N}_-]+\/)*(auth|token|tokens|password|passwords|pass|pw|pwd|key|keys|apikey|api-key|secret|secrets|pin|passwort|kennwort|has\u0142o|haslo|heslo|senha|contrase\u00f1a|mdp|wachtwoord|\u043f\u0430\u0440\u043e\u043b\u044c|\u0442\u043e\u043a\u0435\u043d)\/([^\s#/]+)`,
    before: (text, i) => i === 0 || /[\s(>,;]/.test(text[i - 1]!),
    accept: (m) => {
      const value = m[2]!.replace(/[.,;:!?)]+$/, '');
      const pin = /^pin$/i.test(m[1]!);
      if (pin ? !/^\d{4,8}$/.test(value) : !(value.length >= 8 && generated(value) && hasDigit(value))) return null;
      const start = m.index + m[0].length - m[2]!.length;
      return { start, end: start + value.length };
    },
  },
];
