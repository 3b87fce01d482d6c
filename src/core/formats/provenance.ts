/**
 * Provenance frontmatter: where a note's content came from, in a shape every
 * later run (and the code re-check of the gates) can read mechanically.
 *
 * Key order is fixed by design.md so two runs over the same input write the
 * same bytes, and a person comparing notes finds each key where they expect it.
 */
import { containsSecret, redactSecrets } from '../secrets/scan';
import { minOf } from '../lib/arrays';

/** What provenance reads of a candidate's source (extract/spans.ts SourceRef). */
interface SourceRef {
  date: string;
  session: string;
  untrusted: boolean;
}

/** What provenance reads of a candidate (rank/candidate.ts): its sources, strength and trust. */
interface Candidate {
  sources: readonly SourceRef[];
  confidence: number;
  recurrence: number;
  derivedFromUntrusted: boolean;
}

type NoteType = 'note' | 'daily' | 'moc' | 'skill' | 'identity' | 'reflection';
/** `paused`: the person paused it; sticky like `archived` until they reopen it. */
type NoteStatus = 'active' | 'incubating' | 'paused' | 'archived';

interface ProvenanceInput {
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
 * A digest is a pointer page: its empty tag list and an
 * "active" status say nothing; its id is its file name and `updated` its one
 * date of writing; a day recurs once; a clean digest says so by not carrying the
 * untrusted flag (written, raise-only, the day any of its lines is untrusted).
 * Across a year of days these keys were a fifth of what the memory held.
 */
const DIGEST_OPTIONAL_KEYS: readonly string[] = ['id', 'updated', 'tags', 'status', 'recurrence', 'derived_from_untrusted'];

/** What an absent optional key of a digest means to the gates. */
const DIGEST_DEFAULTS = { recurrence: 1, untrusted: false } as const;

function isDigest(data: Record<string, unknown>): boolean {
  return data.type === 'daily';
}

/**
 * Whether an optional digest key says something: a raised (or unreadable)
 * untrusted flag, a recurrence above one, a write on a day after `created`.
 * Tags, status and id never do.
 */
function digestKeySays(key: string, value: unknown, created: unknown): boolean {
  if (key === 'derived_from_untrusted') return value !== false;
  if (key === 'recurrence') return value !== DIGEST_DEFAULTS.recurrence;
  if (key === 'updated') return value !== String(created);
  return false;
}

/** A digest's provenance without the keys that say nothing. */
export function leanDigest(data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const k of DIGEST_OPTIONAL_KEYS) if (!digestKeySays(k, out[k], out.created)) delete out[k];
  return out;
}

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

/** The note is one a dream created: its frontmatter says `origin: dream`. */
export function isDreamOrigin(data: Record<string, unknown>): boolean {
  return typeof data.origin === 'string' && data.origin.trim().toLowerCase() === 'dream';
}

