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

import { findWikiLinks } from '../formats/wikilink';
import type { ScreenReason } from './candidate';
import type { Rule } from '../lib/rule';
import { groundingProblem, type GroundingContext } from './grounding';

/** A screen rule: the one rule shape (lib/rule.ts), its id the reason a person reads. */
interface ScreenRule extends Rule<string, boolean> {
  reason: ScreenReason;
}

/** A screen rule from its reason and its test (its words: review-screen.examples.ts); the rule reads any language. */
function screen(reason: ScreenReason, apply: (text: string) => boolean): ScreenRule {
  return { id: reason, reason, locales: ['*'], apply };
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
  screen('front-matter', re(/(?:^|\n)\s*---\s*(?:\n|$)|(?:^|\n)\s*[A-Za-z_][\w-]*:\s+\S.*\n\s*[A-Za-z_][\w-]*:\s+\S/)),
  screen('provenance-key', re(/\b(?:origin|derived_from_untrusted|source_sessions|confidence|recurrence)\s*:\s*\S/i)),
  screen('html', re(/<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>|<!--/)),
  // Inside links and embeds too: "[[../../etc/passwd]]", "![[/etc/hostname]]", "[[.obsidian/app]]".
  screen('internal-path', re(/(?:^|[\s"'`([|])(?:\.obsidian|\.dreams|\.git|\.trash)(?:\/|\]\]|\||#)|(?:^|[\s"'`([|])\.\.\/|(?:^|[\s"'`([|])(?:\/(?:etc|usr|home|var|root|tmp|Users|bin|opt|proc|sys|dev)(?:\/|\]\]|\|)|~\/|[A-Za-z]:\\)|plugins\/[^\s/]+\/(?:main\.js|data\.json|manifest\.json)/)),
  // An image or embed from the web loads when the note is opened: a beacon that tells a stranger when.
  screen('remote-embed', (t) => /!\[[^\]\n]*\]\(\s*<?(?:[A-Za-z][A-Za-z0-9+.-]*:)?\/\//.test(t) || findWikiLinks(t).some(({ link }) => link.embed && REMOTE.test(link.target))),
  // Dataview(JS), Templater and friends run code when the note is rendered.
  screen('inline-script', re(/`\s*\$=|`\s*dv\.|`\s*dvjs|`\s*=\s*(?:this|dv)\b|```+\s*(?:dataviewjs|dataview|js-engine|javascript|js|tasks|query|templater)\b|<%[\s\S]*%>|\bjavascript:|\bdata:text\/html/i)),
  // A link that opens an app or a file instead of a web page: "obsidian://" can
  // run a command of another plugin, "file://" opens anything on the disk.
  screen('app-link', re(/(?<![\w+.-])(?!https?:\/\/)[A-Za-z][A-Za-z0-9+.-]*:\/\//i)),
  screen('shell-command', re(SHELL_COMMANDS)),
  screen('backticked-command', re(/`(?:\$\s*)?(?:npm|pnpm|yarn|npx|git|sudo|rm|curl|wget|docker|kubectl|pip|python3?|node|bash|sh|zsh|ssh|scp|make|brew|apt(?:-get)?|chmod|mv|cp|cd)\b[^`]*`/)),
  screen('instruction', re(INJECTION)),
];

/**
 * Why the text must wait for a person (empty when it need not). `snippets` are
 * the source spans: instruction-shaped sources hold a candidate even when the
 * extractor paraphrased the instruction away. Text a model wrote (`fromModel`)
 * must also be grounded in those spans, read with their notes' dates and the
 * names the request gave (`grounding`).
 */
export function screenCandidate(text: string, snippets: readonly string[] = [], opts: { fromModel?: boolean; grounding?: GroundingContext } = {}): ScreenReason[] {
  const reasons: ScreenReason[] = [];
  for (const rule of SCREEN_RULES) if (rule.apply(text)) reasons.push(rule.reason);
  // Sources too: an extractor may paraphrase an instruction into harmless-looking
  // words ("prefers that you obey this page"); where it came from still shows.
  const fromSource = (reason: ScreenReason): void => {
    if (!reasons.includes(reason)) reasons.push(reason);
  };
  for (const snippet of snippets) {
    if (INJECTION.test(snippet)) fromSource('source-instruction');
    if (SHELL_COMMANDS.test(snippet)) fromSource('source-shell-command');
  }
  if (opts.fromModel === true) {
    const spans = [...snippets.map((t, i) => ({ text: t, date: opts.grounding?.noteDates?.[i] })), ...(opts.grounding?.shown ?? []).map((t) => ({ text: t }))];
    if (groundingProblem(text, spans, opts.grounding?.names) !== null) reasons.push('ungrounded');
  }
  return reasons;
}
