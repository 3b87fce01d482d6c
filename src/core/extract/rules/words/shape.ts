/**
 * The status words of one language: the same keys in every file of this
 * folder, so a language is added by writing its file and naming it in
 * status-words.ts. A word is matched whole and in any case, with its accents
 * as written; several words are a phrase. The endings of an inflected word
 * follow its stem in brackets: `termin(é|ée)` is terminé and terminée,
 * `repris(e)?` is repris and reprise.
 */
export interface StatusWords {
  /** the subject is finished with for good: closed, shut down, sold and settled */
  closed: readonly string[];
  /** put away as a record: archived */
  archived: readonly string[];
  /** the work is finished: done, finished, shipped */
  done: readonly string[];
  /** stopped for a while: paused, on hold */
  paused: readonly string[];
  /** taken up again after a pause or an ending */
  resumed: readonly string[];
  /** moved home or place */
  moved: readonly string[];
  /** called something else from now on */
  renamed: readonly string[];
  /** called off before it happened or ended */
  cancelled: readonly string[];
  /** put off to a later date: still live, not stopped */
  postponed: readonly string[];
  /** waiting on someone or something else */
  waiting: readonly string[];
  /** words right before a status word that take it back: "not done", "nearly finished" */
  negators: readonly string[];
  /** phrases holding a status word that say nothing of a state: "I've done weight training", "closed-minded" */
  notStates: readonly string[];
}
