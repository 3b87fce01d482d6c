/**
 * The slug a topic goes by on disk (`Memory/Topics/<slug>.md`, the skill
 * folder, the candidate's topic). One rule, so a link written to a topic's
 * name finds the note made for it: `[[Bob's bike]]`, topic "Bob’s Bike" and
 * the file `bobs-bike.md` all meet at `bobs-bike`.
 *
 * NFKC (full-width letters and ligatures fold to plain ones), lowercase,
 * apostrophes dropped (a possessive is one word), every other run of
 * non-letters and non-digits one hyphen, at most 64 characters (code points,
 * never half a surrogate pair). Letters of any script are kept.
 */
import { rx } from '../lib/rx';

export const SLUG_MAX = 64;

/** The slug of `name`; empty when it has no letter or digit. */
export function slugify(name: string): string {
  const s = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(rx.gu`[^\p{L}\p{N}]+`, '-')
    .replace(/^-+|-+$/g, '');
  return Array.from(s).slice(0, SLUG_MAX).join('').replace(/-+$/, '');
}

/** Names Windows refuses for a file whatever its extension (a synced vault may be opened there). */
const RESERVED_NAMES = /^(?:con|prn|aux|nul|com\d|lpt\d)$/;

/** The slug for a file or folder name: at least one character, never a reserved device name. */
export function noteSlug(name: string): string {
  const slug = slugify(name) || 'misc';
  return RESERVED_NAMES.test(slug) ? `${slug}-notes` : slug;
}
