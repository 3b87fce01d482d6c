/**
 * The lifecycle words: where a project or piece of work stands, as the model
 * answers it, a candidate carries it, a topic note's status and the index say
 * it. The one owner of the list and of which words close or stop a topic
 * (test/structure/format-owners.test.ts keeps it so).
 */

export const LIFECYCLES = ['active', 'waiting', 'done', 'archived', 'closed', 'paused'] as const;
export type Lifecycle = (typeof LIFECYCLES)[number];

/** The live ones, in the order the index's status line counts them. */
export const LIVE_LIFECYCLES: readonly Lifecycle[] = ['active', 'waiting', 'paused'];

/** done, closed, archived: the work is over. */
export function isClosedLifecycle(l: Lifecycle | null | undefined): boolean {
  return l === 'done' || l === 'closed' || l === 'archived';
}

/** closed, paused, archived: a statement that stops a topic (a finished todo does not stop its project). */
export function stopsTopic(l: Lifecycle | null | undefined): boolean {
  return l === 'closed' || l === 'paused' || l === 'archived';
}

/** The lifecycle a note's `status:` value names, when it is one the index files by (else active). */
export function lifecycleOfStatus(status: string): Lifecycle {
  return status === 'archived' || status === 'done' || status === 'closed' || status === 'paused' ? status : 'active';
}

/** The word a topic note's status line says for where the topic stands now (topic-status.ts). */
export function topicStatusWord(state: 'active' | 'paused' | 'archived'): string {
  return state === 'archived' ? 'closed' : state === 'paused' ? 'paused' : 'active again';
}
