/**
 * The secret guard's line rules: passwords and tokens on a credential-bearing
 * line, in the languages people write them, Markdown tables, recovery codes,
 * seed phrases, private key blocks, credentials in URLs, cued high-entropy
 * values. The scanner (secrets/scan.ts) runs them after the token rules
 * (secrets/token-rules.ts); every rule's examples are in secrets/shapes.ts.
 */

import { wordlist as bip39English } from '@scure/bip39/wordlists/english.js';
import { append } from '../lib/arrays';
import { cueAlternation } from './cue-words';
import {
  afterSpace, afterTokenBoundary, afterUrlBoundary, afterWordBoundary, hasDigit, hasLower, hasUpper,
  isPlaceholder, NA, notAfter, wholeMatch, type Detector, type RankedHit,
} from './token-rules';
import { rx } from '../lib/rx';
/**
 * Key names that make a line credential-bearing, as people write them in their
 * own language (the cue table in secrets/shapes.ts has a row per language).
 * Password-like names accept short values; token-like names need a value that
 * looks generated.
 */
export const PASSWORD_KEYS =
  `${cueAlternation('password')}|` +
  'pass(?:word|wort|wd|phrase|code)s?|kennwort|mot de passe|mdp|contrase(?:ñ|n)a|senha|wachtwoord|' +
  'lösenord(?:et)?|passord(?:et)?|adgangskode(?:n)?|kodeord(?:et)?|salasana|has(?:ł|l)o|heslo|jelsz(?:ó|o)|' +
  'parol(?:ă|a|ası|asi)|şifre(?:si|m|niz)?|sifre(?:si|m)?|пароль|пароля|κωδικός(?: πρόσβασης)?|kata sandi|' +
  'mật khẩu|clave|pwd|pw|pin(?:[ -]?(?:code|nummer|kodu))?|código pin|' +
  'wlan-schlüssel|wlan-passwort|wifi[ -]?key|wi-fi key|network key|netzwerkschlüssel|wpa2? key|' +
  '密码|密碼|口令|パスワード|暗証番号|비밀번호|비번|암호|كلمة المرور|كلمة السر|סיסמה|סיסמא|पासवर्ड';
/** Keys that also mean an ordinary word ("la clave es paciencia", "la parola è amore"): a plain word after them is prose. */
const AMBIGUOUS_KEY = /^(?:clave|parola|pin|pw)$/i;
const PIN_KEY = /^(?:pin|c\u00f3digo pin|\u6697\u8a3c\u756a\u53f7)/i;
// The languages' own words first: "token dostępu:" is read whole before "token" alone.
const TOKEN_KEYS =
  `${cueAlternation('token')}|` +
  'api[_\\- ]?key|apikey|secret[_\\-]?(?:access[_\\-]?)?key|client[_\\-]?secret|app[_\\-]?secret|secret|' +
  'private[_\\- ]?key|privatekey|preshared[_\\- ]?key|client[_\\-]key[_\\-]data|auth|setup key|' +
  '(?:access|refresh|auth|api|bearer|session|bot|id)[_\\- ]?token|token';

/** "password for the NAS: …", "senha do banco: …", "пароль от вайфая: …", "lösenordet till wifi är …" */
export const QUALIFIER =
  `${cueAlternation('qualifier')}|` +
  'for|to|of|on|at|für|fürs|zum|zur|vom|de|du|del|della|dello|di|da|do|dos|das|des|pour|para|per|dla|od|от|для|до|till|för|på|til|voor|van|na';
/** "is", "ist", "est", "è", "är", "on", "to", "je", "adalah", "là", "是", "は", "는" … */
export const COPULA = '(?:is|was|are|ist|lautet|est|es|é|è|är|er|on|jest|to|je|este|adalah|là|—|–)';

const CREDENTIAL_LINE = new RegExp(
  `(?:(${PASSWORD_KEYS})|(${TOKEN_KEYS}))(?![A-Za-z0-9])` +
    '(?:' +
    `(?:\\s+(?:${QUALIFIER})\\s+[^\\n:=]{1,40}?)?` +
    '(?:' +
    // "::" is an outliner's or Dataview's property ("wifi-password:: …")
    `[*_\`"']*[ \\t]*(?:::|:=|=>|[:=：])[*_\`]*[ \\t]*` +
    '|' +
    `[ \\t]+${COPULA}[ \\t]+(?:now[ \\t]+|jetzt[ \\t]+|agora[ \\t]+|ahora[ \\t]+)?` +
    '|' +
    // CJK particles and copulas need no spaces: パスワードは X, 密码是X, 비밀번호는 X
    '[ \\t]*(?:是|为|は|が|는|은)[ \\t]*' +
    ')' +
    '|' +
    // bare: "admin pw Pn7nosepw", "(pw raspberry42)"; only a generated-looking value counts
    '[ \\t]+' +
    ')',
  'gi',
);

/**
 * Words that follow "password is" / "password:" in ordinary prose. A value that
 * is one of these is a sentence about a password, not the password.
 */
export const NOT_A_VALUE = new Set(
  (
    'the a an my your our his her their its this that it same still now not no none null nil empty blank ' +
    'unknown unchanged changed updated reset expired required optional needed missing wrong correct incorrect ' +
    'invalid valid weak strong long short too very in on at for from with by stored saved set written kept ' +
    'managed here there below above see ask tbd todo n/a na hidden redacted secret password token encrypted ' +
    'rotated revoked ok fine also and or but then being been generated provided sent shared true false yes ' +
    'easy hard simple complicated different new old default case-sensitive what where how why which who ' +
    'secure insecure private public personal mine yours hers ours theirs numeric alphanumeric lowercase ' +
    'uppercase random memorable unique obvious known unknown shorter longer better worse good bad great ' +
    'der die das ein eine neu im noch gleich geändert falsch richtig le la les un une nouveau nouvelle ' +
    'nueva nuevo nova novo nuova nuovo nieuw nieuwe ny nytt nya nyt uusi nowe nowy новый byttet endret ændret'
  ).split(' '),
);

