/**
 * Every rule in the one rule shape (lib/rule.ts), by id: the table test runs
 * each one's examples (test/rules/rules.test.ts) and docs/rules.md is written
 * from this list (`npm run rules:doc`). A rule written in that shape is named
 * here, wherever its phase keeps it.
 */
import type { ListedRule } from '../../lib/rule';
import { ARCHIVE_SECTION_RULE, CURRENT_SECTION_RULE, PEOPLE_SECTION_RULE, PLACES_SECTION_RULE, TOPICS_SECTION_RULE } from '../../formats/index-sections';
import { STATUS_ABOUT_RULE, STATUS_WORD_RULE } from './status-words';

export const RULES: readonly ListedRule[] = [
  STATUS_WORD_RULE, STATUS_ABOUT_RULE,
  PEOPLE_SECTION_RULE, ARCHIVE_SECTION_RULE, CURRENT_SECTION_RULE, PLACES_SECTION_RULE, TOPICS_SECTION_RULE,
];