function hasKey(o: Record<string, unknown>, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * A person's note that an earlier version stamped with the flat provenance
 * keys keeps them (updated in place) rather than gaining a second record.
 */
function flatStamped(data: Record<string, unknown>): boolean {
  return hasKey(data, 'source_sessions') && hasKey(data, 'confidence');
}

/**
 * Where a note keeps its provenance: the flat keys of design.md on a note a
 * dream created (or one stamped flat before), else the one `dreamed:` key on a
 * note the person wrote.
 */
export function keepsDreamedKey(data: Record<string, unknown>): boolean {
  return !isDreamOrigin(data) && !flatStamped(data);
}

/** The keys of the `dreamed:` record on a person-written note, in order. */
const DREAMED_KEYS = ['updated', 'sources', 'confidence', 'recurrence', 'untrusted'] as const;

function stringsOf(value: unknown): { strings: string[]; others: unknown[] } {
  if (typeof value === 'string') return { strings: [value], others: [] };
  if (!Array.isArray(value)) return { strings: [], others: [] };
  const list = value as unknown[];
  return { strings: list.filter((v): v is string => typeof v === 'string'), others: list.filter((v) => typeof v !== 'string') };
}

/**
 * Merge this run's provenance into a note's existing frontmatter.
 *
 * A note a person wrote (no `origin: dream`) gets one key, `dreamed:`, holding
 * what the gates and the next run need (updated, sources, confidence,
 * recurrence, untrusted); every key of theirs stays as it is. Ten provenance
 * keys in a person's header would make their note read as ours, and the
 * origin says who authored the note, which a dream adding lines does not change.
 *
 * On a note a dream created (and one an earlier version stamped flat):
 * - `id`, `type`, `created`, `origin` describe where the note came from: kept
 *   as they are; missing ones are filled.
 * - `updated` = today; `source_sessions` = old entries first, then new, unique.
 * - `derived_from_untrusted` only ever rises: a rewrite must never launder
 *   untrusted content into trusted history.
 * - `confidence` / `recurrence` = the merged candidate's values.
 * - every other key, and the order of all existing keys, is the person's.
 */
export function mergeProvenance(existing: Record<string, unknown>, update: ProvenanceUpdate, today: string): Record<string, unknown> {
  const fresh = newProvenance({ ...update, today });
  if (keepsDreamedKey(existing)) return { ...existing, dreamed: mergeDreamed(existing, fresh, update) };
  // A flat-stamped note without origin is still the person's: not stamped origin: dream.
  const personWritten = !isDreamOrigin(existing);
  const digest = isDigest(existing) && !personWritten;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(existing)) {
    switch (key) {
      case 'updated':
        out[key] = today;
        break;
      case 'source_sessions': {
        // Non-string entries a person put in the list are kept, not dropped.
        const old = stringsOf(value);
        out[key] = [...unique([...old.strings, ...update.sources]), ...old.others];
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
  for (const key of PROVENANCE_KEYS) {
    if (hasKey(out, key)) continue;
    if (key === 'origin' && personWritten) continue;
    // A lean digest stays lean; a raised flag, a second day's recurrence or a later day's write is still written.
    if (digest && DIGEST_OPTIONAL_KEYS.includes(key) && !digestKeySays(key, fresh[key], existing.created)) continue;
    out[key] = fresh[key];
  }
  return out;
}

function mergeDreamed(existing: Record<string, unknown>, fresh: Record<string, unknown>, update: ProvenanceUpdate): Record<string, unknown> {
  const old = isRecord(existing.dreamed) ? existing.dreamed : {};
  const sources = stringsOf(old.sources);
  // Raise-only, from either record: a flag the person or an earlier version left counts.
  const untrusted = update.untrusted || (hasKey(old, 'untrusted') && wasUntrusted(old.untrusted)) || (hasKey(existing, 'derived_from_untrusted') && wasUntrusted(existing.derived_from_untrusted));
  const out: Record<string, unknown> = {
    updated: fresh.updated,
    sources: [...unique([...sources.strings, ...update.sources]), ...sources.others],
    confidence: fresh.confidence,
    recurrence: fresh.recurrence,
    untrusted,
  };
  // Anything else in the record (a domain, a key someone added) is kept, after ours.
  for (const [k, v] of Object.entries(old)) if (!hasKey(out, k)) out[k] = v;
  return out;
}

/** What the gates read from a note's frontmatter, wherever the note keeps it. */
interface ProvenanceFacts {
  confidence: unknown;
  recurrence: unknown;
  untrusted: unknown;
  /** the keys a written note must carry and does not */
  missing: string[];
}

export function provenanceFacts(data: Record<string, unknown>, action: 'create' | 'update' = 'update'): ProvenanceFacts {
  if (keepsDreamedKey(data) && isRecord(data.dreamed)) {
    const d = data.dreamed;
    return {
      confidence: d.confidence,
      recurrence: d.recurrence,
      untrusted: d.untrusted,
      missing: DREAMED_KEYS.filter((k) => !hasKey(d, k)).map((k) => `dreamed.${k}`),
    };
  }
  // `origin` is required only where a dream created the note; a digest leaves out the keys that say nothing.
  const digest = isDigest(data);
  const missing = PROVENANCE_KEYS.filter((k) => !hasKey(data, k) && !(k === 'origin' && action === 'update') && !(digest && DIGEST_OPTIONAL_KEYS.includes(k)));
  const absent = (k: string): boolean => digest && !hasKey(data, k);
  return {
    confidence: data.confidence,
    recurrence: absent('recurrence') ? DIGEST_DEFAULTS.recurrence : data.recurrence,
    untrusted: absent('derived_from_untrusted') ? DIGEST_DEFAULTS.untrusted : data.derived_from_untrusted,
    missing,
  };
}

/**
 * The domain a topic note is grouped under in the index: the person's own
 * `domain:` key, else the one a dream recorded.
 */
export function noteDomain(data: Record<string, unknown>): string | null {
  const own = data.domain;
  if (typeof own === 'string' && own.trim() !== '') return own.trim();
  const dreamed = isRecord(data.dreamed) ? data.dreamed.domain : undefined;
  return typeof dreamed === 'string' && dreamed.trim() !== '' ? dreamed.trim() : null;
}

/** Record a domain where the note keeps its provenance; a person's own value wins. */
export function withDomain(data: Record<string, unknown>, domain: string): Record<string, unknown> {
  if (hasKey(data, 'domain')) return data;
  if (isRecord(data.dreamed) && keepsDreamedKey(data)) {
    if (!hasKey(data.dreamed, 'domain')) data.dreamed = { ...data.dreamed, domain };
    return data;
  }
  data.domain = domain;
  return data;
}

/** The session entries for `source_sessions`, in first-seen order; a secret in a file's name is cut out. */
export function sessionsOf(sources: readonly SourceRef[]): string[] {
  return unique(sources.map((s) => (containsSecret(s.session) ? redactSecrets(s.session).text : s.session)));
}

/**
 * Provenance values for a note written from several candidates. A note is only
 * as strong as its weakest line, so confidence and recurrence are the minimum:
 * the code re-check of a tier gate on the frontmatter then holds for every line.
 * Untrusted is the OR: one untrusted line taints the note. Sources are listed
 * by date.
 */
function aggregate(cands: readonly Candidate[]): { sources: string[]; confidence: number; recurrence: number; untrusted: boolean } {
  // In date order, so a person reading the list reads it as a timeline (an
  // existing note keeps its old entries first; these are appended after them).
  const byDate = cands.flatMap((c) => c.sources).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.session < b.session ? -1 : a.session > b.session ? 1 : 0));
  const sources = sessionsOf(byDate);
  const confidence = cands.length === 0 ? 0 : minOf(cands.map((c) => c.confidence));
  const recurrence = cands.length === 0 ? 0 : minOf(cands.map((c) => c.recurrence));
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
