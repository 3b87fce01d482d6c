import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { ALL_RULES as RULES } from '../../src/core/rank/rule-registry';
import { exampleLocale, SOURCE_STYLES } from '../../src/core/lib/rule';
import { rulesDoc } from '../../scripts/rules-doc-text';
import { STATUS_WORD_DOCS } from '../../src/core/extract/rules/status-words.examples';
import { INDEX_SECTION_DOCS } from '../../src/core/formats/index-sections.examples';
import { SCREEN_DOCS } from '../../src/core/rank/review-screen.examples';
import { SUPERSESSION_DOCS } from '../../src/core/rank/supersession.examples';

// The one table test: every example of every rule in the registry, and the
// shape each rule must have to be there.

test('rule ids are unique and kebab-case', () => {
  const ids = RULES.map((r) => r.id);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  expect(ids.filter((id) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id))).toEqual([]);
});

test('every rule has a description, a why, languages and at least two examples from two source styles or two languages', () => {
  const thin = RULES.filter((r) => {
    const styles = new Set(r.examples.map((e) => e.style));
    const locales = new Set(r.examples.map((e) => exampleLocale(r, e)));
    return r.examples.length < 2 || (styles.size < 2 && locales.size < 2) || r.description.trim() === '' || r.why.trim() === '' || r.locales.length === 0;
  });
  expect(thin.map((r) => r.id)).toEqual([]);
  expect(RULES.flatMap((r) => r.examples.filter((e) => !(SOURCE_STYLES as readonly string[]).includes(e.style)).map((e) => `${r.id}: ${e.style}`))).toEqual([]);
});

test('every entry of the examples modules names a rule of the registry', () => {
  const ids = new Set(RULES.map((r) => r.id));
  const docs = [STATUS_WORD_DOCS, INDEX_SECTION_DOCS, SCREEN_DOCS, SUPERSESSION_DOCS].flatMap((d) => Object.keys(d));
  expect(docs.filter((id) => !ids.has(id))).toEqual([]);
});

test('every example names a language the rule reads', () => {
  const stray = RULES.flatMap((r) => (r.locales.includes('*') ? [] : r.examples.filter((e) => !r.locales.includes(exampleLocale(r, e))).map((e) => `${r.id}: ${exampleLocale(r, e)}`)));
  expect(stray).toEqual([]);
});

describe.each(RULES.map((r) => [r.id, r] as const))('%s', (_id, rule) => {
  test.each(rule.examples.map((e) => [JSON.stringify(e.input), e] as const))('%s', (_input, e) => {
    expect(rule.apply(e.input)).toEqual(e.expected);
  });
});

test('docs/rules.md is what the registry writes (npm run rules:doc)', () => {
  const onDisk = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'rules.md'), 'utf8');
  expect(onDisk).toBe(rulesDoc());
});
