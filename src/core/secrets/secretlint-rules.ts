/**
 * Token and key formats from secretlint's recommended preset, kept as data.
 *
 * Source: @secretlint/secretlint-rule-preset-recommend 13.1.0
 * (https://github.com/secretlint/secretlint, MIT licence, Copyright (c) 2020 azu;
 * the licence text is in THIRD_PARTY_NOTICES.txt). Each row is the pattern of
 * one of its rules, copied as written there, with two mechanical changes:
 *
 * - its `(?<!\p{L})` lookbehind is the `notAfterLetter` flag instead (checked in
 *   code by secrets/scan.ts: a lookbehind is a syntax error on iOS before 16.4, and
 *   the plugin runs on mobile);
 * - named groups are plain groups.
 *
 * Why data and not the package: the preset ships as one 231 KB ES module that
 * imports `node:path` and carries 22 lookbehinds, so it can be neither bundled
 * for mobile nor loaded within main.js's load-time budget. Its rules are a
 * handful of regular expressions each; these rows are those expressions. When
 * the preset adds a format, add its row here (and a shape-table row), rather
 * than writing a service prefix by hand.
 *
 * Rules of the preset not kept as rows, and why:
 * - aws account id (an account number is not authentication material);
 * - gcp (a service-account JSON file: its private_key is a private key block,
 *   which secrets/scan.ts finds);
 * - basicauth, database-connection-string (URL credentials: secrets/scan.ts reads
 *   every scheme, not only http/ftp and three databases);
 * - privatekey (the PEM block rule in secrets/scan.ts, which also takes a block
 *   pasted without its END line);
 * - filter-comments (secretlint-disable comments: not a detector).
 */

interface SecretlintRow {
  /** the preset's rule, without the `@secretlint/secretlint-rule-` prefix */
  rule: string;
  /** the kind secrets/scan.ts reports */
  kind: string;
  source: string;
  /** the pattern needs the `u` flag */
  unicode?: boolean;
  /** the rule's `(?<!\p{L})`: the match may not follow a letter */
  notAfterLetter?: boolean;
  /** which group is the value (the rest is the key that names it); 0 or absent: the whole match */
  group?: number;
}

