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
 * Every rule has its examples in the shape table (`secret-shapes.ts`: a shape,
 * a text it must catch, a look-alike it must leave alone), which
 * test/secrets/shapes.test.ts runs row by row, so the table is both the
 * documentation of the scope and its test suite. It sits in its own module so
 * the plugin bundle does not carry its rows; read it beside the rules.
 *
 * A password stated in prose as one plain lower-case word ("the wifi password
 * is now marigold") counts only when the word ends the clause and does not
 * read as a description ("… is compromised", "… is in the drawer", "… is long").
 */

export interface SecretHit {
  /** which rule of the list matched, e.g. "github-token", "password", "url-credentials" */
  kind: string;
  /** offsets into the text that was scanned, end exclusive; covers the value only */
  start: number;
  end: number;
}

/** What replaces a secret value wherever the plugin writes or sends text. */
export const SECRET_REPLACEMENT = '[sensitive value omitted]';

/** What a note or report says in place of a candidate that carried a secret. */
export const SECRET_NOTE = 'sensitive value omitted; source needs manual review';

export function findSecrets(text: string): SecretHit[] {
  const hits: RankedHit[] = [];
  for (const d of TOKEN_DETECTORS) collect(d, text, hits, null);
  const joined = joinSplitTokens(text);
  if (joined.joints.length > 0) {
    for (const d of TOKEN_DETECTORS) collect(d, joined.text, hits, joined);
  }
  for (const d of LINE_DETECTORS) collect(d, text, hits, null);
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

// ------------------------------------------------------------------ detectors

interface RankedHit extends SecretHit {
  /** lower = more specific; decides the kind when two hits overlap */
  rank: number;
}

interface Detector {
  kind: string;
  /** global regex; the value is group 2 when `valueGroup` is set, with group 1 the text before it */
  re: RegExp;
  valueGroup?: boolean;
  /** the match may start here (what a lookbehind would say); default: anywhere */
  before?: (text: string, index: number) => boolean;
  /** custom value parsing / acceptance; returns the value range or null */
  accept?: (m: RegExpExecArray, text: string) => { start: number; end: number } | { start: number; end: number }[] | null;
}

/** The kinds the rules report; each has rows in the shape table (`secret-shapes.ts`, which only tests import). */
export function secretKinds(): string[] {
  return [...new Set([...TOKEN_DETECTORS, ...LINE_DETECTORS].map((d) => d.kind))];
}

const TOKEN_CHARS = 'A-Za-z0-9_\\-';
const NA = `(?![${TOKEN_CHARS}])`;

/*
 * "Not preceded by" is checked in code (`before`), not with a regex lookbehind:
 * lookbehind is a syntax error on iOS before 16.4, and the plugin runs on mobile.
 */
const notAfter =
  (chars: RegExp) =>
  (text: string, index: number): boolean =>
    index === 0 || !chars.test(text[index - 1]!);
const afterTokenBoundary = notAfter(/[A-Za-z0-9_-]/);
const afterWordBoundary = notAfter(/[A-Za-z0-9]/);
const afterSpace = notAfter(/\S/);
const afterUrlBoundary = notAfter(/[A-Za-z0-9+.-]/);

const hasDigit = (s: string): boolean => /\d/.test(s);
const hasLetter = (s: string): boolean => /[A-Za-z]/.test(s);
const hasUpper = (s: string): boolean => /[A-Z]/.test(s);
const hasLower = (s: string): boolean => /[a-z]/.test(s);

function wholeMatch(check: (value: string) => boolean) {
  return (m: RegExpExecArray): { start: number; end: number } | null =>
    check(m[0]) && !isPlaceholder(m[0]) ? { start: m.index, end: m.index + m[0].length } : null;
}

/** Known key and token shapes. Thresholds follow each vendor's real format. */
const TOKEN_DETECTORS: Detector[] = [
  {
    kind: 'github-token',
    re: new RegExp(`(?:gh[pousr]_[A-Za-z0-9]{20,255}|github_pat_[A-Za-z0-9_]{22,255})${NA}`, 'g'),
    before: afterTokenBoundary,
    accept: wholeMatch(hasDigit),
  },
  {
    kind: 'anthropic-key',
    re: new RegExp(`sk-ant-[A-Za-z0-9_\\-]{20,}`, 'g'),
    before: afterTokenBoundary,
    accept: wholeMatch((v) => hasDigit(v)),
  },
  {
    // Real keys are long base62/base64url; requiring a digit and an upper-case
    // letter (or several digits) keeps "sk-" words and kebab slugs out.
    kind: 'openai-key',
    re: new RegExp(`sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\\-]{20,}`, 'g'),
    before: afterTokenBoundary,
    accept: wholeMatch((v) => {
      const body = v.replace(/^sk-(?:proj-|svcacct-|admin-)?/, '');
      const digits = body.replace(/\D/g, '').length;
      return hasLetter(body) && digits > 0 && (hasUpper(body) || digits >= 3) && !body.includes('--');
    }),
  },
  {
    kind: 'aws-access-key-id',
    re: new RegExp(`(?:AKIA|ASIA)[0-9A-Z]{16}${NA}`, 'g'),
    before: afterTokenBoundary,
    accept: wholeMatch(hasDigit),
  },
  {
    kind: 'google-api-key',
    re: new RegExp(`AIza[0-9A-Za-z_\\-]{35}${NA}`, 'g'),
    before: afterTokenBoundary,
    accept: wholeMatch(() => true),
  },
  {
    kind: 'slack-token',
    re: new RegExp(`xox[abprs]-[0-9A-Za-z\\-]{10,}`, 'g'),
    before: afterTokenBoundary,
    accept: wholeMatch(hasDigit),
  },
  {
    kind: 'telegram-bot-token',
    re: /[0-9]{8,12}:AA[0-9A-Za-z_-]{30,}/g,
    // after a non-word character, or inside an API URL (`…/bot123456789:AA…/sendMessage`)
    before: (text, i) => afterWordBoundary(text, i) || text.slice(Math.max(0, i - 4), i) === '/bot',
    accept: wholeMatch(() => true),
  },
  {
    kind: 'jwt',
    re: new RegExp(`eyJ[A-Za-z0-9_\\-]{10,}\\.[A-Za-z0-9_\\-]{10,}\\.[A-Za-z0-9_\\-]{10,}`, 'g'),
    before: afterTokenBoundary,
    accept: wholeMatch(() => true),
  },
  {
    kind: 'stripe-key',
    re: new RegExp(`(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}${NA}`, 'g'),
    before: afterTokenBoundary,
    accept: wholeMatch(hasDigit),
  },
  {
    kind: 'slack-token',
    re: new RegExp(`xapp-[0-9]-[A-Za-z0-9-]{20,}`, 'g'),
    before: afterTokenBoundary,
    accept: wholeMatch(hasDigit),
  },
  {
    kind: 'npm-token',
    re: new RegExp(`npm_[A-Za-z0-9]{36}${NA}`, 'g'),
    before: afterTokenBoundary,
    accept: wholeMatch((v) => hasDigit(v) && hasUpper(v)),
  },
];

/**
 * Key names that make a line credential-bearing. Password-like names accept
 * short values; token-like names need a value that looks generated.
 */
const PASSWORD_KEYS =
  'pass(?:word|wort|wd|phrase|code)|kennwort|mot de passe|contrase(?:ñ|n)a|senha|wachtwoord|pwd|pw|' +
  '密码|密碼|口令|パスワード|暗証番号|비밀번호';
const TOKEN_KEYS =
  'api[_\\- ]?key|apikey|secret[_\\-]?(?:access[_\\-]?)?key|client[_\\-]?secret|app[_\\-]?secret|secret|' +
  '(?:access|refresh|auth|api|bearer|session|bot|id)[_\\- ]?token|token';

const CREDENTIAL_LINE = new RegExp(
  `(?:(${PASSWORD_KEYS})|(${TOKEN_KEYS}))(?![A-Za-z0-9])` +
    // "password for the NAS: …", "Passwort für das WLAN ist …"
    `(?:\\s+(?:for|to|of|on|at|für|fürs|zum|zur|vom|de|du|del|da)\\s+[^\\n:=]{1,40}?)?` +
    '(?:' +
    `[*_\`"']*[ \\t]*(?::=|=>|[:=：])[*_\`]*[ \\t]*` +
    '|' +
    `[ \\t]+(?:is|was|is now|ist|lautet|est|es|é)[ \\t]+(?:now[ \\t]+)?` +
    ')',
  'gi',
);

/**
 * Words that follow "password is" / "password:" in ordinary prose. A value that
 * is one of these is a sentence about a password, not the password.
 */
const NOT_A_VALUE = new Set(
  (
    'the a an my your our his her their its this that it same still now not no none null nil empty blank ' +
    'unknown unchanged changed updated reset expired required optional needed missing wrong correct incorrect ' +
    'invalid valid weak strong long short too very in on at for from with by stored saved set written kept ' +
    'managed here there below above see ask tbd todo n/a na hidden redacted secret password token encrypted ' +
    'rotated revoked ok fine also and or but then being been generated provided sent shared true false yes ' +
    'easy hard simple complicated different new old default case-sensitive what where how why which who ' +
    'secure insecure private public personal mine yours hers ours theirs numeric alphanumeric lowercase ' +
    'uppercase random memorable unique obvious known unknown shorter longer better worse good bad great ' +
    'der die das ein eine neu im noch gleich geändert falsch richtig le la les un une nouveau'
  ).split(' '),
);

function isPlaceholder(value: string): boolean {
  const s = value.trim();
  if (s === '') return true;
  if (s.startsWith(SECRET_REPLACEMENT.slice(0, 10))) return true;
  if (/^<[^>]*>$/.test(s) || /^\[[^\]]*\]$/.test(s) || /^\{\{.*\}\}$/.test(s) || /^%[A-Za-z_]+%$/.test(s)) return true;
  if (/^\$\{?[A-Za-z_][A-Za-z0-9_]*\}?$/.test(s) || /^\$\([^)]*\)$/.test(s)) return true;
  if (/^[x*•·.#?_-]+$/i.test(s)) return true;
  if (/^(?:password|passwd|pass|pwd|secret|token|changeme|username|user)$/i.test(s)) return true;
  if (/x{4,}|\*{3,}|•{3,}|\.{3,}/i.test(s)) return true;
  return /example|placeholder|redacted|changeme|dummy|your[_\- ]?(?:api|token|key|secret|pass)|insert[_\- ]?here|replace[_\- ]?me/i.test(
    s,
  );
}

/** Read the value that follows a credential key: a quoted string or one run of non-space. */
function readValue(text: string, at: number): { start: number; end: number; quoted: boolean } | null {
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
  while (end < text.length && !/\s/.test(text[end]!)) end++;
  // Sentence and markdown punctuation after a value is not part of it.
  while (end > at && /[.,;)\]*_]/.test(text[end - 1]!)) end--;
  if (end === at) return null;
  return { start: at, end, quoted: false };
}

