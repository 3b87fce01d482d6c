/**
 * Every rule in the one rule shape, from every phase that keeps one: the
 * extractor's (extract/rules/registry.ts, with the formats' rules it reads)
 * and the rank phase's supersession rules and review screen. The table test runs each one's
 * examples (test/rules/rules.test.ts) and docs/rules.md is written from this
 * list (`npm run rules:doc`).
 */
import type { ListedRule } from '../lib/rule';
import { RULES } from '../extract/rules/registry';
import { SCREEN_RULES } from './review-screen';
import { SUPERSESSION_RULES } from './supersession';

export const ALL_RULES: readonly ListedRule[] = [...RULES, ...SUPERSESSION_RULES, ...SCREEN_RULES];
