/**
 * docs/rules.md, written from the rule registry (src/core/rank/rule-registry.ts):
 * each rule's id, languages, what it decides, why, and its examples as a table.
 * `npm run rules:doc` writes it; test/rules/rules-doc.test.ts fails when the
 * file is not what the registry gives.
 */
import { exampleLocale, type ListedRule } from '../src/core/lib/rule';
import { ALL_RULES as RULES } from '../src/core/rank/rule-registry';

/** A value as a table cell: strings as they are, anything else as JSON; pipes and line breaks escaped. */
function cell(x: unknown): string {
  const s = typeof x === 'string' ? x : x === null ? '—' : JSON.stringify(x);
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function section(rule: ListedRule): string {
  const rows = rule.examples.map((e) => `| ${cell(e.input)} | ${cell(e.expected)} | ${e.style} | ${exampleLocale(rule, e)} | ${e.note === undefined ? '' : cell(e.note)} |`);
  return [
    `## \`${rule.id}\``,
    '',
    rule.description,
    '',
    `Languages: ${rule.locales.join(', ')}.`,
    '',
    `Why: ${rule.why}`,
    '',
    '| input | answer | source style | language | note |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** The whole of docs/rules.md. */
export function rulesDoc(): string {
  return [
    '# Rules',
    '',
    '<!-- Written by `npm run rules:doc` from src/core/rank/rule-registry.ts; edit the rules, not this file. -->',
    '',
    'Every rule of the offline extractor in one shape (`src/core/lib/rule.ts`): what it decides, the languages it reads, why it',
    'exists, and its examples, each from a named source style. The examples are the table test',
    '(`test/rules/rules.test.ts`); every rule has at least two, from two styles or two languages.',
    '',
    ...[...RULES].sort((a, b) => (a.id < b.id ? -1 : 1)).map(section),
  ].join('\n');
}
