/**
 * What memory already holds, as one run reads it (rank/existing-memory.ts
 * loads it): the memory notes with their lines and support, the topics that
 * are archived or paused, and the subjects the person's notes name. The
 * extractors, ranking and the write phase all read it.
 */
import type { ReportMessage } from '../ports/types';
import type { SubjectRegistry } from './subject-registry';

export type MemoryTier = 1 | 2 | 3;

export interface MemoryLine {
  /** 1-based line in the file */
  line: number;
  text: string;
  tokens: Set<string>;
  /** support keys ("day:…", "session:…") from the line's source references */
  support: string[];
  /** the `## ` heading the line sits under (a digest's subject), if any */
  heading?: string;
}

export interface MemoryNote {
  path: string;
  /** kebab-case: file name without `.md`, or the skill folder for `SKILL.md` */
  topic: string;
  tier: MemoryTier;
  data: Record<string, unknown>;
  /** `status` from the frontmatter, lowercased; null when absent */
  status: string | null;
  /** frontmatter says some of it came from untrusted text */
  untrusted: boolean;
  lines: MemoryLine[];
  /** `##` heading texts of the body, in order (a digest's subjects) */
  headings?: string[];
  /** the body's H1, when it has one */
  title?: string;
}

export interface ArchivedTopic {
  /** where the archive state was read */
  where: string;
  state: 'archived' | 'closed' | 'paused';
}

export interface ExistingMemory {
  notes: MemoryNote[];
  /** topic → why it is not active */
  archived: Map<string, ArchivedTopic>;
  messages: ReportMessage[];
  /** the subjects the person's notes and index name (sense/subject-registry.ts) */
  registry?: SubjectRegistry;
  /**
   * a model's observations the gates left out on earlier nights
   * (state/held-out.ts): shown to the model under HELD_OUT, never written
   * to a note from here
   */
  heldOut?: MemoryLine[];
}

/**
 * Where a request's EXISTING MEMORY lists the held-out observations, in place
 * of a note's path: what the model reads, and how an id it gives back is
 * known to name no note.
 */
export const HELD_OUT = 'not in a note: seen before, below the daily-digest bar';
