/**
 * Holds: why a candidate waits for a person, as data.
 *
 * Two different things hold a candidate. The review screen holds it for its
 * words (a backticked command, HTML, an internal path, an instruction): only a
 * person reading them may let it through. The approval policy holds it for its
 * tier (identity and skills always wait; tier 2 when the setting says so): a
 * person may lift those in bulk once the gates pass. Bulk approval decides
 * from the kind of hold, never from the words of a message.
 */
import type { Settings } from '../ports/settings';
import type { Tier } from '../ports/types';
import { POLICY_REASON_TEXT, recheckTier } from './gates';
import { SCREEN_REASON_TEXT, screenCandidate } from './review-screen';
import type { Candidate, Hold, PolicyReason, ScreenReason } from './candidate';

/** The hold for a scored candidate: the screen first, then the approval policy; none below tier 1. */
export function holdFor(tier: Tier, screen: ScreenReason[], policy: PolicyReason | null): Hold | null {
  if (tier === 0) return null;
  if (screen.length > 0) return { by: 'screen', reasons: screen };
  return policy === null ? null : { by: 'policy', reasons: [policy] };
}

/** The sentence a person reads for a hold. */
export function holdText(hold: Hold): string {
  if (hold.by === 'screen') return `Held for review: ${hold.reasons.map((r) => SCREEN_REASON_TEXT[r]).join(', ')}`;
  return hold.reasons.map((r) => POLICY_REASON_TEXT[r]).join('; ');
}

export type BulkVerdict =
  | { take: true }
  | { take: false; why: 'screen' | 'untrusted' | 'gate' | 'below-tier-1' };

/** Why bulk approval left a candidate, in words. */
export const BULK_LEFT_TEXT: Readonly<Record<Exclude<BulkVerdict, { take: true }>['why'], string>> = {
  screen: 'held by the review screen',
  untrusted: 'part of its evidence is untrusted',
  gate: 'its evidence does not carry its tier',
  'below-tier-1': 'below tier 1',
};

/**
 * May "approve all pending that pass the gates" take this candidate? Only when
 * nothing but the approval policy holds it: the screen is run again on its
 * text and sources (a stored hold could be older than the rules, or edited),
 * its evidence is trusted, and its tier is re-checked from that evidence.
 */
export function bulkApprovable(c: Candidate, settings: Settings): BulkVerdict {
  if (c.hold?.by === 'screen') return { take: false, why: 'screen' };
  if (screenCandidate(c.text, c.sources.map((s) => s.snippet)).length > 0) return { take: false, why: 'screen' };
  if (c.derivedFromUntrusted || c.sources.some((s) => s.untrusted)) return { take: false, why: 'untrusted' };
  if (c.tier < 1) return { take: false, why: 'below-tier-1' };
  if (!recheckTier(c, settings).ok) return { take: false, why: 'gate' };
  return { take: true };
}
