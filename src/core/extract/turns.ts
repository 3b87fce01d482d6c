/**
 * Conversation turns copied into notes: `- **Gina**: text (photo: …) ^d3-5`.
 *
 * A turn keeps its speaker through every later step (sentence splitting,
 * picking the gist), because whose words a sentence is decides what it may
 * count as: only the vault owner's own words are their "remember this" or
 * their preference; the other person's words are facts about that person.
 *
 * Markup that a note shows nothing with — the trailing block id (the citation
 * carries it as a link instead) and a `(photo: …)` caption a chat export adds
 * — is stripped from the text here, once, so no later step can copy it into
 * a memory note.
 */

/** `**Gina**:` or `__Gina__:` at the start of a (list-marker-free) line. */
import { rx } from '../lib/rx';

const TURN = /^\s*(?:\*\*|__)([^*_\n]{1,60}?)(?:\*\*|__)\s*:\s*/;
/** `^d3-5` at the end of a line: Obsidian's block id. */
const BLOCK_ID = /\s+\^([A-Za-z0-9][A-Za-z0-9-]*)\s*$/;
/** `(photo: a dog on a beach)`, `[image: …]`: a caption of something shared, not a statement. */
const CAPTION = /\s*[([](?:photo|image|picture|img|video|attachment|sticker|gif)s?\s*:[^)\]]*[)\]]/gi;

interface Turn {
  /** as written in the label, trimmed */
  speaker: string;
  /** the text after the label, without block id and captions */
  text: string;
}

/** The trailing block id of a line or block, without its caret; null when there is none. */
export function blockIdOf(text: string): string | null {
  const last = text.replace(/\s+$/, '').split('\n').pop() ?? '';
  const m = BLOCK_ID.exec(last);
  return m ? m[1]! : null;
}

/** Text as a note should show it: no trailing block id, no photo caption. */
export function withoutMarkup(text: string): string {
  return text.replace(BLOCK_ID, '').replace(CAPTION, '').replace(/[ \t]{2,}/g, ' ').trim();
}

/** The turn a unit of text is, or null for an ordinary line (the owner's own). */
export function parseTurn(text: string): Turn | null {
  const m = TURN.exec(text);
  if (!m) return null;
  const speaker = m[1]!.trim();
  if (speaker === '') return null;
  return { speaker, text: withoutMarkup(text.slice(m[0].length)) };
}

function fold(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(rx.gu`[^\p{L}\p{N}]+`, ' ').trim();
}

/**
 * True when the speaker is the vault's owner: one of their names or aliases,
 * compared without case or punctuation; a full name matches its first name
 * ("Sam Lee" is "Sam"). "Me" and "I" always are.
 */
export function isOwner(speaker: string | null, owner: readonly string[]): boolean {
  if (speaker === null) return true;
  const s = fold(speaker);
  if (s === 'me' || s === 'i' || s === 'myself') return true;
  for (const name of owner) {
    const n = fold(name);
    if (n === '') continue;
    if (s === n || s.split(' ')[0] === n || n.split(' ')[0] === s) return true;
  }
  return false;
}
