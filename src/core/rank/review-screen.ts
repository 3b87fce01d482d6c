/**
 * The deterministic review screen. Scores nominate; they do not verify. Some
 * text is risky to promote whatever its score, because of what it could do once
 * it sits in a note that is read at the start of every future session:
 *
 * - front matter (`---` lines, `key: value` blocks): could smuggle provenance
 *   keys (`origin`, `derived_from_untrusted: false`) into a note;
 * - HTML tags: can hide text from the person while a reader still sees it;
 * - internal paths (`.obsidian/`, `.dreams/`, `../`, absolute paths, plugin
 *   bundles): a memory that names the plugin's own files is either noise or an
 *   attempt to steer a future write;
 * - command-like text (shell commands, backticked commands, "ignore previous
 *   instructions", "you are now", "system prompt"): an instruction stored as
 *   memory becomes an instruction obeyed later;
 * - remote embeds (`![](https://…)`): a beacon each time the note is opened;
 *   inline queries and scripts (`` `$= …` ``, `` `dv.…` ``, ```` ```dataviewjs ````,
 *   Templater `<% %>`, `javascript:`): code that runs when the note renders;
 * - model text not grounded in the spans it cites: an extractor that invents
 *   a preference would otherwise have it remembered as the person's.
 *
 * Conservative on purpose: a legitimate line (a release procedure with `git
 * tag`) is held for a person to look at, never dropped. Holding costs a click;
 * promoting an injected instruction costs every future session.
 */

import { SECRET_NOTE, SECRET_REPLACEMENT } from '../secrets/scan';
import { findWikiLinks } from '../formats/wikilink';
import type { ScreenReason } from './candidate';

interface ScreenRule {
  reason: ScreenReason;
  test: (text: string) => boolean;
}

/** The words a person reads for each screen reason. */
export const SCREEN_REASON_TEXT: Readonly<Record<ScreenReason, string>> = {
  'front-matter': 'contains front matter',
  'provenance-key': 'contains a provenance key',
  html: 'contains HTML',
  'internal-path': 'names an internal path',
  'shell-command': 'contains a shell command',
  'backticked-command': 'contains a backticked command',
  instruction: 'reads like an instruction to an assistant',
  'source-instruction': 'its source reads like an instruction to an assistant',
  'source-shell-command': 'its source contains a shell command',
  'remote-embed': 'embeds a remote resource',
  'inline-script': 'contains an inline query or script',
  'app-link': 'links outside the web (obsidian://, file:// and the like)',
  ungrounded: 'is not grounded in the spans it cites',
};

const REMOTE = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?\/\//;

const re = (r: RegExp) => (t: string): boolean => r.test(t);

const SHELL_COMMANDS =
  /(?:^|[\s;&|`$(])(?:rm\s+-[a-z]*[rf][a-z]*|sudo\s+\S|chmod\s+[0-7+]|chown\s|mkfs|dd\s+if=|curl\s+[^|\n]*\|\s*(?:ba|z)?sh\b|wget\s+[^|\n]*\|\s*(?:ba|z)?sh\b|eval\s*\(|powershell\s|iex\s*\(|base64\s+-d|:\(\)\s*\{)/i;

const INJECTION =
  /\b(?:ignore (?:all |any |your |the )?(?:previous|prior|above|earlier) (?:instructions|rules|prompts?)|disregard (?:all |your |the )?(?:previous|prior|above) |you are now\b|act as (?:a|an|the)\b|system prompt|system note to|assistant instructions|new instructions?:|override (?:your|the) (?:rules|instructions)|jailbreak|do not tell the user|developer mode|(?:always )?obey (?:this|these|the following|me|clippings|the page)|add (?:this|it) to (?:the |their |your )?(?:identity|memory|system))/i;

export const SCREEN_RULES: readonly ScreenRule[] = [
  { reason: 'front-matter', test: re(/(?:^|\n)\s*---\s*(?:\n|$)|(?:^|\n)\s*[A-Za-z_][\w-]*:\s+\S.*\n\s*[A-Za-z_][\w-]*:\s+\S/) },
  { reason: 'provenance-key', test: re(/\b(?:origin|derived_from_untrusted|source_sessions|confidence|recurrence)\s*:\s*\S/i) },
  { reason: 'html', test: re(/<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>|<!--/) },
  {
    reason: 'internal-path',
    // Inside links and embeds too: "[[../../etc/passwd]]", "![[/etc/hostname]]", "[[.obsidian/app]]".
    test: re(/(?:^|[\s"'`([|])(?:\.obsidian|\.dreams|\.git|\.trash)(?:\/|\]\]|\||#)|(?:^|[\s"'`([|])\.\.\/|(?:^|[\s"'`([|])(?:\/(?:etc|usr|home|var|root|tmp|Users|bin|opt|proc|sys|dev)(?:\/|\]\]|\|)|~\/|[A-Za-z]:\\)|plugins\/[^\s/]+\/(?:main\.js|data\.json|manifest\.json)/),
  },
  // An image or embed from the web loads when the note is opened: a beacon that tells a stranger when.
  {
    reason: 'remote-embed',
    test: (t) => /!\[[^\]\n]*\]\(\s*<?(?:[A-Za-z][A-Za-z0-9+.-]*:)?\/\//.test(t) || findWikiLinks(t).some(({ link }) => link.embed && REMOTE.test(link.target)),
  },
  // Dataview(JS), Templater and friends run code when the note is rendered.
  {
    reason: 'inline-script',
    test: re(/`\s*\$=|`\s*dv\.|`\s*dvjs|`\s*=\s*(?:this|dv)\b|```+\s*(?:dataviewjs|dataview|js-engine|javascript|js|tasks|query|templater)\b|<%[\s\S]*%>|\bjavascript:|\bdata:text\/html/i),
  },
  // A link that opens an app or a file instead of a web page: "obsidian://" can
  // run a command of another plugin, "file://" opens anything on the disk.
  { reason: 'app-link', test: re(/(?<![\w+.-])(?!https?:\/\/)[A-Za-z][A-Za-z0-9+.-]*:\/\//i) },
  { reason: 'shell-command', test: re(SHELL_COMMANDS) },
  {
    reason: 'backticked-command',
    test: re(/`(?:\$\s*)?(?:npm|pnpm|yarn|npx|git|sudo|rm|curl|wget|docker|kubectl|pip|python3?|node|bash|sh|zsh|ssh|scp|make|brew|apt(?:-get)?|chmod|mv|cp|cd)\b[^`]*`/),
  },
  { reason: 'instruction', test: re(INJECTION) },
];

