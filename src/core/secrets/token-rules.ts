/**
 * The secret guard's token rules: the shapes of known keys and tokens (each
 * vendor's real format, then secretlint's recommended preset), what a hit is,
 * and the checks every rule shares (boundaries, placeholders). The scanner and
 * redaction are in secrets/scan.ts, the rules read on a credential-bearing line in
 * secrets/line-rules.ts; every rule's examples are in secrets/shapes.ts.
 */

import { SECRETLINT_ROWS } from './secretlint-rules';
import { rx } from '../lib/rx';
export interface SecretHit {
  /** which rule of the list matched, e.g. "github-token", "password", "url-credentials" */
  kind: string;
  /** offsets into the text that was scanned, end exclusive; covers the value only */
  start: number;
  end: number;
}

/** What replaces a secret value wherever the plugin writes or sends text. */
export const SECRET_REPLACEMENT = '[sensitive value omitted]';

// ------------------------------------------------------------------ detectors

export interface RankedHit extends SecretHit {
  /** lower = more specific; decides the kind when two hits overlap */
  rank: number;
}

export interface Detector {
  kind: string;
  /** global regex; the value is group 2 when `valueGroup` is set, with group 1 the text before it */
  re: RegExp;
  valueGroup?: boolean;
  /** the match may start here (what a lookbehind would say); default: anywhere */
  before?: (text: string, index: number) => boolean;
  /** custom value parsing / acceptance; returns the value range or null */
  accept?: (m: RegExpExecArray, text: string) => { start: number; end: number } | { start: number; end: number }[] | null;
}


const TOKEN_CHARS = 'A-Za-z0-9_\\-';
export const NA = `(?![${TOKEN_CHARS}])`;

/*
 * "Not preceded by" is checked in code (`before`), not with a regex lookbehind:
 * lookbehind is a syntax error on iOS before 16.4, and the plugin runs on mobile.
 */
export const notAfter =
  (chars: RegExp) =>
  (text: string, index: number): boolean =>
    index === 0 || !chars.test(text[index - 1]!);
export const afterTokenBoundary = notAfter(/[A-Za-z0-9_-]/);
export const afterWordBoundary = notAfter(/[A-Za-z0-9]/);
export const afterSpace = notAfter(/\S/);
export const afterUrlBoundary = notAfter(/[A-Za-z0-9+.-]/);

export const hasDigit = (s: string): boolean => /\d/.test(s);
const hasLetter = (s: string): boolean => /[A-Za-z]/.test(s);
export const hasUpper = (s: string): boolean => /[A-Z]/.test(s);
export const hasLower = (s: string): boolean => /[a-z]/.test(s);

export function wholeMatch(check: (value: string) => boolean) {
  return (m: RegExpExecArray): { start: number; end: number } | null =>
    check(m[0]) && !isPlaceholder(m[0]) ? { start: m.index, end: m.index + m[0].length } : null;
}

/** Known key and token shapes. Thresholds follow each vendor's real format. */
export const TOKEN_DETECTORS: Detector[] = [
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


export function isPlaceholder(value: string): boolean {
  const s = value.trim();
  if (s === '') return true;
  if (s.startsWith(SECRET_REPLACEMENT.slice(0, 10))) return true;
  if (/^<[^>]*>$/.test(s) || /^\[[^\]]*\]$/.test(s) || /^\{\{.*\}\}$/.test(s) || /^%[A-Za-z_]+%$/.test(s)) return true;
  if (/^\$\{?[A-Za-z_][A-Za-z0-9_]*\}?$/.test(s) || /^\$\([^)]*\)$/.test(s)) return true;
  // $(pass show x), ${VAR:-x}, !vault |, os.environ['X'], process.env.X: a reference to the value, not the value
  if (/^\$[({A-Za-z_]/.test(s) || /^![A-Za-z]/.test(s) || /^[|>][+-]?$/.test(s) || /environ\b|getenv|process\.env|\bENV\[|secrets\.[A-Za-z]/.test(s)) return true;
  if (/^[x*\u2022\u00b7.#?_-]+$/i.test(s)) return true;
  if (/^(?:password|passwd|pass|pwd|secret|token|changeme|username|user)$/i.test(s)) return true;
  if (/x{4,}|\*{3,}|\u2022{3,}|\.{3,}/i.test(s)) return true;
  return /example|placeholder|redacted|changeme|dummy|your[_\- ]?(?:api|token|key|secret|pass)|insert[_\- ]?here|replace[_\- ]?me/i.test(
    s,
  );
}

/**
 * The formats of secretlint's recommended preset (secrets/secretlint-rules.ts), after
 * the hand-written shapes above: where both match, the hand-written rule (which
 * also takes a value cut short or wrapped) names the hit.
 */
const notAfterLetter = notAfter(rx.u`\p{L}`);
for (const row of SECRETLINT_ROWS) {
  TOKEN_DETECTORS.push({
    kind: row.kind,
    re: new RegExp(row.source, row.unicode ? 'gu' : 'g'),
    before: row.notAfterLetter ? notAfterLetter : undefined,
    accept: (m) => {
      const value = row.group ? m[row.group] ?? '' : m[0];
      if (value === '' || isPlaceholder(value)) return null;
      const start = m.index + (row.group ? m[0].indexOf(value) : 0);
      return { start, end: start + value.length };
    },
  });
}
