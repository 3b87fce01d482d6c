/**
 * What the Pending panel shows per candidate: the queue entry, and the change
 * approving it would make, computed by the same planner a run uses, so the
 * diff shown is the diff approval writes.
 */
import { holdText } from '../rank/hold';
import { SCREEN_REASON_TEXT } from '../rank/review-screen';
import { plainWords } from '../formats/plain-words';
import type { Settings } from '../ports/settings';
import { errorText } from '../lib/errors';
import { WEIGHTS } from '../rank/ranking';
import type { Tier } from '../ports/types';
import { planNoteWrites, type NotePorts } from '../consolidate/plan-writes';
import type { PendingView } from './pending-queue';
import type { Candidate, Signals } from '../rank/candidate';

/** A candidate waiting in the queue, with what approving it would write. */
export interface PendingCard {
  candidate: Candidate;
  /** where approval would write */
  target: string;
  tier: Tier;
  /** weight of each signal in the confidence sum */
  weights: Signals;
  /** why it waits (review screen hold, tier 3 policy, …) */
  reason: string;
  receipt: PendingReceiptState;
  /** target text now (null = the note does not exist yet) and after approval */
  before: string | null;
  after: string;
  queuedAt: number;
  /** why approval would not write it as things stand (a source changed, …); shown instead of a diff */
  problem?: string;
  /**
   * Set when the review screen held its words or part of its evidence is
   * text the person did not write: why, in plain words. Such a card has no
   * one-click approval and is never part of a bulk approval.
   */
  held?: string;
}

type PendingReceiptState =
  | { state: 'none' }
  | { state: 'valid'; expiresAt: number }
  /** a receipt past its 30 days: the approval must be given again */
  | { state: 'expired'; expiredAt: number };

/** `topicReads`: topic notes already read in this refresh (see planNoteWrites). */
export async function pendingCard(ports: NotePorts, settings: Settings, v: PendingView, topicReads?: Map<string, string>): Promise<PendingCard> {
  const c = v.candidate;
  let target = `${settings.topicsFolder}/${c.topic}.md`;
  let before: string | null = null;
  let after = '';
  let problem: string | undefined;
  try {
    const plan = await planNoteWrites(ports, settings, [c], { approvedIds: new Set([c.id]), ...(topicReads ? { topicReads } : {}) });
    const rank = (t: unknown): number => (typeof t === 'number' ? t : -1);
    const w = [...plan.writes].sort((a, b) => rank(b.tier) - rank(a.tier))[0];
    if (w) {
      target = w.target;
      before = w.expected;
      after = w.content;
    } else {
      problem = plan.dropped[0]?.text ?? 'Approving it would change no note as things stand (the notes may already say it).';
    }
  } catch (e) {
    problem = `The change it would make could not be computed: ${errorText(e)}.`;
  }
  const held = heldFor(c);
  let receipt: PendingReceiptState = { state: 'none' };
  if (v.receipt && v.state === 'approved') receipt = { state: 'valid', expiresAt: Date.parse(`${v.receipt.expiresOn}T23:59:59Z`) };
  if (v.receipt && v.state === 'expired') receipt = { state: 'expired', expiredAt: Date.parse(`${v.receipt.expiresOn}T23:59:59Z`) };
  return {
    candidate: c,
    target,
    tier: c.tier,
    weights: { ...WEIGHTS },
    reason: c.hold ? plainWords(holdText(c.hold)) : c.tier === 3 ? 'Identity and skill notes wait for your approval.' : 'Waiting for your approval.',
    receipt,
    before,
    after: after || (before ?? ''),
    queuedAt: Date.parse(`${v.addedOn}T00:00:00Z`),
    ...(problem ? { problem } : {}),
    ...(held !== null ? { held } : {}),
  };
}

/**
 * Why approving this candidate needs a second, explicit step, in plain words;
 * null when reading its card is enough. The review screen held its words (an
 * instruction to an assistant, a command, HTML…), or part of it comes from
 * text the person did not write: once in a note, it is read at the start of
 * every future session.
 */
function heldFor(c: Candidate): string | null {
  const why: string[] = [];
  if (c.hold?.by === 'screen') for (const r of c.hold.reasons) why.push(SCREEN_REASON_TEXT[r].startsWith('its ') ? SCREEN_REASON_TEXT[r] : `its text ${SCREEN_REASON_TEXT[r]}`);
  if (c.derivedFromUntrusted || c.sources.some((s) => s.untrusted)) why.push('part of it comes from text you did not write (a clipping, a web page or a tool’s output)');
  if (why.length === 0) return null;
  return `Held because ${why.join('; ')}. Read it and its sources before approving: a note is read at the start of every future session.`;
}