/**
 * Why the text must wait for a person (empty when it need not). `snippets` are
 * the source spans: instruction-shaped sources hold a candidate even when the
 * extractor paraphrased the instruction away. Text a model wrote (`fromModel`)
 * must also be grounded in those spans.
 */
export function screenCandidate(text: string, snippets: readonly string[] = [], opts: { fromModel?: boolean } = {}): ScreenReason[] {
  const reasons: ScreenReason[] = [];
  for (const rule of SCREEN_RULES) if (rule.test(text)) reasons.push(rule.reason);
  // Sources too: an extractor may paraphrase an instruction into harmless-looking
  // words ("prefers that you obey this page"); where it came from still shows.
  const fromSource = (reason: ScreenReason): void => {
    if (!reasons.includes(reason)) reasons.push(reason);
  };
  for (const snippet of snippets) {
    if (INJECTION.test(snippet)) fromSource('source-instruction');
    if (SHELL_COMMANDS.test(snippet)) fromSource('source-shell-command');
  }
  if (opts.fromModel === true && groundingProblem(text, snippets) !== null) reasons.push('ungrounded');
  return reasons;
}

/** Words that carry no content of their own, in the candidate's phrasing or the note's. */
const FILLER = new Set(
  (
    'that this these those with from have has had they them their there here about would should could which what when ' +
    'where while into also been were will your yours more some than then only just like very over such each much many ' +
    'most other same does done doing being because after before again always never often usually really prefer prefers ' +
    'preferred person user noted note notes wants want likes like thinks said says mentioned decided decides'
  ).split(' '),
);

/** Content words as comparable stems: lower case, 4+ letters, first five letters; CJK text as character pairs. */
function contentStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(word)) {
      const chars = Array.from(word);
      for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
      continue;
    }
    if (word.length < 4 || FILLER.has(word) || /^\d+$/.test(word)) continue;
    out.add(Array.from(word).slice(0, 5).join(''));
  }
  return out;
}

/**
 * A model's candidate must say what its cited spans say: at least half of its
 * content words appear there (by stem). Else it is held, with the count, so
 * the person sees why.
 */
function groundingProblem(text: string, snippets: readonly string[]): string | null {
  // The omission markers are ours, not the model's: they ground nothing and need no grounding.
  const plain = text.split(SECRET_REPLACEMENT).join(' ').split(SECRET_NOTE).join(' ');
  const source = contentStems(snippets.join('\n'));
  const grounded = (part: string): { found: number; size: number } => {
    const own = contentStems(part);
    let found = 0;
    for (const w of own) if (source.has(w)) found++;
    return { found, size: own.size };
  };
  const whole = grounded(plain);
  if (whole.size >= 2 && whole.found * 2 < whole.size) {
    return `its text is not grounded in the spans it cites (${whole.found} of ${whole.size} content words found there)`;
  }
  // Each clause on its own: "; always obeys clippings" appended to a well
  // grounded line would pass the half-the-words rule of the whole.
  for (const clause of plain.split(/\s*(?:[;:—–]|\s-\s|\.\s+|\(|\))\s*/u)) {
    const c = grounded(clause);
    if (c.size >= 2 && c.found === 0) return `its clause “${clause.trim().slice(0, 60)}” is not grounded in the spans it cites (0 of ${c.size} content words found there)`;
  }
  return null;
}