export const SECRETLINT_ROWS: readonly SecretlintRow[] = [
  { rule: 'aws', kind: 'aws-access-key-id', source: String.raw`\b(?:A3T[A-Z0-9]|AKIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ASIA)[A-Z0-9]{16}\b` },
  {
    rule: 'aws',
    kind: 'aws-secret-key',
    source: String.raw`["']?(?:AWS|aws|Aws)?_?(?:SECRET|secret|Secret)_?(?:ACCESS|access|Access)_?(?:KEY|key|Key)["']?\s*(?::|=>|=)\s*["']?([A-Za-z0-9/+=]{40})["']?\b`,
    group: 1,
  },
  { rule: 'npm', kind: 'npm-token', source: String.raw`_authToken=([^$\s][^\s]*)`, group: 1 },
  { rule: 'npm', kind: 'npm-token', source: String.raw`npm_[A-Za-z0-9_]{36}(?![A-Za-z0-9_])`, notAfterLetter: true },
  { rule: 'npm', kind: 'github-token', source: String.raw`https?:\/\/([^\s:@]{1,256}):x-oauth-basic@github\.com\/`, group: 1 },
  { rule: 'slack', kind: 'slack-token', source: String.raw`\b(?:xoxb|xoxp|xapp|xoxa|xoxo|xoxr)-(?:\d-)?(?:[a-zA-Z0-9]{1,40}-)+[a-zA-Z0-9]{1,40}\b` },
  {
    rule: 'openai',
    kind: 'openai-key',
    source: String.raw`sk-(?:proj|svcacct|admin)-(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})T3BlbkFJ(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})\b|sk-[a-zA-Z0-9]{20}T3BlbkFJ[a-zA-Z0-9]{20}`,
  },
  { rule: 'anthropic', kind: 'anthropic-key', source: String.raw`sk-ant-api0\d-[A-Za-z0-9_-]{90,128}AA(?![A-Za-z0-9_-])`, notAfterLetter: true },
  { rule: 'groq', kind: 'groq-key', source: String.raw`gsk_[a-zA-Z0-9]{52}(?![a-zA-Z0-9])`, notAfterLetter: true },
  { rule: 'huggingface', kind: 'huggingface-token', source: String.raw`hf_[a-zA-Z]{34}(?![a-zA-Z])`, notAfterLetter: true },
  { rule: 'linear', kind: 'linear-key', source: String.raw`lin_api_[a-zA-Z0-9_]{32,128}(?![a-zA-Z0-9_])`, notAfterLetter: true },
  { rule: 'notion', kind: 'notion-token', source: String.raw`ntn_[0-9]{11}[A-Za-z0-9]{35}(?![A-Za-z0-9])`, notAfterLetter: true },
  { rule: 'sendgrid', kind: 'sendgrid-key', source: String.raw`SG\.\w{1,128}\.\w{1,128}([-_]?)\w{1,128}(?!\w)`, notAfterLetter: true },
  { rule: 'shopify', kind: 'shopify-token', source: String.raw`(?:shppa|shpca|shpat|shpss)_[a-zA-Z0-9]{32,64}(?![a-zA-Z0-9])`, notAfterLetter: true },
  { rule: 'stripe', kind: 'stripe-key', source: String.raw`(?:sk_live|sk_test|rk_live|rk_test)_[a-zA-Z0-9]{24,99}(?![a-zA-Z0-9])`, notAfterLetter: true },
  { rule: 'github', kind: 'github-token', source: String.raw`(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9_]{36}(?![A-Za-z0-9_])`, notAfterLetter: true },
  { rule: 'github', kind: 'github-token', source: String.raw`github_pat_[A-Za-z0-9_]{82}(?![A-Za-z0-9_])`, notAfterLetter: true },
  {
    rule: 'github',
    kind: 'github-token',
    source: String.raw`ghs_[0-9]{1,20}_[A-Za-z0-9_-]{1,1000}\.[A-Za-z0-9_-]{1,10000}\.[A-Za-z0-9_-]{1,1000}(?![A-Za-z0-9_-])`,
    notAfterLetter: true,
  },
  { rule: 'gitlab', kind: 'gitlab-token', source: String.raw`glpat-[A-Za-z0-9_-]{20,128}(?![A-Za-z0-9_-])`, notAfterLetter: true },
  { rule: 'grafana', kind: 'grafana-token', source: String.raw`glc_[A-Za-z0-9+/]{32,400}={0,2}(?![A-Za-z0-9+/=])`, notAfterLetter: true },
  { rule: 'grafana', kind: 'grafana-token', source: String.raw`glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}(?![A-Fa-f0-9])`, notAfterLetter: true },
  { rule: '1password', kind: '1password-token', source: String.raw`ops_(ey[A-Za-z0-9+/=]{100,1280}fQ={0,2})(?![A-Za-z0-9+/=])`, notAfterLetter: true },
  { rule: 'hashicorp-vault', kind: 'vault-token', source: String.raw`hv[sr]\.[A-Za-z0-9_-]{90,120}(?![A-Za-z0-9_-])`, notAfterLetter: true },
  { rule: 'hashicorp-vault', kind: 'vault-token', source: String.raw`hvb\.[A-Za-z0-9_-]{138,300}(?![A-Za-z0-9_-])`, notAfterLetter: true },
  { rule: 'vercel', kind: 'vercel-token', source: String.raw`(?:vcp|vci|vca|vcr|vck)_[A-Za-z0-9]{20,60}(?![A-Za-z0-9])`, notAfterLetter: true },
  { rule: 'databricks', kind: 'databricks-token', source: String.raw`dapi[A-Fa-f0-9]{32}(?:-[0-9])?(?![A-Fa-f0-9])`, notAfterLetter: true },
  { rule: 'docker', kind: 'docker-token', source: String.raw`dckr_pat_[a-zA-Z0-9_-]{27}(?![a-zA-Z0-9_-])`, notAfterLetter: true },
  { rule: 'figma', kind: 'figma-token', source: String.raw`figd_[A-Za-z0-9_-]{40,200}(?![A-Za-z0-9_-])`, notAfterLetter: true },
  { rule: 'cloudflare', kind: 'cloudflare-token', source: String.raw`(?:cfk|cfut|cfat)_[A-Za-z0-9]{40}[0-9a-f]{8}(?![A-Za-z0-9])`, notAfterLetter: true },
  { rule: 'tailscale', kind: 'tailscale-key', source: String.raw`tskey-[a-z]{2,20}-[0-9A-Za-z_]{8,40}-[0-9A-Za-z_]{16,60}(?![0-9A-Za-z_])`, notAfterLetter: true },
];
