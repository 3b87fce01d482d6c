/**
 * The extractor's rules in the one rule shape (lib/rule.ts), with the rules
 * of the formats it reads. A rule written in that shape is named here when it
 * sits in extract/ or below, else in its own phase's list; rank/rule-registry.ts
 * joins them into the one list the table test runs and docs/rules.md shows.
 */
import { documented, type ListedRule } from '../../lib/rule';
import { ARCHIVE_SECTION_RULE, CURRENT_SECTION_RULE, PEOPLE_SECTION_RULE, PLACES_SECTION_RULE, TOPICS_SECTION_RULE } from '../../formats/index-sections';
import { INDEX_SECTION_DOCS } from '../../formats/index-sections.examples';
import { STATUS_ABOUT_RULE, STATUS_OF_SUBJECT_RULE, STATUS_WORD_RULE } from './status-words';
import { STATUS_WORD_DOCS } from './status-words.examples';
import { JOINED_NAMES_RULE } from './joined-names';
import { JOINED_NAMES_DOCS } from './joined-names.examples';

export const RULES: readonly ListedRule[] = [
  ...[STATUS_WORD_RULE, STATUS_ABOUT_RULE, STATUS_OF_SUBJECT_RULE].map((r) => documented(r, STATUS_WORD_DOCS)),
  documented(JOINED_NAMES_RULE, JOINED_NAMES_DOCS),
  ...[PEOPLE_SECTION_RULE, ARCHIVE_SECTION_RULE, CURRENT_SECTION_RULE, PLACES_SECTION_RULE, TOPICS_SECTION_RULE].map((r) => documented(r, INDEX_SECTION_DOCS)),
];
