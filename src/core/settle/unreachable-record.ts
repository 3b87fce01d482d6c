/**
 * The unreachable topics a dream found, kept in the state folder so the
 * Unreachable panel reads one small file instead of running Sense over every
 * note each time it opens (157 vault calls on the 20-note example vault).
 * Written at the end of each dream that wrote something; a quiet run leaves
 * the list as it was, since the index and the frontier did not move.
 */
import * as z from '../lib/zod';
import type { EngineContext } from '../context';
import { joinPath } from '../lib/paths';
import { redactSecrets } from '../secrets';
import type { UnreachableTopic } from '../types';

const recordSchema = z.object({
  version: z.literal(1),
  runId: z.string(),
  recordedAt: z.number(),
  topics: z.array(z.object({ path: z.string(), mtime: z.number(), excerpt: z.string() })),
});

export type UnreachableRecord = z.infer<typeof recordSchema>;

export function unreachablePath(ctx: Pick<EngineContext, 'settings'>): string {
  return joinPath(ctx.settings.stateFolder, 'unreachable.json');
}

export async function recordUnreachable(ctx: EngineContext, runId: string, topics: readonly UnreachableTopic[]): Promise<void> {
  const record: UnreachableRecord = {
    version: 1,
    runId,
    recordedAt: ctx.clock.now(),
    // An excerpt is the first line of a note the person may have written: no secret leaves it for .dreams/.
    topics: topics.map((t) => ({ path: t.path, mtime: t.mtime, excerpt: redactSecrets(t.excerpt).text })),
  };
  await ctx.vault.write(unreachablePath(ctx), `${JSON.stringify(record, null, 2)}\n`);
}

/** The newest dream's list; null when no dream has recorded one (or the file is unreadable). */
export async function readUnreachable(ctx: Pick<EngineContext, 'vault' | 'settings'>): Promise<UnreachableRecord | null> {
  const path = unreachablePath(ctx);
  try {
    if (!(await ctx.vault.exists(path))) return null;
    const parsed = recordSchema.safeParse(JSON.parse(await ctx.vault.readText(path)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
