/**
 * Provenance frontmatter: where a note's content came from, in a shape every
 * later run (and the code re-check of the gates) can read mechanically.
 *
 * Key order is fixed by design.md so two runs over the same input write the
 * same bytes, and a person comparing notes finds each key where they expect it.
 */
import type { Candidate, SourceRef } from '../types';

export type NoteType = 'note' | 'daily' | 'moc' | 'skill' | 'identity';
/** `paused`: the person paused it; sticky like `archived` until they reopen it. */
export type NoteStatus = 'active' | 'incubating' | 'paused' | 'archived';

export interface ProvenanceInput {
  id: string;
  type: NoteType;
  /** YYYY-MM-DD */
  today: string;
  status: NoteStatus;
  /** `note:<path>` for daily notes, `<harness>:<session>` for transcripts */
  sources: readonly string[];
  confidence: number;
  recurrence: number;
  untrusted: boolean;
}

export const PROVENANCE_KEYS = [
  'id', 'type', 'created', 'updated', 'tags', 'status', 'origin',
  'source_sessions', 'confidence', 'recurrence', 'derived_from_untrusted',
] as const;

/**
 * A digest is a pointer page (issue 8 item 5): its empty tag list and an
 * "active" status say nothing, and across a year of days they were a large
 * part of what the memory held.
 */
export const DIGEST_OPTIONAL_KEYS: readonly string[] = ['tags', 'status'];

function unique(xs: readonly string[]): string[] {
  return Array.from(new Set(xs));
}

/** Two decimals: a score is an estimate, more digits would only add noise to diffs. */
function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export function newProvenance(p: ProvenanceInput): Record<string, unknown> {
  return {
    id: p.id,
    type: p.type,
    created: p.today,
    updated: p.today,
    tags: [],
    status: p.status,
    origin: 'dream',
    source_sessions: unique(p.sources),
    confidence: round2(p.confidence),
    recurrence: p.recurrence,
    derived_from_untrusted: p.untrusted,
  };
}

/** What a write adds to a note that may already carry provenance. */
export type ProvenanceUpdate = ProvenanceInput;

/**
 * Anything but an explicit `false` counts as untrusted: a flag someone typed as
 * "no", a list or a typo must not be read as a clean record and then lowered.
 */
function wasUntrusted(v: unknown): boolean {
  return v !== false;
}

/**
 * Merge this run's provenance into a note's existing frontmatter.
 *
 * - `id`, `type`, `created`, `origin` describe where the note came from: kept
 *   as they are. Missing ones are filled (a note without frontmatter gets
 *   created = today and origin: dream, as if this edit created its record).
 * - `updated` = today; `source_sessions` = old entries first, then new, unique.
 * - `derived_from_untrusted` only ever rises: a rewrite must never launder
 *   untrusted content into trusted history.
 * - `confidence` / `recurrence` = the merged candidate's values.
 * - every other key, and the order of all existing keys, is the person's.
 */
export function mergeProvenance(existing: Record<string, unknown>, update: ProvenanceUpdate, today: string): Record<string, unknown> {
  const fresh = newProvenance({ ...update, today });
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(existing)) {
    switch (key) {
      case 'updated':
        out[key] = today;
        break;
      case 'source_sessions': {
        const old = Array.isArray(value) ? (value as unknown[]).filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];
        // Non-string entries a person put in the list are kept, not dropped.
        const kept: unknown[] = Array.isArray(value) ? (value as unknown[]).filter((v) => typeof v !== 'string') : [];
        out[key] = [...unique([...old, ...update.sources]), ...kept];
        break;
      }
      case 'confidence':
        out[key] = fresh.confidence;
        break;
      case 'recurrence':
        out[key] = fresh.recurrence;
        break;
      case 'derived_from_untrusted':
        out[key] = wasUntrusted(value) || update.untrusted;
        break;
      default:
        out[key] = value;
    }
  }
  // A note the person wrote (it has frontmatter of their own but no origin) is
  // not stamped `origin: dream`: the origin says who authored the note, and a
  // dream adding lines to it does not change that. A note with no frontmatter
  // at all gets the full provenance, origin included.
  const personWritten = Object.keys(existing).length > 0 && !Object.prototype.hasOwnProperty.call(existing, 'origin');
  for (const key of PROVENANCE_KEYS) {
    if (Object.prototype.hasOwnProperty.call(out, key)) continue;
    if (key === 'origin' && personWritten) continue;
    out[key] = fresh[key];
  }
  return out;
}

/** The session entries for `source_sessions`, in first-seen order. */
export function sessionsOf(sources: readonly SourceRef[]): string[] {
  return unique(sources.map((s) => s.session));
}

/**
 * Provenance values for a note written from several candidates. A note is only
 * as strong as its weakest line, so confidence and recurrence are the minimum:
 * the code re-check of a tier gate on the frontmatter then holds for every line.
 * Untrusted is the OR: one untrusted line taints the note.
 */
export function aggregate(cands: readonly Candidate[]): { sources: string[]; confidence: number; recurrence: number; untrusted: boolean } {
  const sources = sessionsOf(cands.flatMap((c) => c.sources));
  const confidence = cands.length === 0 ? 0 : Math.min(...cands.map((c) => c.confidence));
  const recurrence = cands.length === 0 ? 0 : Math.min(...cands.map((c) => c.recurrence));
  const untrusted = cands.some((c) => c.derivedFromUntrusted || c.sources.some((s) => s.untrusted));
  return { sources, confidence, recurrence, untrusted };
}

/** What a renderer decides about its note; the rest of the provenance comes from the candidates. */
export interface NoteIdentity {
  id: string;
  type: NoteType;
  status: NoteStatus;
}

/**
 * Provenance for a note written from these candidates: fresh on a new note
 * (`existing` null), merged into what an existing note carries otherwise.
 */
export function provenanceFor(
  existing: Record<string, unknown> | null,
  note: NoteIdentity,
  cands: readonly Candidate[],
  today: string,
): Record<string, unknown> {
  const update: ProvenanceInput = { ...note, today, ...aggregate(cands) };
  return existing === null ? newProvenance(update) : mergeProvenance(existing, update, today);
}