/** Read the value that follows a credential key: a quoted string or one run of non-space. */
export function readValue(text: string, at: number): { start: number; end: number; quoted: boolean } | null {
  const q = text[at];
  if (q === '"' || q === "'" || q === '`') {
    const close = text.indexOf(q, at + 1);
    const nl = text.indexOf('\n', at + 1);
    if (close < 0 || (nl >= 0 && nl < close)) return null;
    return { start: at + 1, end: close, quoted: true };
  }
  // "<your password>", "[your token]", "{{ db_password }}": one placeholder, however many words
  const bracket = q === '<' ? '>' : q === '[' ? ']' : q === '{' ? '}' : null;
  if (bracket) {
    const close = text.indexOf(bracket, at + 1);
    const nl = text.indexOf('\n', at + 1);
    if (close > 0 && (nl < 0 || close < nl)) {
      const end = text[close + 1] === bracket ? close + 2 : close + 1;
      return { start: at, end, quoted: false };
    }
  }
  let end = at;
  // A full-width stop or comma ends the value: Japanese and Chinese run the next sentence on without a space.
  while (end < text.length && !/[\s\u3001\u3002\uff0c\uff01\uff1f]/.test(text[end]!)) end++;
  // Sentence and markdown punctuation after a value is not part of it (a full-width stop or comma too: "730519。").
  while (end > at && /[.,;)\]*_\u3001\u3002\uff0c\uff01\uff1f]/.test(text[end - 1]!)) end--;
  // a file name's extension ("… token ghp_….md") is not part of the value
  const ext = /\.(?:md|txt|json|ya?ml|pdf|png|jpe?g|csv|log|html?)$/i.exec(text.slice(at, end));
  if (ext && ext.index > 0) end -= ext[0].length;
  if (end === at) return null;
  return { start: at, end, quoted: false };
}

/** A value ends its clause: the line ends, or punctuation, a dash, a bracket or "and" follows ("PIN 4821 digits long" goes on). */
export function endsClause(rest: string): boolean {
  return /^(?:[ \t]*$|[.,;!?)\u3002\uff0c]|[ \t]+(?:[-\u2014\u2013(]|and\b|und\b|et\b|y\b|e\b|i\b|\u0438\b|a\b|en\b))/iu.test(rest);
}

/**
 * What follows on the same line, up to 200 characters: every caller looks only
 * at its start, and reading to the end of a 100 KiB line for each match would
 * make one long line quadratic.
 */
export function restOfLine(text: string, from: number): string {
  const end = Math.min(text.length, from + 200);
  const nl = text.indexOf('\n', from);
  return text.slice(from, nl < 0 || nl > end ? end : nl);
}

/**
 * The value after a password key, or null when the words after the key are
 * prose about a password. `natural` is "password is …" rather than "password: …".
 */
