/**
 * The gate re-check: after the tier notes are written, read each one back from
 * disk and check, in code, that what is there is allowed to be there.
 *
 * Why again, when the plan already applied the gates: the plan's content comes
 * from several hands (the extractor, the note merge, sometimes a model), and a
 * rule enforced only where content is produced is a rule one bug away from
 * being skipped. Checking the artifact on disk catches whatever got through,
 * whatever the reason. A note that fails is reverted (its backup restored, or
 * the file the run created removed) and listed as reverted in the report.
 */
import type { Clock } from '../ports/clock';
import type { VaultPort } from '../ports/vault';
import type { YamlPort } from '../ports/yaml';
import { parseNote } from '../formats/frontmatter';
import { containsSecret } from '../secrets/scan';
import { sha256 } from '../lib/digest';
import type { ReportMessage } from '../ports/types';
import type { Settings } from '../ports/settings';
import { normalizedTarget, tierOfPath } from '../ports/allow-list';
import { provenanceFacts } from '../formats/provenance';
import { restoreWrite } from '../state/backup';
import { errorText } from '../state/lock';
import { saveManifest, type ManifestWrite } from '../state/manifest';
import { hardStop, type Transaction } from '../state/transaction';
import { append } from '../lib/arrays';
import type { Candidate } from '../rank/candidate';
import type { Plan } from './plan';

/** What the re-check asks of the pending queue (review/pending-queue.ts): a candidate it keeps, and whether a person approved it. */
interface PendingQueue {
  candidate(id: string): Candidate | null;
  isApproved(candidate: Pick<Candidate, 'id' | 'text'>, now?: number): boolean;
}

export interface GateFacts {
  /** frontmatter of the note as on disk */
  data: Record<string, unknown>;
  /** a frontmatter parse error, if any */
  error?: string;
  /** frontmatter of the version before this run, when the run updated a note */
  before?: Record<string, unknown> | null;
  /** for tiers that need approval: did every candidate in the write have a valid receipt */
  approved: boolean;
}

/**
 * Every reason a note in a tier-`tier` folder may not stand, empty when it
 * passes. Pure, so the rules read as a table in the tests.
 */
export function tierGateViolations(settings: Settings, tier: 1 | 2 | 3, facts: GateFacts): string[] {
  const out: string[] = [];
  if (facts.error) return [`its frontmatter could not be read (${facts.error})`];
  // A person's note keeps these under its one `dreamed:` key (provenance.ts).
  const { confidence, recurrence, untrusted } = provenanceFacts(facts.data);
  if (typeof confidence !== 'number') out.push('confidence is missing');
  if (typeof recurrence !== 'number') out.push('recurrence is missing');
  if (typeof untrusted !== 'boolean') out.push('derived_from_untrusted is missing');
  const threshold = tier === 1 ? settings.tier1Threshold : tier === 2 ? settings.tier2Threshold : settings.tier3Threshold;
  // Every note of a tier meets that tier's gate, a topic note about a
  // recurring subject too (no way around the tier-2 gate;
  // the subject's days reach the confidence through its recurrence signal).
  if (typeof confidence === 'number' && confidence < threshold) {
    out.push(`confidence ${confidence} is below the tier ${tier} gate ${threshold}`);
  }
  if (tier === 3) {
    if (typeof recurrence === 'number' && recurrence < settings.tier3MinRecurrence) {
      out.push(`recurrence ${recurrence} is below ${settings.tier3MinRecurrence}`);
    }
    if (untrusted === true) out.push('it is derived from untrusted text');
  }
  // Trust only ever goes down: a rewrite that clears the flag would launder
  // web or tool text into the person's own history.
  const before = facts.before ? provenanceFacts(facts.before) : null;
  if ((before?.untrusted === true || facts.before?.derived_from_untrusted === true) && untrusted !== true) {
    out.push('derived_from_untrusted was lowered from true');
  }
  if ((tier === 3 || (tier === 2 && settings.approveTier2)) && !facts.approved) {
    out.push('no valid approval receipt covers its candidates');
  }
  return out;
}

interface RecheckResult {
  reverted: string[];
  messages: ReportMessage[];
}

