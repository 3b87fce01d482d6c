/**
 * A model may propose a rewritten MEMORY.md. It is data, not an instruction:
 * the proposal is accepted only when it passes these checks, otherwise the
 * deterministic curation stands and the reason is reported. (OpenClaw accepts
 * a consolidation rewrite on the same terms: enough prior entries kept, every
 * promoted source reference present, inside the budget, expected structure.)
 */
import { countChars, normalizeLine } from '../consolidate/notes';
import type { ReportMessage } from '../types';

export interface RewriteCheck {
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
}

const ITEM = /^\s*(?:[-*+]|\d+[.)])\s+\S/;
const H2 = /^##\s+\S/;

function frontOf(text: string): string {
  const lf = text.replace(/^\ufeff/, '').replace(/\r\n/g, '\n');
  const m = /^---[^\S\n]*\n[\s\S]*?\n---[^\S\n]*(?:\n|$)/.exec(lf);
  return m ? m[0] : '';
}

function linksOf(line: string): string[] {
  return [...line.matchAll(/\[\[([^\]|#]+)/g)].map((m) => m[1]!.replace(/\.md$/, '').toLowerCase());
}

function entries(text: string): string[] {
  return text.replace(/\r\n/g, '\n').split('\n').filter((l) => ITEM.test(l));
}

function mentions(text: string, ref: string): boolean {
  const lower = text.toLowerCase();
  const r = ref.toLowerCase();
  const bare = r.replace(/\.md(#.*)?$/, '');
  return lower.includes(r) || lower.includes(`[[${bare}]]`) || lower.includes(`[[${bare}|`) || lower.includes(`[[${bare}#`);
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
  const fences = lines.filter((l) => /^\s*(```|~~~)/.test(l)).length;
  if (fences % 2 !== 0) reasons.push('it leaves a code block open');
  const heads = lines.filter((l) => H2.test(l)).map((l) => l.replace(/^##\s+/, '').trim().toLowerCase());
  if (heads.length === 0 && before.length > 0) reasons.push('it has no “## ” sections');
  const dupes = heads.filter((h, i) => heads.indexOf(h) !== i);
  if (dupes.length > 0) reasons.push(`it repeats the section${dupes.length === 1 ? '' : 's'} “${[...new Set(dupes)].join('”, “')}”`);
  // Entries must sit under a named section, never loose above the first one
  // (unless the person already keeps some there).
  const firstH2 = lines.findIndex((l) => H2.test(l));
  const priorLines = prior.replace(/\r\n/g, '\n').split('\n');
  const priorFirst = priorLines.findIndex((l) => H2.test(l));
  const priorLoose = priorLines.slice(0, priorFirst < 0 ? priorLines.length : priorFirst).filter((l) => ITEM.test(l)).length;
  const loose = lines.slice(0, firstH2 < 0 ? lines.length : firstH2).filter((l) => ITEM.test(l)).length;
  if (loose > priorLoose) reasons.push('it puts entries above the first section');
  return { ok: reasons.length === 0, reasons };
}

export interface AcceptedIndex {
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
