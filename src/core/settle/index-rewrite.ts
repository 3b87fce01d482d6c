/**
 * A model may propose a rewritten MEMORY.md. It is data, not an instruction:
 * the proposal is accepted only when it passes these checks, otherwise the
 * deterministic curation stands and the reason is reported. (OpenClaw accepts
 * a consolidation rewrite on the same terms: enough prior entries kept, every
 * promoted source reference present, inside the budget, expected structure.)
 *
 * Asking is here too (`requestIndexRewrite`): one call through the configured
 * provider, inside the run's call and token budget, the index redacted before
 * it leaves when the settings say so.
 */
import { SCREEN_REASON_TEXT, SCREEN_RULES } from '../rank/review-screen';
import { normalizeLine } from '../consolidate/notes';
import { countChars } from '../lib/text';
import { findSecrets, redactSecrets } from '../secrets/scan';
import type { Settings } from '../ports/settings';
import type { ModelPorts } from '../extract/model/model-ports';
import { INDEX_REWRITE_JSON_SCHEMA, INDEX_REWRITE_SYSTEM_PROMPT, buildIndexRewriteMessage, parseIndexRewriteAnswer, type IndexEntryNote } from '../extract/model/index-rewrite-prompt';
import { estimateTokens, ModelCallError, type ModelRequest } from '../extract/model/provider';
import { createProvider } from '../extract/model/providers';
import type { ReportMessage, TokenUsage } from '../ports/types';
import { findWikiLinks, targetKey, wikilink } from '../formats/wikilink';
import { entryPath, pluginEntryOf } from '../formats/index-entry';
import { indexSections, isIndexStatus, leavesFenceOpen, sectionNames } from '../formats/index-sections';
import { append } from '../lib/arrays';
import { afterFrontmatter, frontmatterHead, stripBom } from '../formats/frontmatter-block';
import { rx } from '../lib/rx';

interface RewriteCheck {
  ok: boolean;
  reasons: string[];
}

export interface RewriteRules {
  /**
   * What every promoted entry must still be reachable by: link targets (vault
   * paths, with or without ".md") or literal source references
   * ("Journal/2026-11-02.md#L14-L16"). Each must appear in the proposal.
   */
  requiredRefs: readonly string[];
  budgetChars: number;
  /** share of the prior entries the proposal must keep; default 0.75 */
  minKeptFraction?: number;
  /**
   * Link targets the proposal may use besides those already in the prior
   * index and `requiredRefs` (the memory notes). When given, any other wiki
   * link, Markdown link or URL is refused.
   */
  allowedLinks?: readonly string[];
  /** every line of the prior index that is not in the plugin's entry format must survive verbatim */
  keepPersonLines?: boolean;
  /**
   * Text whose lines are trusted already (the deterministic curation): a line
   * of the proposal found neither here nor in the prior index is new, and is
   * screened for instruction-shaped text.
   */
  knownText?: string;
  /**
   * Only the plugin's own entries may move or be restated:
   * every other line, heading or section the person keeps must come from the
   * prior index or the built-in curation, word for word. Set by Settle.
   */
  onlyPluginEntries?: boolean;
  /** The text of each memory note by vault path, so a restated entry summary can be checked against what its note holds. */
  noteTexts?: ReadonlyMap<string, string>;
}

const ITEM = /^\s*(?:[-*+]|\d+[.)])\s+\S/;
// The plugin's own index lines (formats/index-entry.ts) are the only ones a
// rewrite may reword or move.
/** Same words as index-curation's RULES_LIKE: a project under such a heading reads as a standing rule. */
const RULES_HEADING = /\b(rules?|constraints?|conventions?|principles?|instructions?|polic(?:y|ies)|guidelines?|always|never)\b/i;

/** A note's frontmatter block as written (LF, no BOM), or '' when it has none; settle/settle-step.ts keeps it through its rewrite. */
export function frontOf(text: string): string {
  return frontmatterHead(stripBom(text).replace(/\r\n/g, '\n'));
}