/**
 * What follows on the same line, up to 200 characters: every caller looks only
 * at its start, and reading to the end of a 100 KiB line for each match would
 * make one long line quadratic.
 */
function restOfLine(text: string, from: number): string {
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
  const plainWord = /^[\p{L}'’-]+$/u.test(value);
  const rest = restOfLine(text, v.end);
  if (natural) {
    if (!plainWord) return v;
    // "the wifi password is now marigold." is a password; "the password is
    // compromised", "… is changing", "… is in the drawer" are sentences.
    const endsClause = /^[ \t]*$/.test(rest) || /^[.,;!?)]+(?:\s|$)/.test(rest);
    const adjectiveLike = /(?:ed|ing|ly|able|ible|ive|ous|ful|less|ish)$/i.test(value);
    return endsClause && !adjectiveLike && value.length >= 5 && value === value.toLowerCase() ? v : null;
  }
  // "Password: changed it last week" is prose; "password: swordfish" is not.
  const moreWords = /\S/.test(rest.replace(/^[.,;!?)*_`\s]+/, ''));
  return plainWord && moreWords ? null : v;
}

const credentialLine: Detector = {
  kind: 'password',
  re: CREDENTIAL_LINE,
  before: afterWordBoundary,
  accept: (m, text) => {
    const isPassword = m[1] !== undefined;
    const natural = !/[:=：]\s*$/.test(m[0].replace(/[*_`\s]+$/, ''));
    const at = m.index + m[0].length;
    if (isPassword) return passwordValue(text, at, natural);
    const v = readValue(text, at);
    if (!v) return null;
    const value = text.slice(v.start, v.end);
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

