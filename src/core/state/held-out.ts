/**
 * A model's observations the gates left out, kept in the state folder (never
 * in a note) so a later night's request can show them under EXISTING MEMORY,
 * marked as not in a note: when the talk comes back to "that book" a month
 * later, the title the model gave the first time is there to merge with
 * (`same_as`, which then counts its day as evidence) or to supersede. Nothing
 * here is ever written to a note by this path: a line reaches memory only as
 * a new observation that passes the gates itself.
 *
 * Bounded: the newest MAX_LINES, none older than MAX_AGE_DAYS; a line a later
 * observation merged with or superseded leaves the list.
 */
import * as z from 'zod/mini';
import { onFirstUse } from '../lib/zod-locale';
import type { Settings } from '../ports/settings';
import type { VaultPort } from '../ports/vault';
import { readStateFile, writeStateFile } from './state-file';
import { heldOutFile } from './state-paths';
import { redactSecrets } from '../secrets/scan';
import { addDays } from '../lib/dates';

export interface HeldOutLine {
  text: string;
  topic: string;
  /** support keys ("day:…", "session:…") of the spans it cited */
  support: string[];
  /** YYYY-MM-DD of its newest source */
  date: string;
}

const MAX_LINES = 200;
const MAX_AGE_DAYS = 120;

function buildSchemas() {
  const recordSchema = z.object({
    version: z.literal(1),
    lines: z.array(z.object({ text: z.string(), topic: z.string(), support: z.array(z.string()), date: z.string() })),
  });
  return { recordSchema };
}
const schemas = onFirstUse(buildSchemas);

/** The kept lines; none when the file is missing or unreadable (it holds nothing a person made). */
export async function readHeldOut(vault: VaultPort, opts: Pick<Settings, 'stateFolder'>): Promise<HeldOutLine[]> {
  const r = await readStateFile(vault, heldOutFile(opts), schemas().recordSchema).catch(() => null);
  return r?.status === 'ok' ? r.value.lines : [];
}

/**
 * The list after a run: the earlier lines but those `used` (merged with or
 * superseded), then the run's own; the newest MAX_LINES, none older than
 * MAX_AGE_DAYS before `today`.
 */
export function nextHeldOut(earlier: readonly HeldOutLine[], used: ReadonlySet<string>, added: readonly HeldOutLine[], today: string): HeldOutLine[] {
  const oldest = addDays(today, -MAX_AGE_DAYS);
  const byText = new Map<string, HeldOutLine>();
  for (const l of [...earlier.filter((e) => !used.has(e.text)), ...added]) {
    if (l.date < oldest) continue;
    byText.delete(l.text);
    // A secret never reaches the state folder either.
    byText.set(l.text, { ...l, text: redactSecrets(l.text).text });
  }
  return [...byText.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).slice(-MAX_LINES);
}

export async function writeHeldOut(vault: VaultPort, opts: Pick<Settings, 'stateFolder'>, lines: readonly HeldOutLine[]): Promise<void> {
  await writeStateFile(vault, heldOutFile(opts), { version: 1, lines });
}
