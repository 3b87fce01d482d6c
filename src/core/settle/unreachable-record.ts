/**
 * The unreachable topics a dream found, kept in the state folder so the
 * Unreachable panel reads one small file instead of running Sense over every
 * note each time it opens (157 vault calls on the 20-note example vault).
 * Written at the end of each dream that wrote something; a quiet run leaves
 * the list as it was, since the index and the frontier did not move.
 */
import * as z from 'zod/mini';
import { onFirstUse } from '../lib/zod-locale';
import type { Clock } from '../ports/clock';
import type { Settings } from '../ports/settings';
import type { VaultPort } from '../ports/vault';
import { readStateFile, writeStateFile } from '../state/state-file';
import { unreachableFile } from '../state/state-paths';
import { redactSecrets } from '../secrets/scan';
import type { UnreachableTopic } from '../sense/unreachable';

/** The record's schema, built on first use (`onFirstUse`: zod builds parsers as schemas are made). */
function buildSchemas() {
  const recordSchema = z.object({
    version: z.literal(1),
    runId: z.string(),
    recordedAt: z.number(),
    topics: z.array(z.object({ path: z.string(), mtime: z.number(), excerpt: z.string() })),
  });
  return { recordSchema };
}
const schemas = onFirstUse(buildSchemas);
type Schemas = ReturnType<typeof buildSchemas>;

type UnreachableRecord = z.infer<Schemas['recordSchema']>;

function unreachablePath(opts: Pick<Settings, 'stateFolder'>): string {
  return unreachableFile(opts);
}

export async function recordUnreachable(vault: VaultPort, clock: Clock, opts: Pick<Settings, 'stateFolder'>, runId: string, topics: readonly UnreachableTopic[]): Promise<void> {
  const record: UnreachableRecord = {
    version: 1,
    runId,
    recordedAt: clock.now(),
    // An excerpt is the first line of a note the person may have written: no secret leaves it for .dreams/.
    topics: topics.map((t) => ({ path: t.path, mtime: t.mtime, excerpt: redactSecrets(t.excerpt).text })),
  };
  await writeStateFile(vault, unreachablePath(opts), record);
}

/**
 * The newest dream's list; null when no dream has recorded one, or when the
 * file is unreadable (the panel then says no dream has looked yet, and the
 * next dream writes it afresh: it holds nothing a person made).
 */
export async function readUnreachable(vault: VaultPort, opts: Pick<Settings, 'stateFolder'>): Promise<UnreachableRecord | null> {
  const r = await readStateFile(vault, unreachablePath(opts), schemas().recordSchema).catch(() => null);
  return r?.status === 'ok' ? r.value : null;
}