const TABLE_KEY = /^(?:[\p{L}\p{N} _-]{0,24}[ _-])?(?:password|passwort|passwd|passphrase|passcode|pwd|pin|密码|密碼|パスワード|비밀번호|api[ _-]?key|token|secret)$/iu;

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
function credentialKind(m: RegExpExecArray): string {
  return m[1] !== undefined ? 'password' : 'api-token';
}

const LINE_DETECTORS: Detector[] = [
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
    re: /[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/[^\s/:@?#'"<>`]+:[^\s'"<>`]+/g,
    before: afterUrlBoundary,
    accept: (m) => {
      const colon = m[0].indexOf(':', m[0].indexOf('://') + 3);
      const rest = m[0].slice(colon + 1);
      for (let at = rest.lastIndexOf('@'); at > 0; at = rest.lastIndexOf('@', at - 1)) {
        const password = rest.slice(0, at);
        if (!/^(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(?::\d+)?(?:[/?#]|$)/.test(rest.slice(at + 1))) continue;
        if (/^\d+(?:[/?#]|$)/.test(password) || isPlaceholder(decodeSafe(password))) return null;
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
    re: /^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?pass(?:\*\*|__)?[ \t]*[:=：](?:\*\*|__)?[ \t]*/gim,
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
    // "Backup code for the SSO (one-time, keep!): 7731-0948-2265": a backup,
    // recovery or one-time code is a password that works once.
    kind: 'recovery-code',
    re: /\b(?:backup|recovery|one[- ]time|2fa|mfa|otp|totp|sso|verification|security|reset|kod(?:y)? (?:zapasowy|zapasowe|odzyskiwania|jednorazowy)|wiederherstellungs|backup-|sicherungs)[ \t-]*codes?\b[^\n:=：]{0,48}[:=：][ \t]*/giu,
    accept: (m, text) => {
      const v = readValue(text, m.index + m[0].length);
      if (!v) return null;
      const value = text.slice(v.start, v.end);
      return (value.match(/\d/g)?.length ?? 0) >= 6 && /^[A-Za-z0-9-]+$/.test(value) && !isPlaceholder(value) ? v : null;
    },
  },
  // last: where it overlaps a more specific rule, that rule names the hit
  credentialLine,
];

const URL_TOKEN_PARAMS =
  /[?&;](token|access_token|id_token|refresh_token|auth_token|auth|api_key|apikey|api-key|key|client_secret|password|pass|secret|sig|signature|x-amz-signature|x-amz-security-token|x-amz-credential|x-goog-signature|x-goog-credential)=([^&#;\s]+)/gi;

/** Query parameters carrying access tokens. `sig`/`Signature` count only on a signed URL. */
function urlTokens(url: string, offset: number, out: RankedHit[], rank: number): void {
  const signed = /[?&;](?:se|sv|sp|st|expires|x-amz-expires|x-amz-date|key-pair-id|policy|x-goog-expires)=/i.test(url);
  URL_TOKEN_PARAMS.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = URL_TOKEN_PARAMS.exec(url)) !== null) {
    const name = m[1]!.toLowerCase();
    const value = m[2]!;
    if (value.length < 8 || isPlaceholder(decodeSafe(value))) continue;
    if ((name === 'sig' || name === 'signature') && !signed) continue;
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

const DETECTOR_RANK = new Map<Detector, number>([...TOKEN_DETECTORS, ...LINE_DETECTORS].map((d, i) => [d, i]));

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

/** A configured secret (the API key): recognised whole, wherever it appears. */
export function knownSecret(value: string, kind = 'configured-secret'): KnownSecret | null {
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
    if (whole.length >= VALUE_MIN) {
      const re = new RegExp(k.pieces.map(escapeRe).join('(?:[\\s>]|\\\\n)+'), 'g');
      for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        if (tokenBounded(text, m.index, m.index + m[0].length)) hits.push({ kind: k.kind, start: m.index, end: m.index + m[0].length, rank: 0 });
      }
    }
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

/** Every configured secret removed from a text (also in its JSON-escaped form). */
export function withoutConfigured(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    out = out.split(secret).join(SECRET_REPLACEMENT);
    const escaped = JSON.stringify(secret).slice(1, -1);
    if (escaped !== secret) out = out.split(escaped).join(SECRET_REPLACEMENT);
  }
  return out;
}
