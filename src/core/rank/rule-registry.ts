/**
 * Every rule in the one rule shape with its words (each rule module's
 * sibling `*.examples.ts`), from every phase that keeps one: the
 * extractor's (extract/rules/registry.ts, with the formats' rules it reads)
 * and the rank phase's supersession rules and review screen. The table test runs each one's
 * examples (test/rules/rules.test.ts) and docs/rules.md is written from this
 * list (`npm run rules:doc`).
 */
import { documented, type ListedRule } from '../lib/rule';
import { RULES } from '../extract/rules/registry';
import { SCREEN_RULES } from './review-screen';
import { SCREEN_DOCS } from './review-screen.examples';
import { SUPERSESSION_RULES } from './supersession';
import { SUPERSESSION_DOCS } from './supersession.examples';

export const ALL_RULES: readonly ListedRule[] = [
  ...RULES,
  ...SUPERSESSION_RULES.map((r) => documented(r, SUPERSESSION_DOCS)),
  ...SCREEN_RULES.map((r) => documented(r, SCREEN_DOCS)),
];
