/**
 * Explain: why a candidate would or would not be promoted, in full — every
 * signal with its weight and contribution, the score, each gate's verdict,
 * where the evidence sits (path and lines) and whether any of it is untrusted.
 * A person who disagrees with a score should be able to see which number to argue with.
 */
import type { Settings } from '../ports/settings';
import { holdText } from './hold';
import { gate, tier3Destination } from './gates';
import { contributions } from './ranking';
import { similarity } from '../extract/similarity';
import { describeSalience } from '../extract/salience-words';
import type { Candidate } from './candidate';

type ExplainSettings = Pick<Settings, 'tier1Threshold' | 'tier2Threshold' | 'tier3Threshold' | 'tier3MinRecurrence' | 'approveTier2'>;

/** How many matches are explained at most. */
const EXPLAIN_LIMIT = 5;
/** Below this a candidate is not a match for the query (unless it is the id). */
const MIN_MATCH = 0.15;

export function explainCandidates(candidates: readonly Candidate[], query: string, settings: ExplainSettings): string {
  const q = query.trim();
  const byId = candidates.filter((c) => q !== '' && c.id.startsWith(q.toLowerCase()));
  const ranked =
    byId.length > 0
      ? byId.map((c) => ({ c, score: 1 }))
      : candidates
          .map((c) => ({ c, score: Math.max(similarity(q, c.text), similarity(q, c.topic.replace(/-/g, ' '))) }))
          .filter((x) => x.score >= MIN_MATCH || (q !== '' && x.c.text.toLowerCase().includes(q.toLowerCase())))
          .sort((a, b) => b.score - a.score || b.c.confidence - a.c.confidence)
          .slice(0, EXPLAIN_LIMIT);
  if (ranked.length === 0) {
    return `No candidate matches "${q}" (${candidates.length} considered). Try words from the note, or a candidate id.`;
  }
  return ranked.map(({ c }) => explainOne(c, settings)).join('\n\n');
}

function explainOne(c: Candidate, settings: ExplainSettings): string {
  const lines: string[] = [];
  lines.push(`Candidate ${c.id}: "${c.text}"`);
  lines.push(`  kind ${c.kind}, lifecycle ${c.lifecycle}, topic ${c.topic}, domain ${c.domain}, extractor ${c.extractor}`);
  lines.push('  signals (value × weight = contribution):');
  let sum = 0;
  for (const k of contributions(c.signals)) {
    sum += k.contribution;
    lines.push(`    ${k.signal.padEnd(13)} ${k.value.toFixed(2)} × ${k.weight.toFixed(2)} = ${k.contribution.toFixed(3)}`);
  }
  if (c.salience) lines.push(`  salience ${c.salience.score.toFixed(2)} (importance comes from it): ${describeSalience(c.salience)}`);
  lines.push(`  score: ${c.confidence.toFixed(3)}${sum > 1 ? ` (sum ${sum.toFixed(3)} capped at 1)` : ''}`);
  lines.push(`  recurrence: ${c.recurrence} distinct day(s)/session(s)${c.priorSupport?.length ? ` (${c.priorSupport.length} from memory notes)` : ''}`);
  const verdict = gate(
    { kind: c.kind, text: c.text, confidence: c.confidence, recurrence: c.recurrence, derivedFromUntrusted: c.derivedFromUntrusted },
    settings,
  );
  lines.push(`  tier: ${c.tier}${c.tier === 0 ? ' (gated out)' : ''}${tier3Destination(c) ? `; tier 3 would be ${tier3Destination(c)}` : ''}`);
  for (const r of verdict.reasons) lines.push(`    - ${r}`);
  for (const r of c.gateReasons.slice(verdict.reasons.length)) lines.push(`    - ${r}`);
  lines.push(`  untrusted: ${c.derivedFromUntrusted ? 'yes — some evidence comes from a clipping, a web quote or tool output' : 'no'}`);
  lines.push(`  pending: ${c.hold ? holdText(c.hold) : 'no'}`);
  if (c.duplicateOf) lines.push(`  repeats: ${c.duplicateOf}`);
  if (c.secretOmitted) lines.push('  a sensitive value was left out of this candidate');
  lines.push('  sources:');
  for (const s of c.sources) {
    const range = s.startLine === s.endLine ? `L${s.startLine}` : `L${s.startLine}-L${s.endLine}`;
    lines.push(`    - ${s.path}#${range} (${s.date}, ${s.role}${s.untrusted ? ', untrusted' : ''})`);
  }
  return lines.join('\n');
}