function linksOf(line: string): string[] {
  return findWikiLinks(line).map((f) => f.link.target).filter((t) => t !== '').map(targetKey);
}

function bodyLines(text: string): string[] {
  return afterFrontmatter(stripBom(text).replace(/\r\n/g, '\n')).split('\n');
}

/** Every place a line can send a reader: wiki links and embeds, Markdown links, bare URLs. */
function destinations(text: string): string[] {
  const out: string[] = [];
  for (const { link } of findWikiLinks(text)) out.push(`wiki:${targetKey(link.target)}`);
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)/g)) out.push(`url:${m[1]!.toLowerCase()}`);
  for (const m of text.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/[^\s)\]>]+/gi)) out.push(`url:${m[0].toLowerCase()}`);
  return out;
}

function entries(text: string): string[] {
  return text.replace(/\r\n/g, '\n').split('\n').filter((l) => ITEM.test(l));
}

function mentions(text: string, ref: string): boolean {
  const lower = text.toLowerCase();
  const r = ref.toLowerCase();
  const bare = r.replace(/\.md(#.*)?$/, '');
  // Obsidian resolves a link by note name too: the person's own "[[seedling]]" reaches Memory/Topics/seedling.md.
  const name = bare.slice(bare.lastIndexOf('/') + 1);
  const linked = new Set(findWikiLinks(text).map((f) => targetKey(f.link.target)));
  return lower.includes(r) || linked.has(targetKey(bare)) || (!r.includes('#') && linked.has(targetKey(name)));
}

export function validateIndexRewrite(prior: string, proposed: string, rules: RewriteRules): RewriteCheck {
  const reasons: string[] = [];
  if (proposed.trim() === '') return { ok: false, reasons: ['the proposal is empty'] };

  const before = entries(prior);
  if (before.length > 0) {
    const after = entries(proposed);
    const afterKeys = new Set(after.map(normalizeLine));
    const afterLinks = new Set(after.flatMap(linksOf));
    const kept = before.filter((l) => {
      if (afterKeys.has(normalizeLine(l))) return true;
      const links = linksOf(l);
      return links.length > 0 && links.every((t) => afterLinks.has(t));
    }).length;
    const min = rules.minKeptFraction ?? 0.75;
    if (kept / before.length < min) {
      reasons.push(`it keeps ${kept} of ${before.length} prior entries (needs ${Math.ceil(min * 100)} %)`);
    }
  }
  const missing = rules.requiredRefs.filter((r) => !mentions(proposed, r));
  if (missing.length > 0) reasons.push(`it drops the reference${missing.length === 1 ? '' : 's'} ${missing.join(', ')}`);

  const chars = countChars(proposed);
  if (chars > rules.budgetChars) reasons.push(`it is ${chars} characters, over the ${rules.budgetChars} budget`);

  if (frontOf(prior) !== frontOf(proposed)) reasons.push('it changes the frontmatter');
  const lines = proposed.replace(/\r\n/g, '\n').split('\n');
  if (leavesFenceOpen(lines)) reasons.push('it leaves a code block open');
  const sections = indexSections(lines).filter((s) => s.start >= 0);
  const heads = sections.map((s) => s.name.trim().toLowerCase());
  if (heads.length === 0 && before.length > 0) reasons.push('it has no “## ” sections');
  const dupes = heads.filter((h, i) => heads.indexOf(h) !== i);
  if (dupes.length > 0) reasons.push(`it repeats the section${dupes.length === 1 ? '' : 's'} “${[...new Set(dupes)].join('”, “')}”`);
  // Entries must sit under a named section, never loose above the first one
  // (unless the person already keeps some there).
  const firstH2 = sections[0]?.start ?? -1;
  const priorLines = prior.replace(/\r\n/g, '\n').split('\n');
  const priorFirst = indexSections(priorLines).find((s) => s.start >= 0)?.start ?? -1;
  const priorLoose = priorLines.slice(0, priorFirst < 0 ? priorLines.length : priorFirst).filter((l) => ITEM.test(l)).length;
  const loose = lines.slice(0, firstH2 < 0 ? lines.length : firstH2).filter((l) => ITEM.test(l)).length;
  if (loose > priorLoose) reasons.push('it puts entries above the first section');
  append(reasons, safetyReasons(prior, proposed, rules));
  if (rules.onlyPluginEntries === true) append(reasons, personWordsReasons(prior, proposed, rules));
  return { ok: reasons.length === 0, reasons };
}

/** A line quoted in a reason: redacted before it is cut, so half a key cannot slip past the guard. */
function clip(line: string): string {
  const chars = Array.from(redactSecrets(line.trim()).text);
  return chars.length > 60 ? chars.slice(0, 59).join('') + '…' : chars.join('');
}

/**
 * What a model answer must never do to the index, whatever else it gets right:
 * write down a secret, plant an instruction that every later session would read,
 * point at something outside the memory notes, or drop a line the person wrote.
 */
function safetyReasons(prior: string, proposed: string, rules: RewriteRules): string[] {
  const reasons: string[] = [];
  const secrets = findSecrets(proposed);
  if (secrets.length > 0) {
    // The kind only: the reason goes into the report, and the value must not.
    reasons.push(`it contains a sensitive value (${[...new Set(secrets.map((h) => h.kind))].join(', ')})`);
  }

  const known = new Set([...bodyLines(prior), ...bodyLines(rules.knownText ?? '')].map((l) => l.trim()));
  const screened = new Set<string>();
  for (const line of bodyLines(proposed)) {
    if (line.trim() === '' || known.has(line.trim())) continue;
    for (const rule of SCREEN_RULES) {
      if (!rule.apply(line) || screened.has(rule.reason)) continue;
      screened.add(rule.reason);
      reasons.push(`it adds a line that ${SCREEN_REASON_TEXT[rule.reason]} (“${clip(line)}”)`);
    }
  }

  if (rules.allowedLinks !== undefined) {
    const allowed = new Set([
      ...destinations(prior),
      ...rules.allowedLinks.map((l) => `wiki:${targetKey(l)}`),
      ...rules.requiredRefs.map((r) => `wiki:${targetKey(r.replace(/#.*$/, ''))}`),
    ]);
    const foreign = [...new Set(destinations(proposed).filter((d) => !allowed.has(d)))];
    if (foreign.length > 0) {
      const shown = foreign.slice(0, 3).map((d) => redactSecrets((d.startsWith('wiki:') ? wikilink(d.slice('wiki:'.length)) : d.replace(/^url:/, ''))).text);
      reasons.push(`it links to ${shown.join(', ')}${foreign.length > 3 ? ` and ${foreign.length - 3} more` : ''}, outside the memory notes`);
    }
  }

  // Moving a project under "## Standing rules" turns a status line into a rule
  // that every later session obeys; the built-in curation moves them out.
  const underRules = (text: string): Set<string> => {
    const out = new Set<string>();
    const lines = bodyLines(text);
    for (const s of indexSections(lines)) {
      if (s.start < 0 || !RULES_HEADING.test(s.name)) continue;
      for (const l of lines.slice(s.start + 1, s.end)) if (pluginEntryOf(l) !== null) out.add(`${s.name}\u0000${l.trim()}`);
    }
    return out;
  };
  const wasUnderRules = new Set([...underRules(prior), ...underRules(rules.knownText ?? '')]);
  const movedUnder = [...underRules(proposed)].filter((k) => !wasUnderRules.has(k));
  if (movedUnder.length > 0) {
    const heading = movedUnder[0]!.split('\u0000')[0]!.replace(/^##\s+/, '').trim();
    reasons.push(`it puts ${movedUnder.length === 1 ? 'a project' : `${movedUnder.length} projects`} under “${heading}”, where ${movedUnder.length === 1 ? 'it' : 'they'} would read as a standing rule`);
  }

  if (rules.keepPersonLines === true) {
    const after = new Set(bodyLines(proposed).map((l) => l.trimEnd()));
    const lost = bodyLines(prior).filter((l) => l.trim() !== '' && pluginEntryOf(l) === null && !isIndexStatus(l) && !after.has(l.trimEnd()));
    if (lost.length > 0) {
      reasons.push(`it drops or changes ${lost.length === 1 ? 'a line' : `${lost.length} lines`} you wrote (“${clip(lost[0]!)}”)`);
    }
  }
  return reasons;
}

/** Sections whose lines say who the person is: nothing a model writes may change them. */
const IDENTITY_HEADING = /\b(about me|about myself|identity|who i am|myself|profile|bio(?:graphy)?|personal)\b/i;
/** A heading a rewrite may add: a few plain words, like a domain. */
const PLAIN_HEADING = rx.u`^[\p{L}\p{N}][\p{L}\p{N} &'\u2019,-]{0,39}$`;
const H2_LINE = /^##\s+(.+?)\s*#*\s*$/;

interface PlacedLine {
  /** the `## ` section's name in lower case, '' above the first */
  section: string;
  line: string;
}

function placed(text: string): PlacedLine[] {
  const lines = bodyLines(text);
  const out: PlacedLine[] = [];
  for (const s of indexSections(lines)) {
    const name = s.start < 0 ? '' : s.name.trim().toLowerCase();
    for (let i = Math.max(s.start, 0); i < s.end; i++) out.push({ section: name, line: lines[i]! });
  }
  return out;
}

/** Content words of a text, lower case, to tell a restated summary from a new one. */
function wordsOf(text: string): string[] {
  return Array.from(text.toLowerCase().matchAll(rx.gu`[\p{L}\p{N}]+`), (m) => m[0]).filter((w) => w.length >= 3);
}

/**
 * What only the person may write. A rewrite may reorder and
 * regroup the plugin's own entries and restate them from what their notes
 * hold; it may add a section heading of plain words. Every other line must be
 * a line the prior index or the built-in curation already has; nothing may
 * change inside the person's identity sections, no plugin entry may move into
 * a section the person keeps, and nothing may be hidden in a comment.
 */
function personWordsReasons(prior: string, proposed: string, rules: RewriteRules): string[] {
  const reasons: string[] = [];
  const sources = [placed(prior), placed(rules.knownText ?? '')];
  const knownLines = new Set(sources.flat().map((p) => p.line.trim()).filter((l) => l !== ''));
  const knownHeads = new Set(sources.flat().filter((p) => H2_LINE.test(p.line)).map((p) => p.section));
  // Sections the person keeps lines in: the plugin's entries may stay where
  // the curation put them, never move in.
  const personSections = new Set<string>();
  const entrySections = new Map<string, Set<string>>();
  const knownEntries = new Map<string, string[]>();
  for (const p of sources.flat()) {
    const l = p.line.trim();
    if (l === '' || H2_LINE.test(l) || isIndexStatus(l)) continue;
    const e = pluginEntryOf(l);
    if (e === null) {
      if (p.section !== '') personSections.add(p.section);
      continue;
    }
    const key = targetKey(e.target);
    entrySections.set(key, (entrySections.get(key) ?? new Set()).add(p.section));
    knownEntries.set(key, [...(knownEntries.get(key) ?? []), l]);
  }

  const after = placed(proposed);
  const added: string[] = [];
  let hidden = false;
  for (const p of after) {
    const l = p.line.trim();
    if (l === '') continue;
    if (/%%|<!--|-->/.test(l) && !knownLines.has(l)) {
      hidden = true;
      continue;
    }
    const head = H2_LINE.exec(l);
    if (head) {
      const name = head[1]!.trim();
      if (knownHeads.has(name.toLowerCase())) continue;
      if (!PLAIN_HEADING.test(name) || IDENTITY_HEADING.test(name) || RULES_HEADING.test(name) || /\bpeople\b/i.test(name)) {
        reasons.push(`it adds the section “${clip(name)}”, which only you may add`);
      }
      continue;
    }
    const e = pluginEntryOf(l);
    if (e === null) {
      if (!knownLines.has(l)) added.push(l);
      continue;
    }
    const key = targetKey(e.target);
    const was = entrySections.get(key);
    if ((personSections.has(p.section) || IDENTITY_HEADING.test(p.section)) && !(was?.has(p.section) ?? false)) {
      reasons.push(`it moves the entry “${clip(e.title)}” under “${clip(p.section)}”, a section you keep`);
    }
    if (knownLines.has(l)) continue;
    const before = knownEntries.get(key) ?? [];
    const note = rules.noteTexts?.get(entryPath(e)) ?? rules.noteTexts?.get(e.target) ?? '';
    const grounds = new Set(wordsOf([...before, note].join('\n')));
    const stray = wordsOf(`${e.title} ${e.state}`).filter((w) => !grounds.has(w));
    if (before.length === 0 || stray.length > 0) {
      reasons.push(`it rewrites the entry “${clip(e.title)}” with words its note does not hold${stray.length > 0 ? ` (“${clip(stray.slice(0, 4).join(' '))}”)` : ''}`);
    }
  }
  if (hidden) reasons.push('it hides text in a comment (%% or <!-- -->)');
  if (added.length > 0) {
    reasons.push(`it adds or changes ${added.length === 1 ? 'a line that is not an entry' : `${added.length} lines that are not entries`} (“${clip(added[0]!)}”); only you write those`);
  }

  // Nothing inside an identity section changes, not even its order.
  const linesOf = (list: PlacedLine[], section: string) => list.filter((p) => p.section === section && p.line.trim() !== '' && !H2_LINE.test(p.line)).map((p) => p.line.trim()).join('\n');
  const identity = new Set([...sources.flat(), ...after].map((p) => p.section).filter((s) => s !== '' && IDENTITY_HEADING.test(s)));
  for (const s of identity) {
    const now = linesOf(after, s);
    if (!sources.some((src) => linesOf(src, s) === now)) reasons.push(`it changes the section “${clip(s)}”, which holds who you are`);
  }
  return reasons;
}

interface AcceptedIndex {
  text: string;
  from: 'model' | 'deterministic';
  messages: ReportMessage[];
}

/**
 * Take the model's rewrite if it validates, else the deterministic curation.
 * `proposed` null = no model rewrite was asked for (nothing to report).
 */
export function acceptIndexRewrite(prior: string, proposed: string | null, deterministic: string, rules: RewriteRules, path = 'MEMORY.md'): AcceptedIndex {
  if (proposed === null) return { text: deterministic, from: 'deterministic', messages: [] };
  const check = validateIndexRewrite(prior, proposed, rules);
  if (check.ok) return { text: proposed, from: 'model', messages: [{ level: 'info', path, text: 'The model’s rewrite of the index passed every check and was used.' }] };
  return {
    text: deterministic,
    from: 'deterministic',
    messages: [{ level: 'warn', path, text: `The model’s rewrite of the index was not used: ${check.reasons.join('; ')}. The built-in curation was used instead.` }],
  };
}

// ---------------------------------------------------------------- asking the model

interface IndexRewriteRequest {
  /** the index body the built-in curation produced, without frontmatter */
  body: string;
  budgetChars: number;
  /** model use of the run so far, counted against its budget */
  used: TokenUsage;
  /** model calls already ended for this run (Plan.modelStopped): no request is made */
  stopped?: string;
  /** the plugin's entries, each with its note's status and summary */
  entries?: readonly IndexEntryNote[];
}

interface IndexRewriteReply {
  /** false: no model is configured, or the run is offline; nothing to report */
  asked: boolean;
  /** the proposed body (no frontmatter), or null when there is none to check */
  body: string | null;
  /** this request's calls and tokens, to add to the run's totals */
  tokens: TokenUsage;
  /** why there is no proposal, and what was redacted before sending */
  messages: ReportMessage[];
  /** this call failed in a way every further call would repeat: end model use for the run */
  stopped?: string;
}

/** Completion room for an index of `budgetChars`: about four characters a token, plus the JSON around it. */
export function completionAllowance(budgetChars: number): number {
  return Math.min(16_384, Math.max(1_024, Math.ceil(budgetChars / 3) + 256));
}

/**
 * Ask the configured model once for a tidier index. One call, no retry: the
 * built-in curation is always there to fall back on, and a night's budget is
 * better spent on reading the notes. Every failure is a value with a reason.
 */
export async function requestIndexRewrite(ports: ModelPorts, s: Settings, req: IndexRewriteRequest, path: string): Promise<IndexRewriteReply> {
  const tokens: TokenUsage = { calls: 0, promptTokens: 0, completionTokens: 0 };
  const messages: ReportMessage[] = [];
  const notUsed = (why: string, level: ReportMessage['level'] = 'warn'): IndexRewriteReply => ({
    asked: true,
    body: null,
    tokens,
    messages: [...messages, { level, path, text: `The model was not used to tidy the index: ${why}. The built-in curation was used instead.` }],
  });

  const choice = createProvider(ports, s);
  if (choice.provider === null) return { asked: false, body: null, tokens, messages: [] };
  if (ports.signal?.aborted) return notUsed('the run was cancelled', 'info');
  if (req.stopped !== undefined) return notUsed(`model calls ended earlier in this run (${req.stopped})`, 'info');

  const message = buildIndexRewriteMessage({ body: req.body, budgetChars: req.budgetChars, sections: sectionNames(req.body), ...(req.entries ? { entries: req.entries } : {}) }, s.redactBeforeSend);
  const request: ModelRequest = {
    system: INDEX_REWRITE_SYSTEM_PROMPT,
    user: message.text,
    jsonSchema: INDEX_REWRITE_JSON_SCHEMA,
    maxTokens: completionAllowance(req.budgetChars),
  };
  if (req.used.calls >= s.maxModelCallsPerRun) {
    return notUsed(`the run already made its budget of ${s.maxModelCallsPerRun} model calls`, 'info');
  }
  const spent = req.used.promptTokens + req.used.completionTokens;
  const next = estimateTokens(request.system + request.user) + request.maxTokens;
  if (spent + next > s.maxTokensPerRun) {
    return notUsed(`the call (about ${next} tokens) would take the run past its budget of ${s.maxTokensPerRun} tokens (${spent} used)`, 'info');
  }

  if (message.redactions > 0) {
    messages.push({ level: 'info', path, text: `${message.redactions} sensitive value(s) (${message.redactedKinds.join(', ')}) in the index were replaced before it was sent to the model.` });
  }
  ports.onProgress?.({ phase: 'settle', detail: 'Asking the model to tidy the index' });
  tokens.calls = 1;
  let answer: string;
  try {
    const response = await choice.provider.complete(request);
    tokens.promptTokens = response.promptTokens;
    tokens.completionTokens = response.completionTokens;
    answer = response.text;
  } catch (e) {
    // The call counts against the budget (the request went out); tokens only when a server reports them.
    const why = e instanceof ModelCallError ? e.message : `the call failed unexpectedly (${e instanceof Error ? e.message : String(e)})`;
    const fatal = !(e instanceof ModelCallError) || e.failure === 'fatal';
    return { ...notUsed(why), ...(fatal ? { stopped: why } : {}) };
  }
  const parsed = parseIndexRewriteAnswer(answer);
  if (!parsed.ok) return notUsed(`its answer could not be read (${parsed.error})`);
  return { asked: true, body: parsed.body, tokens, messages };
}

