/**
 * TierGate: which tier a candidate has earned, and why it missed the others,
 * in words a person can check. The same function runs at ranking time and
 * again in code before any write (`recheckTier`): a tier is never taken from a
 * model or from a stored candidate without being recomputed from its evidence.
 *
 * Tier 3 (identity and skills) is for what describes the person or how they
 * work — preferences, facts about themselves, procedures. Decisions, project
 * states, todos and ordinary facts top out at tier 2 (topic notes): they are
 * about a subject, not about who the person is.
 */
import type { Settings } from '../ports/settings';
import type { Tier } from '../ports/types';
import { IDENTITY_LIKE } from '../extract/offline-extractor';
import { supportKey } from './merge';
import { confidenceOf, recurrenceSignal } from './ranking';
import type { TrustRole } from '../extract/spans';
import type { CandidateKind } from '../extract/raw-candidate';
import type { Candidate, PolicyReason } from './candidate';

type GateSettings = Pick<Settings, 'tier1Threshold' | 'tier2Threshold' | 'tier3Threshold' | 'tier3MinRecurrence' | 'approveTier2'>;

type Tier3Destination = 'identity' | 'skill';

/** Where a tier-3 candidate would live, or null when its kind never goes to tier 3. */
export function tier3Destination(c: Pick<Candidate, 'kind' | 'text'>): Tier3Destination | null {
  if (c.kind === 'procedure') return 'skill';
  if (c.kind === 'preference') return 'identity';
  if (c.kind === 'fact' && IDENTITY_LIKE.test(c.text.trim())) return 'identity';
  return null;
}

export interface GateInput {
  kind: CandidateKind;
  text: string;
  confidence: number;
  recurrence: number;
  derivedFromUntrusted: boolean;
  /** distinct days the line's subject was written about, when it has or earns a note (extract/subjects.ts) */
  subjectDays?: number;
  /** the line's confidence with its subject's days as its recurrence (rank/build-candidates.ts); default `confidence` */
  topicConfidence?: number;
}

interface GateVerdict {
  tier: Tier;
  /** one line per gate: met or missed, and why */
  reasons: string[];
  /** null, or why the approval policy holds the candidate */
  approval: PolicyReason | null;
}

/** The words a person reads for each approval-policy hold. */
export const POLICY_REASON_TEXT: Readonly<Record<PolicyReason, string>> = {
  'tier-3': 'tier 3 (identity and skills) always waits for approval',
  'tier-2-setting': 'tier 2 waits for approval (approval policy setting)',
};

const pct = (x: number): string => x.toFixed(2);

export function gate(c: GateInput, settings: GateSettings): GateVerdict {
  const reasons: string[] = [];
  const t1 = c.confidence >= settings.tier1Threshold;
  // Every topic-note line passes the tier-2 gate on its confidence.
  // A subject's recurrence reaches it through the confidence (its
  // recurrence signal counts the subject's days, rank/build-candidates.ts), never by a
  // way around the gate.
  const t2c = Math.max(c.confidence, c.topicConfidence ?? c.confidence);
  const t2 = t1 && t2c >= settings.tier2Threshold;
  reasons.push(
    t1
      ? `Tier 1 (daily digest) met: confidence ${pct(c.confidence)} ≥ ${pct(settings.tier1Threshold)}`
      : `Tier 1 (daily digest) missed: confidence ${pct(c.confidence)} is below ${pct(settings.tier1Threshold)}`,
  );
  reasons.push(
    t2
      ? `Tier 2 (topic note) met: confidence ${pct(t2c)} ≥ ${pct(settings.tier2Threshold)}${t2c > c.confidence ? ` (its subject was written about on ${c.subjectDays ?? 0} days)` : ''}`
      : `Tier 2 (topic note) missed: confidence ${pct(t2c)} is below ${pct(settings.tier2Threshold)}`,
  );

  const misses: string[] = [];
  const destination = tier3Destination(c);
  if (destination === null) misses.push(`a ${c.kind.replace('_', ' ')} is not about who the person is or how they work`);
  if (c.confidence < settings.tier3Threshold) misses.push(`confidence ${pct(c.confidence)} is below ${pct(settings.tier3Threshold)}`);
  if (c.recurrence < settings.tier3MinRecurrence) {
    misses.push(`seen on ${c.recurrence} day(s)/session(s), needs ${settings.tier3MinRecurrence}`);
  }
  if (c.derivedFromUntrusted) misses.push('part of its evidence comes from an untrusted source (clipping, web quote or tool output)');
  const t3 = misses.length === 0;
  reasons.push(
    t3
      ? `Tier 3 (${destination ?? 'identity'}) met: confidence ${pct(c.confidence)} ≥ ${pct(settings.tier3Threshold)}, ${c.recurrence} days/sessions, trusted sources only`
      : `Tier 3 (identity/skill) missed: ${misses.join('; ')}`,
  );

  const tier: Tier = t3 ? 3 : t2 ? 2 : t1 ? 1 : 0;
  let approval: PolicyReason | null = null;
  if (tier === 3) approval = 'tier-3';
  else if (tier === 2 && settings.approveTier2) approval = 'tier-2-setting';
  return { tier, reasons, approval };
}

const UNTRUSTED_ROLES: ReadonlySet<TrustRole> = new Set(['tool_result', 'clipping', 'web_quote']);

interface Recheck {
  /** the highest tier the evidence allows */
  allowed: Tier;
  /** false when the candidate claims a tier above `allowed` */
  ok: boolean;
  reasons: string[];
}

/**
 * Re-verify a candidate's tier from its evidence, for the write phase. Trust
 * and recurrence are recomputed from `sources` (plus the prior support the
 * novelty check counted, `priorSupport`), never read from the flags: a flag
 * can only make the answer stricter.
 */
export function recheckTier(candidate: Candidate, settings: GateSettings): Recheck {
  const untrusted =
    candidate.derivedFromUntrusted || candidate.sources.some((s) => s.untrusted || UNTRUSTED_ROLES.has(s.role));
  const keys = new Set(candidate.sources.map((s) => supportKey(s)));
  for (const k of candidate.priorSupport ?? []) keys.add(k);
  const recurrence = Math.min(keys.size, candidate.recurrence);
  // The recurrence signal may count the subject's days, never more days than the evidence shows.
  const subjectDays = new Set(candidate.subjectSupport ?? []).size;
  const signal = Math.min(candidate.signals.recurrence, recurrenceSignal(Math.max(keys.size, subjectDays)));
  const confidence = Math.min(candidate.confidence, confidenceOf({ ...candidate.signals, recurrence: signal }));
  const verdict = gate(
    { kind: candidate.kind, text: candidate.text, confidence, recurrence, derivedFromUntrusted: untrusted, subjectDays: new Set(candidate.subjectSupport ?? []).size },
    settings,
  );
  const ok = candidate.tier <= verdict.tier && candidate.sources.length > 0;
  const reasons = [...verdict.reasons];
  if (candidate.sources.length === 0) reasons.push('no source span supports it');
  if (!ok) reasons.unshift(`claimed tier ${candidate.tier}, evidence allows tier ${verdict.tier}`);
  return { allowed: candidate.sources.length === 0 ? 0 : verdict.tier, ok, reasons };
}