function passwordValue(text: string, at: number, natural: boolean): { start: number; end: number } | null {
  const v = readValue(text, at);
  if (!v) return null;
  const value = text.slice(v.start, v.end);
  if (isPlaceholder(value) || NOT_A_VALUE.has(value.toLowerCase())) return null;
  if (/^(?:~?\/|\.\.?\/|[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/)/.test(value)) return null;
  if (value.length < 4) return null;
  if (v.quoted) return v;
  const plainWord = rx.u`^[\p{L}'\u2019-]+$`.test(value);
  const rest = restOfLine(text, v.end);
  if (natural) {
    if (!plainWord) return v;
    // "the wifi password is now marigold." is a password; "the password is
    // compromised", "… is changing", "… is in the drawer" are sentences.
    const clauseEnds = /^[ \t]*$/.test(rest) || /^[.,;!?)]+(?:\s|$)/.test(rest);
    // …and their French, Spanish, Portuguese, Italian, German and Dutch participles ("changé", "cambiada", "geändert", "veranderd")
    const adjectiveLike =
      /(?:ed|ing|ly|able|ible|ive|ous|ful|less|ish|\u00e9|\u00e9e|\u00e9s|\u00e9es|ado|ada|ido|ida|ato|ata|ito|ita)$/i.test(value) || rx.iu`^(?:ge|ver|be)\p{L}{2,}[dt]$`.test(value);
    return clauseEnds && !adjectiveLike && value.length >= 5 && value === value.toLowerCase() ? v : null;
  }
  // "Password: changed it last week" is prose; "password: swordfish" is not.
  const moreWords = /\S/.test(rest.replace(/^[.,;!?)*_`\s]+/, ''));
  return plainWord && moreWords ? null : v;
}

export const credentialLine: Detector = {
  kind: 'password',
  re: CREDENTIAL_LINE,
  before: afterWordBoundary,
  accept: (m, text) => {
    const key = (m[1] ?? m[2] ?? '').toLowerCase();
    const tail = m[0].slice(key.length);
    const bare = /^[ \t]+$/.test(tail);
    const natural = !bare && !/[:=\uff1a]\s*$/.test(m[0].replace(/[*_`\s]+$/, ''));
    let at = m.index + m[0].length;
    // "password:" ending its line: the value is the next line, when that line is one word
    let ownLine = false;
    if (!bare && !natural && /^\r?\n/.test(text.slice(at, at + 2))) {
      // …also inside a fence opened on that next line ("password:\n```\nvalue\n```")
      const next = /^\r?\n[ \t>]*(?:(?:`{3,}|~{3,})[^\n`]{0,20}\r?\n[ \t>]*)?(?:[-*+][ \t]+)?(?:`)?/.exec(text.slice(at, at + 80));
      if (!next) return null;
      at += next[0].length;
      ownLine = true;
    }
    const v = readValue(text, at);
    if (!v) return null;
    const value = text.slice(v.start, v.end);
    if (ownLine && !/^[`'"]?[ \t]*$/.test(restOfLine(text, v.end))) return null;
    if (bare) {
      // "(pw raspberry42)", "admin pw Pn7nosepw", "session token 8f3kQ2mZ9xLw": a value that looks generated
      const parenthesised = text[m.index - 1] === '(' && text[v.end] === ')';
      if (isPlaceholder(value) || NOT_A_VALUE.has(value.toLowerCase()) || rx.u`^[\p{L}'\u2019-]+$`.test(value) && !parenthesised) return null;
      if (PIN_KEY.test(key)) return /^\d{4,8}$/.test(value) && parenthesised ? v : null;
      if (/^(?:~?\/|\.\.?\/|[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/)/.test(value)) return null;
      if (parenthesised) return value.length >= 4 ? v : null;
      // "new password 30571948.", "새 비번 30571948로 바꿈": a number right after the cue, ending its clause
      // or carrying a Korean or Japanese particle, is the code
      const digits = /^(\d{4,12})([\u3040-\u309f\uac00-\ud7af]{1,3})?$/.exec(value);
      if (m[1] !== undefined && digits) {
        return digits[2] !== undefined || endsClause(restOfLine(text, v.end)) ? { start: v.start, end: v.start + digits[1]!.length } : null;
      }
      return value.length >= 6 && hasDigit(value) && rx.u`\p{L}`.test(value) && !/^\d/.test(value) ? v : null;
    }
    if (m[1] !== undefined) {
      if (PIN_KEY.test(key)) return /^\d{4,8}$/.test(value) ? v : null;
      const qualified = new RegExp(`^\\s+(?:${QUALIFIER})\\s`, 'i').test(tail);
      if (natural && !qualified && AMBIGUOUS_KEY.test(key) && rx.u`^[\p{L}'\u2019-]+$`.test(value)) return null;
      return passwordValue(text, at, natural);
    }
    if (isPlaceholder(value) || NOT_A_VALUE.has(value.toLowerCase())) return null;
    if (/^(?:~?\/|\.\.?\/|[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/)/.test(value)) return null;
    if (value.length < 8 || /\s/.test(value)) return null;
    return hasDigit(value) || (hasUpper(value.slice(1)) && hasLower(value)) ? v : null;
  },
};

/** The argument after a command's password flag: quoted, or one run of non-space. */
function commandValue(text: string, at: number): { start: number; end: number } | null {
  const v = readValue(text, at);
  if (!v) return null;
  const value = text.slice(v.start, v.end);
  return value.length < 4 || isPlaceholder(value) ? null : v;
}

const TABLE_KEY = new RegExp(`^(?:[\\p{L}\\p{N} _-]{0,24}[ _-])?(?:${PASSWORD_KEYS}|pass|api[ _-]?key|token|secret)$`, 'iu');

/** Password-like values in a Markdown table (header row, separator row, body rows). */
function tableValues(text: string, offset: number, table: string): { start: number; end: number }[] {
  const rows: { cells: { text: string; start: number; end: number }[] }[] = [];
  let at = offset;
  for (const line of table.split('\n')) {
    const cells: { text: string; start: number; end: number }[] = [];
    const re = /\|([^|\n]*)(?=\|)/g;
    for (let m = re.exec(line); m !== null; m = re.exec(line)) {
      const raw = m[1]!;
      const lead = raw.length - raw.trimStart().length;
      const start = at + m.index + 1 + lead;
      cells.push({ text: raw.trim(), start, end: start + raw.trim().length });
    }
    rows.push({ cells });
    at += line.length + 1;
  }
  const keyCell = (s: string): boolean => TABLE_KEY.test(s.replace(/[*_`]/g, '').trim());
  const valueOf = (c: { text: string; start: number; end: number } | undefined): { start: number; end: number } | null => {
    if (!c) return null;
    const v = c.text.replace(/^[*_`]+|[*_`]+$/g, '');
    if (v.length < 4 || isPlaceholder(v) || NOT_A_VALUE.has(v.toLowerCase()) || /\s/.test(v)) return null;
    if (/^(?:~?\/|\.\.?\/|[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/)/.test(v)) return null;
    const start = c.start + c.text.indexOf(v);
    return { start, end: start + v.length };
  };
  const out: { start: number; end: number }[] = [];
  const columns = (rows[0]?.cells ?? []).map((c, i) => (keyCell(c.text) ? i : -1)).filter((i) => i >= 0);
  for (const row of rows.slice(2)) {
    for (const i of columns) {
      const v = valueOf(row.cells[i]);
      if (v) out.push(v);
    }
    row.cells.forEach((c, i) => {
      if (columns.includes(i) || !keyCell(c.text)) return;
      const v = valueOf(row.cells[i + 1]);
      if (v) out.push(v);
    });
  }
  return out;
}

/** Which kind a credential-line hit is, from the key that named it. */
export function credentialKind(m: RegExpExecArray): string {
  return m[1] !== undefined ? 'password' : 'api-token';
}

/** A line naming a login: the value after "name /" on it is the password. */
const USER_PASS_CUE =
  /\b(?:user(?:name)?|login|pass(?:word)?|pw|pwd|creds?|credentials?|account|konto|benutzer(?:name)?|zugang(?:sdaten)?|usuario|utilisateur|identifiants?|credenciales|credenziali|utente|usu[a\u00e1]rio|logowanie|\u043b\u043e\u0433\u0438\u043d)\b/iu;
/** Account names that ship as defaults: "Router is admin/Ro7routerpw" needs no other cue. */
const DEFAULT_USER = /^(?:admin|administrator|root|pi|ubnt|guest|user|sa|postgres|operator|supervisor)$/i;

/** Words of a variable name that say its value is a credential. */
const SECRET_NAME_WORDS = new Set(
  'KEY KEYS APIKEY SECRET SECRETS TOKEN TOKENS PASS PASSWORD PASSWD PASSPHRASE PWD AUTH AUTHTOKEN COOKIE COOKIES SESSION SESSIONID PRIVATE PRIVKEY PRIVATEKEY CREDENTIAL CREDENTIALS CREDS ACCESSKEY SECRETKEY MASTERKEY'.split(
    ' ',
  ),
);
/** …unless the name ends in one of these: SESSION_TIMEOUT, AUTH_URL, KEY_PATH, PUBLIC_KEY are settings, not secrets. */
const SETTING_NAME_WORDS = new Set(
  'URL URI HOST HOSTNAME PORT PATH FILE DIR ENDPOINT REGION TYPE NAME ALGORITHM ALG EXPIRY EXPIRES TTL TIMEOUT HEADER LENGTH SIZE ENABLED DISABLED MODE PROVIDER METHOD VERSION FORMAT PREFIX COUNT MAX MIN LIMIT DOMAIN SCOPE SCOPES ISSUER AUDIENCE STRATEGY STORE STORAGE DRIVER BACKEND LIFETIME DURATION AGE'.split(
    ' ',
  ),
);

/**
 * A variable named for a credential: a word of the name (split at `_`, `.`,
 * `-`) is one of SECRET_NAME_WORDS and the name does not end in a setting word
 * or name a public key. A `NAME: value` (YAML) counts only for names written
 * like variables (upper case, or with `_`), so "Session: Monday" is prose.
 */
function secretVariable(name: string, colon: boolean): boolean {
  const variableLike = name.includes('_') || (name.length >= 3 && name === name.toUpperCase() && /[A-Z]/.test(name));
  if (!variableLike) return false;
  if (colon && !/[_A-Z]/.test(name)) return false;
  const words = name.toUpperCase().split(/[_.-]+/).filter((w) => w !== '');
  if (words.length === 0 || words.includes('PUBLIC') || words.includes('PUB')) return false;
  if (SETTING_NAME_WORDS.has(words[words.length - 1]!)) return false;
  // one word: a bare KEY= or AUTH= is too common in prose and config to mean a secret alone
  if (words.length === 1 && !name.startsWith('_') && !/^(?:SECRET|TOKEN|PASSWORD|PASSWD|APIKEY|PRIVATEKEY|CREDENTIALS?)$/.test(words[0]!)) return false;
  return words.some((w) => SECRET_NAME_WORDS.has(w));
}

/** Words that name recovery, backup and setup codes (and TOTP seeds), in a few languages. */
const RECOVERY_WORDS =
  `${cueAlternation('recovery')}|` +
  '(?:recovery|backup|setup|scratch|emergency|2fa|two[- ]factor|mfa|totp|otp|authenticator|bitlocker)[ \\t-]*(?:codes?|keys?|secret|seed)|' +
  'totp[ \\t-]*(?:seed|secret)|wiederherstellungs(?:code|schlüssel)s?|backup-?codes?|c[oó]digos? de (?:recuperaci[oó]n|respaldo|backup)|' +
  'codes? de (?:r[ée]cup[ée]ration|secours)|c[oó]digos? de recupera[cç][aã]o|codici di (?:recupero|backup)|herstelcodes?';

/** A code group: letters and digits, 4 or more, dashes inside allowed. */
const CODE_GROUP = /^[A-Za-z0-9]{3,}(?:-[A-Za-z0-9]{3,})*$/;

/**
 * The code groups from `at`: the rest of the line, and when `sameLine` is false
 * (under a heading) or the line had none, the list lines that follow until a
 * blank line or heading. A group counts when it holds a digit, or when it is
 * one of four or more short groups in a row (a base32 TOTP seed "jbsw y3dp …").
 */
function codeGroups(text: string, at: number, sameLine: boolean): { start: number; end: number }[] | null {
  const out: { start: number; end: number }[] = [];
  let pos = at;
  let lines = 0;
  while (pos < text.length && lines < 40) {
    const nl = text.indexOf('\n', pos);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(pos, end);
    if (lines > 0 && (/^\s*$/.test(line) || /^#{1,6}\s/.test(line))) break;
    const found = groupsIn(line, pos);
    if (lines > 0 && found.length === 0) break;
    append(out, found);
    lines++;
    if (nl < 0) break;
    if (sameLine && found.length > 0 && lines === 1 && !/[:,]\s*$/.test(line)) break;
    pos = nl + 1;
  }
  return out.length > 0 ? out : null;
}

function groupsIn(line: string, offset: number): { start: number; end: number }[] {
  const tokens: { text: string; start: number }[] = [];
  const re = /[^\s,;|`*]+/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) {
    if (/^(?:[-*+]|\d{1,2}[.)]|\[[ x]\])$/.test(m[0])) continue; // list markers
    tokens.push({ text: m[0].replace(/[.]$/, ''), start: m.index });
  }
  // a line of codes holds nothing else: "Stored in the safe since 2023" is prose
  if (tokens.length === 0 || !tokens.every((t) => CODE_GROUP.test(t.text))) return [];
  // a base32 seed in groups of four ("jbsw y3dp ehpk 3pxp") counts whole; otherwise each group needs a digit
  const seed = tokens.length >= 4 && tokens.every((t) => /^[a-z2-7]{4}$/i.test(t.text));
  return tokens
    .filter((t) => !isPlaceholder(t.text) && t.text.length >= 4 && (seed || hasDigit(t.text)))
    .map((t) => ({ start: offset + t.start, end: offset + t.start + t.text.length }));
}

const BIP39 = new Set(bip39English);
/** Runs of 12 or more words of the BIP-39 English list (a wallet's seed phrase), from the start of the first to the end of the last. */
function seedRuns(run: string, offset: number): { start: number; end: number }[] | null {
  const out: { start: number; end: number }[] = [];
  const re = /[a-z]+/g;
  let first = -1;
  let last = -1;
  let count = 0;
  const flush = (): void => {
    if (count >= 12) out.push({ start: offset + first, end: offset + last });
    count = 0;
  };
  for (let m = re.exec(run); m !== null; m = re.exec(run)) {
    if (!BIP39.has(m[0])) {
      flush();
      continue;
    }
    if (count === 0) first = m.index;
    last = m.index + m[0].length;
    count++;
  }
  flush();
  return out.length > 0 ? out : null;
}

/** Words that make a string near them a credential. */
const CUE_BEFORE =
  /\b(?:tokens?|keys?|secrets?|passwords?|passwd|pass|pw|pwd|passphrase|cookies?|session(?:[ _-]?id)?|sid|auth|credentials?|creds|api|bearer|private|seed|pin|login|passwort|kennwort|contrase[\u00f1n]a|senha|mot de passe|mdp|has[\u0142l]o|l[\u00f6o]senord|\u015fifre|clave|chiave)\b|\u043f\u0430\u0440\u043e\u043b\u044c|\u0442\u043e\u043a\u0435\u043d|\u043a\u043b\u044e\u0447|\u5bc6\u7801|\u5bc6\u78bc|\u30d1\u30b9\u30ef\u30fc\u30c9|\ube44\ubc00\ubc88\ud638|\ud1a0\ud070|\u4ee4\u724c|\u30c8\u30fc\u30af\u30f3/giu;
/** Words that say a long string is an identifier, not a credential: "commit", "sha256", "order", "tx". */
const NOT_SECRET_NEAR =
  /\b(?:commit|sha\d*|md5|hash(?:es)?|checksum|digest|fingerprint|tx|txid|transaction|block|uuid|guid|order|invoice|tracking|isbn|serial|version|build|release|ref|revision|rev|etag|request[ _-]?id|trace[ _-]?id|correlation|public|publishable|pubkey|address|wallet address|doi|issue|ticket)\b|\u043d\u043e\u043c\u0435\u0440|\u0437\u0430\u043a\u0430\u0437/i;

/** A high-entropy string with a cue word within the same clause before it, and no word that names it an identifier. */
function cuedValue(m: RegExpExecArray, text: string): { start: number; end: number } | null {
  // a file name's extension ("… token ghp_….md") is not part of the value
  let value = m[0].replace(/\.(?:md|txt|json|ya?ml|pdf|png|jpe?g|csv|log|html?)$/i, '').replace(/[.,;:]+$/, '');
  if (value.length < 16) return null;
  const after = text[m.index + m[0].length];
  if (after === '@' || (after === ':' && text[m.index + m[0].length + 1] === '/')) return null;
  const digits = value.replace(/\D/g, '').length;
  if (!/[A-Za-z]/.test(value) || !(digits >= 3 || (digits > 0 && hasUpper(value) && hasLower(value)))) return null;
  if (/^\d[\d.-]*$/.test(value.replace(/[A-Za-z]{1,3}$/, ''))) return null;
  if (/^v?\d+(?:\.\d+)+/.test(value) || /\d{4}-\d{2}-\d{2}/.test(value)) return null;
  // a path ("Journal/2026-11-04", "src/v2/file") is not a value
  if (/(?:^|\/)[A-Za-z][a-z]{2,}\//.test(value)) return null;
  if (entropy(value) < 3.2) return null;
  const lineStart = text.lastIndexOf('\n', m.index) + 1;
  const window = text.slice(Math.max(lineStart, m.index - 48), m.index);
  // the clause the string is in: a sentence, a parenthesis, a JSON member
  const clause = window.split(/[.!?;]\s|[(){}]|",\s*"/).pop() ?? '';
  CUE_BEFORE.lastIndex = 0;
  if (!CUE_BEFORE.test(clause) || NOT_SECRET_NEAR.test(clause)) return null;
  return { start: m.index, end: m.index + value.length };
}

/** Shannon entropy in bits per character. */
function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const c of counts.values()) {
    const p = c / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

export const LINE_DETECTORS: Detector[] = [
  {
    // Up to the END line; a block pasted without one (truncated) runs over the
    // base64 and armor-header lines that follow, and no further.
    kind: 'private-key',
    re: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----(?:[\s\S]{0,20000}?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|(?:\r?\n[ \t>]*(?:[A-Za-z0-9+/=]+|(?:Version|Comment|Hash|Charset|Proc-Type|DEK-Info): [^\r\n]*)?[ \t]*(?=\r?\n|$))*)/g,
    // A sentence that only names the header ("starts with -----BEGIN … KEY-----") carries no key.
    accept: (m) =>
      /[A-Za-z0-9+/]{20,}/.test(m[0].replace(/-----[A-Z0-9 ]+-----/g, ''))
        ? { start: m.index, end: m.index + m[0].trimEnd().length }
        : null,
  },
  {
    kind: 'aws-secret-key',
    re: /(aws_secret_access_key["']?\s*[=:]\s*["']?)([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/gi,
    valueGroup: true,
  },
  {
    kind: 'bearer-token',
    re: /(?:Bearer|Basic)[ \t]+[A-Za-z0-9._~+/-]{16,}=*/g,
    before: afterWordBoundary,
    accept: (m) => {
      const value = m[0].replace(/^(?:Bearer|Basic)[ \t]+/, '');
      if (!hasDigit(value) || isPlaceholder(value)) return null;
      const start = m.index + m[0].length - value.length;
      return { start, end: m.index + m[0].length };
    },
  },
  {
    kind: 'authorization-header',
    re: /(Authorization["']?[ \t]*:[ \t]*(?:Bearer|Basic|token|Token)?[ \t]*)([^\s"'`]{8,})/gi,
    valueGroup: true,
  },
  {
    kind: 'command-line-credential',
    re: /(--(?:password|passwd|token|api-key|api_key|secret|client-secret)(?:=|[ \t]+)["']?)([^\s"'`]{4,})/gi,
    before: afterSpace,
    valueGroup: true,
  },
  {
    // curl -u user:password
    kind: 'command-line-credential',
    re: /((?:-u|--user)(?:[ \t]+|=)["']?[^\s:"']+:)([^\s"'`@]{4,})/g,
    before: afterSpace,
    valueGroup: true,
  },
  {
    // The password ends at the last "@" that a host name follows, so a raw
    // "@", "/" or "#" inside it (which a strict parser would reject) is still
    // all of it; a port ("host:8080/@user") is not a password.
    kind: 'url-credentials',
    re: /[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/[^\s/:@?#'"<>`]*:[^\s'"<>`]+/g,
    before: afterUrlBoundary,
    accept: (m) => {
      const colon = m[0].indexOf(':', m[0].indexOf('://') + 3);
      const rest = m[0].slice(colon + 1);
      for (let at = rest.lastIndexOf('@'); at > 0; at = rest.lastIndexOf('@', at - 1)) {
        const password = rest.slice(0, at);
        if (!/^(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(?::\d+)?(?:[/?#]|$)/.test(rest.slice(at + 1))) continue;
        // "host:8080/@user" is a port and a path; "admin:12345@cam" a numeric password
        if (/^\d+[/?#]/.test(password) || isPlaceholder(decodeSafe(password))) return null;
        const start = m.index + colon + 1;
        return { start, end: start + password.length };
      }
      return null;
    },
  },
  {
    kind: 'url-token',
    re: /[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/[^\s<>"'`\])]+/g,
    before: afterUrlBoundary,
    accept: () => null, // handled by urlTokens(), which needs every parameter of the URL
  },
  {
    kind: 'url-token',
    // A webhook URL is its own credential: whoever has it can post.
    re: /((?:hooks\.slack\.com\/(?:services|workflows|triggers)|discord(?:app)?\.com\/api\/webhooks)\/)([A-Za-z0-9_/-]{16,})/g,
    valueGroup: true,
  },
  {
    // PGPASSWORD='…' psql, MYSQL_PWD=…, DB_PASS=…: an environment variable
    // named for a password. The name is one upper-case word, so the key follows
    // letters ("PG") and the word-boundary rule of credential lines misses it.
    kind: 'password',
    // The name is matched whole from a token boundary (consumed, not looked
    // behind), so a long upper-case run is scanned once, not once per letter.
    re: /(^|[^A-Za-z0-9_])([A-Z][A-Z0-9_]*)[ \t]*=[ \t]*/g,
    accept: (m, text) => {
      if (!/(?:^|_|^PG|^MYSQL_)(?:PASSWORD|PASSWD|PASS|PWD)$/.test(m[2]!)) return null;
      const v = readValue(text, m.index + m[0].length);
      if (!v) return null;
      const value = text.slice(v.start, v.end);
      if (value.length < 4 || isPlaceholder(value) || NOT_A_VALUE.has(value.toLowerCase())) return null;
      return v;
    },
  },
  {
    // "pass: …" names a password only as the key of its own line: "Boarding pass: 12B" is a ticket.
    kind: 'password',
    re: /^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?pass(?:\*\*|__)?[ \t]*[:=\uff1a](?:\*\*|__)?[ \t]*/gim,
    accept: (m, text) => passwordValue(text, m.index + m[0].length, false),
  },
  {
    // mysql -u root -pSECRET: the value is glued to -p (with a space, -p prompts)
    kind: 'command-line-credential',
    re: /\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\b[^\n]*?[ \t]-p(?=[^\s-])/g,
    accept: (m, text) => commandValue(text, m.index + m[0].length),
  },
  {
    kind: 'command-line-credential',
    re: /\bsshpass[ \t]+-p[ \t]*/g,
    accept: (m, text) => commandValue(text, m.index + m[0].length),
  },
  {
    kind: 'command-line-credential',
    re: /\b(?:docker|podman|buildah|skopeo|nerdctl|helm[ \t]+registry)[ \t]+login\b[^\n]*?[ \t]-p(?:[ \t]+|=)?/g,
    accept: (m, text) => commandValue(text, m.index + m[0].length),
  },
  {
    // A Markdown table: the cells under a password column, or the cell right of a password cell.
    kind: 'password',
    re: /^[ \t]*\|[^\n]*\|[ \t]*\r?\n[ \t]*\|[ \t]*:?-{2,}[ \t:|-]*\|?[ \t]*(?:\r?\n[ \t]*\|[^\n]*)*/gm,
    accept: (m, text) => tableValues(text, m.index, m[0]),
  },
  {
    // .netrc: "machine host login maya password Hx9trellis", on one line or over the lines of one entry
    kind: 'password',
    re: /\b(?:password|passwd)[ \t]+/g,
    before: afterWordBoundary,
    accept: (m, text) => {
      const lineStart = text.lastIndexOf('\n', m.index) + 1;
      const before = text.slice(Math.max(0, lineStart - 300), m.index);
      if (!/(?:^|\s)(?:machine[ \t]+\S+|default)(?:\s|$)|(?:^|\s)login[ \t]+\S+[ \t\n]/.test(before.split(/\n[ \t]*\n/).pop() ?? '')) return null;
      const v = readValue(text, m.index + m[0].length);
      if (!v) return null;
      const value = text.slice(v.start, v.end);
      return value.length >= 4 && !isPlaceholder(value) && !NOT_A_VALUE.has(value.toLowerCase()) ? v : null;
    },
  },
  {
    // .pgpass: host:port:database:user:password, alone on its line
    kind: 'password',
    re: /^[ \t]*(?:[A-Za-z*][A-Za-z0-9.*-]*|\d{1,3}(?:\.\d{1,3}){3}):(?:\d{2,5}|\*):[^\s:]+:[^\s:]+:([^\s]{4,})[ \t]*$/gm,
    accept: (m) => {
      if (isPlaceholder(m[1]!)) return null;
      const start = m.index + m[0].trimEnd().length - m[1]!.length;
      return { start, end: start + m[1]!.length };
    },
  },
  {
    // WIFI:T:WPA;S:HomeNet;P:secret;; (the text of a Wi-Fi QR code)
    kind: 'password',
    re: /WIFI:(?:[^;\n]*;)*?P:((?:\\;|[^;\n])+)/g,
    accept: (m) => {
      const start = m.index + m[0].length - m[1]!.length;
      return isPlaceholder(m[1]!) ? null : { start, end: start + m[1]!.length };
    },
  },
  {
    // "NAS user/pass: maya/Us7slashpw", "creds maya / Cr7credspw", "Router is admin/Ro7routerpw": the part after the slash
    kind: 'password',
    re: rx.gmu`(^|[\s(:="'])([\p{L}0-9_.@+-]{2,40})[ \t]*\/[ \t]*([^\s/,;)"'\x60]{4,64})(?=$|[\s,;)"'\x60]|\.(?:\s|$))`,
    accept: (m, text) => {
      const value = m[3]!;
      if (/[:=]$/.test(value)) return null;
      if (!(hasDigit(value) && rx.u`\p{L}`.test(value)) && !rx.u`[^\p{L}\p{N}]`.test(value)) return null;
      if (/^\d/.test(value) && !rx.u`\p{L}{2}`.test(value)) return null;
      if (/^[\d.]+$/.test(m[2]!) || isPlaceholder(value)) return null;
      // a date or a file name ("Journal/2026-11-05.md") is a path, not a login
      if (/\d{4}-\d{2}-\d{2}|\.(?:md|txt|json|ya?ml|pdf|png|jpe?g|csv|log|html?)$/i.test(value)) return null;
      // the cue names this login: it sits just before the name, on its line
      const lineStart = text.lastIndexOf('\n', m.index) + 1;
      const near = text.slice(Math.max(lineStart, m.index - 40), m.index + m[1]!.length + m[2]!.length);
      if (!USER_PASS_CUE.test(near) && !DEFAULT_USER.test(m[2]!)) return null;
      const start = m.index + m[0].length - value.length;
      return { start, end: start + value.length };
    },
  },
  {
    // Cookie: sessionid=…; csrftoken=… — every value of the header
    kind: 'cookie',
    re: /\b(?:Set-)?Cookie[ \t]*:[ \t]*([^\n]+)/gi,
    accept: (m) => {
      const out: { start: number; end: number }[] = [];
      const base = m.index + m[0].length - m[1]!.length;
      const re = /(?:^|;)[ \t]*([^=;\s]+)=([^;\s]+)/g;
      for (let c = re.exec(m[1]!); c !== null; c = re.exec(m[1]!)) {
        if (/^(?:path|domain|expires|max-age|samesite|priority)$/i.test(c[1]!) || c[2]!.length < 6 || isPlaceholder(c[2]!)) continue;
        const start = base + c.index + c[0].length - c[2]!.length;
        out.push({ start, end: start + c[2]!.length });
      }
      return out.length > 0 ? out : null;
    },
  },
  {
    // a session cookie by its name, anywhere: connect.sid=s%3A…, PHPSESSID=…
    kind: 'cookie',
    re: /(^|[^\w.-])((?:sessionid|session_id|session|sid|connect\.sid|phpsessid|jsessionid|asp\.net_sessionid|[a-z0-9]+_session|csrftoken|remember_token|remember_user_token|__Secure-[\w-]+|__Host-[\w-]+)=)([^\s;&"'`]{8,})/gi,
    accept: (m) => {
      const value = m[3]!;
      if (isPlaceholder(value) || !(hasDigit(value) || value.length >= 16)) return null;
      const start = m.index + m[0].length - value.length;
      return { start, end: start + value.length };
    },
  },
  {
    // Recovery, backup and setup codes: the groups after those words, a word or two
    // before the colon allowed ("Herstelcode bewaren:", "backup codes printed:")
    kind: 'recovery-code',
    re: new RegExp(`(?:${RECOVERY_WORDS})(?:[ \\t]+(?:${QUALIFIER})[ \\t]+[^\\n:=()]{1,40}?|(?:[ \\t]+[^\\s:=()\\d]{2,20}){1,2}(?=[ \\t]*[:=：]))?[ \\t]*(?:\\([^)\\n]{0,40}\\)[ \\t]*)?(?:[:=：]|[ \\t]+(?:are|is|sind|ist|son|es|sont|est|são|é|è)(?=[ \\t]))[ \\t]*`, 'gi'),
    before: afterWordBoundary,
    accept: (m, text) => codeGroups(text, m.index + m[0].length, true),
  },
  {
    // …or under a heading that names them
    kind: 'recovery-code',
    re: new RegExp(`^#{1,6}[ \\t][^\\n]*(?:${RECOVERY_WORDS})[^\\n]*\\n`, 'gim'),
    accept: (m, text) => codeGroups(text, m.index + m[0].length, false),
  },
  {
    // BitLocker recovery key: eight groups of six digits
    kind: 'recovery-code',
    re: /\b\d{6}(?:-\d{6}){7}\b/g,
  },
  {
    kind: 'seed-phrase',
    re: /\b[a-z]{3,8}(?:(?:[ \t,]+|\s*\n[ \t]*(?:[-*+][ \t]+|\d{1,2}[.)][ \t]*)?|[ \t]+\d{1,2}[.)][ \t]*)[a-z]{3,8}){11,}\b/g,
    accept: (m) => seedRuns(m[0], m.index),
  },
  {
    kind: 'crypto-key',
    re: /AGE-SECRET-KEY-1[0-9A-Z]{50,}/g,
  },
  {
    // Bitcoin private key, wallet import format (base58, 51–52 characters)
    kind: 'crypto-key',
    re: new RegExp(`[5KL][1-9A-HJ-NP-Za-km-z]{50,51}${NA}`, 'g'),
    before: afterTokenBoundary,
    accept: wholeMatch((v) => hasDigit(v) && hasUpper(v.slice(1)) && hasLower(v)),
  },
  {
    // "GitHub recovery codes: 4f9a2-7c1e8 …", "Backup code for the SSO (one-time, keep!): 7731-0948-2265":
    // a backup, recovery or one-time code after its words and a colon is a password that works once.
    kind: 'recovery-code',
    re: /\b(?:backup|recovery|one[- ]time|2fa|mfa|otp|totp|sso|verification|security|reset|kod(?:y)? (?:zapasowy|zapasowe|odzyskiwania|jednorazowy)|wiederherstellungs|backup-|sicherungs)[ \t-]*codes?\b[^\n:=\uff1a]{0,48}[:=\uff1a][ \t]*/giu,
    accept: (m, text) => {
      const v = readValue(text, m.index + m[0].length);
      if (!v) return null;
      const value = text.slice(v.start, v.end);
      return (value.match(/\d/g)?.length ?? 0) >= 6 && /^[A-Za-z0-9-]+$/.test(value) && !isPlaceholder(value) ? v : null;
    },
  },
  // where it overlaps a more specific rule, that rule names the hit
  credentialLine,
  // the broadest rules last
  {
    // .env blocks and config: any variable whose name says it is a key, secret, token, password, cookie or session
    kind: 'env-secret',
    re: /(^|[^A-Za-z0-9_.$-])((?:export[ \t]+)?)([A-Za-z_][A-Za-z0-9_.-]*)["']?[ \t]*(=|:(?=[ \t]))[ \t]*/gm,
    accept: (m, text) => {
      const name = m[3]!;
      if (!secretVariable(name, m[4] === ':')) return null;
      const v = readValue(text, m.index + m[0].length);
      if (!v) return null;
      const value = text.slice(v.start, v.end);
      if (value.length < 4 || isPlaceholder(value) || NOT_A_VALUE.has(value.toLowerCase()) || /^(?:\.\.\.|\u2026)/.test(text.slice(v.end, v.end + 3))) return null;
      if (/^(?:true|false|yes|no|on|off|null|none|nil|undefined|\d{1,6}|\d+[smhd])$/i.test(value)) return null;
      if (/^(?:~?\/|\.\.?\/|[A-Za-z]:\\|[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/)/.test(value)) return null;
      return v;
    },
  },
  {
    // high-entropy string near a cue word: "my session cookie for the admin panel is 5f4d…", "Twilio token 9f8e…"
    kind: 'cued-secret',
    re: /[A-Za-z0-9+/_=.~-]{16,}/g,
    before: notAfter(/[A-Za-z0-9+/_=.~:@-]/),
    accept: (m, text) => cuedValue(m, text),
  },
];

const URL_TOKEN_PARAMS =
  /[?&;](token|wstoken|access_token|oauth_token|session_token|id_token|refresh_token|auth_token|auth|api_key|apikey|api-key|key|client_secret|password|pass|secret|sig|signature|x-amz-signature|x-amz-security-token|x-amz-credential|x-goog-signature|x-goog-credential)=([^&#;\s]+)/gi;

/** Query parameters carrying access tokens. `sig`/`Signature` count only on a signed URL. */
export function urlTokens(url: string, offset: number, out: RankedHit[], rank: number): void {
  const signed = /[?&;](?:se|sv|sp|st|expires|x-amz-expires|x-amz-date|key-pair-id|policy|x-goog-expires)=/i.test(url);
  URL_TOKEN_PARAMS.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = URL_TOKEN_PARAMS.exec(url)) !== null) {
    const name = m[1]!.toLowerCase();
    const value = m[2]!;
    if (value.length < 8 || isPlaceholder(decodeSafe(value))) continue;
    // Unsigned, a signature counts when it looks generated: digits and both cases, 20 or more.
    if ((name === 'sig' || name === 'signature') && !signed && !(value.length >= 20 && hasDigit(value) && hasUpper(value) && hasLower(value))) continue;
    if (name === 'key' && !(value.length >= 20 && hasDigit(value))) continue;
    const start = offset + m.index + m[0].length - value.length;
    out.push({ kind: 'url-token', start, end: start + value.length, rank });
  }
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