function findCandidate(plan: Plan, queue: PendingQueue | null, id: string): Candidate | null {
  return plan.candidates.find((c) => c.id === id) ?? plan.pending.find((c) => c.id === id) ?? queue?.candidate(id) ?? null;
}

function approvalOf(clock: Clock, plan: Plan, queue: PendingQueue | null, path: string): boolean {
  if (!queue) return false;
  const write = plan.writes.find((w) => normalizedTarget(w.target) === path);
  if (!write || write.candidateIds.length === 0) return false;
  const now = clock.now();
  return write.candidateIds.every((id) => {
    const c = findCandidate(plan, queue, id);
    // The receipt may have been given for the edited text the queue keeps.
    const stored = queue.candidate(id);
    return (c !== null && queue.isApproved(c, now)) || (stored !== null && queue.isApproved(stored, now));
  });
}

/**
 * Re-checks every tier note this run wrote (and the secret guard on each) and
 * reverts the ones that fail. Reverted writes stay in the manifest, marked, so
 * undo and recovery know there is nothing of theirs left to undo.
 */
export async function recheckWrites(
  vault: VaultPort,
  clock: Clock,
  yaml: YamlPort,
  settings: Settings,
  tx: Transaction,
  plan: Plan,
  queue: PendingQueue | null,
): Promise<RecheckResult> {
  const result: RecheckResult = { reverted: [], messages: [] };
  for (const entry of tx.manifest.written) {
    if (entry.reverted !== undefined) continue;
    const tier = tierOfPath(settings, entry.path);
    let text: string | null;
    try {
      text = (await vault.exists(entry.path)) ? await vault.readText(entry.path) : null;
    } catch (e) {
      result.messages.push({ level: 'warn', path: entry.path, text: `Could not re-read ${entry.path} to check it (${errorText(e)}).` });
      continue;
    }
    if (text === null || sha256(text) !== entry.sha256After) {
      result.messages.push({ level: 'warn', path: entry.path, text: `${entry.path} changed right after the run wrote it; it was not re-checked and is left as it is.` });
      continue;
    }
    const reasons: string[] = [];
    if (containsSecret(text)) reasons.push('it contains a secret (API key, token or password)');
    if (tier !== null) {
      const parsed = parseNote(yaml, text);
      let before: Record<string, unknown> | null = null;
      if (entry.backup !== null) {
        try {
          before = parseNote(yaml, await vault.readText(entry.backup)).data;
        } catch {
          before = null;
        }
      }
      const needsApproval = tier === 3 || (tier === 2 && settings.approveTier2);
      append(
        reasons,
        tierGateViolations(settings, tier, {
          data: parsed.data,
          error: parsed.error,
          before,
          approved: needsApproval ? approvalOf(clock, plan, queue, entry.path) : true,
        }),
      );
    }
    if (reasons.length === 0) continue;
    await revert(vault, settings, tx, entry, reasons, result);
    if (tx.stopped) break;
  }
  return result;
}

async function revert(vault: VaultPort, settings: Settings, tx: Transaction, entry: ManifestWrite, reasons: string[], result: RecheckResult): Promise<void> {
  const why = reasons.join('; ');
  try {
    // No copy of the failing version is kept: it may hold the very secret
    // that caused the revert, and it is this run's own output anyway.
    const outcome = await restoreWrite(vault, settings, entry, { stamp: tx.stamp, variant: tx.runId, keepCopy: false });
    if (outcome.kind === 'left-alone') {
      result.messages.push({ level: 'error', path: entry.path, text: `${entry.path} fails the gate (${why}) but could not be reverted: ${outcome.reason}.` });
      return;
    }
  } catch (e) {
    await hardStop(vault, settings, tx, `reverting ${entry.path} failed (${errorText(e)})`);
    return;
  }
  entry.reverted = why;
  result.reverted.push(entry.path);
  result.messages.push({ level: 'warn', path: entry.path, text: `Reverted ${entry.path}: ${why}.` });
  try {
    await saveManifest(vault, settings, tx.manifest);
  } catch (e) {
    await hardStop(vault, settings, tx, `the run record could not be saved (${errorText(e)})`);
  }
}
