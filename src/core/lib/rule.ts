/**
 * The one shape every rule of the extractor shares: an id, the languages it
 * reads, what it decides and why, the function that decides it, and the
 * examples that are at once its table test (test/rules/rules.test.ts) and its
 * documentation (docs/rules.md, written from the registry by
 * `npm run rules:doc`). A rule serves a class of text, so its examples come
 * from at least two source styles or two languages.
 *
 * A rule's code and its words live apart: the module that applies it holds
 * `id`, `locales` and `apply` (what runs), and a sibling `*.examples.ts`
 * holds `description`, `why` and `examples`, keyed by id. Only the registry
 * (rank/rule-registry.ts), the tests and docs/rules.md import those, so the
 * plugin bundle never carries them.
 */

/** The kinds of source a person's text comes from, as the examples name them. */
export const SOURCE_STYLES = ['prose journal', 'outliner', 'bullet journal', 'agent session log', 'chat'] as const;
type SourceStyle = (typeof SOURCE_STYLES)[number];

/** One example of a rule: an input, what the rule answers, and where such text is written. */
interface RuleExample<I, O> {
  input: I;
  expected: O;
  style: SourceStyle;
  /** the language of the input (BCP 47 primary tag), when it is not the rule's first locale */
  locale?: string;
  /** why, for the reader, when it is not plain */
  note?: string;
}

/** What runs of a rule. */
export interface Rule<I = string, O = boolean> {
  /** kebab-case, unique in the registry */
  id: string;
  /** the languages the rule reads (`['*']`: any) */
  locales: readonly string[];
  apply: (input: I) => O;
}

/** A rule's words, in its sibling `*.examples.ts`: what the tests run and docs/rules.md shows. */
export interface RuleDoc<I = unknown, O = unknown> {
  /** what it decides, in one sentence */
  description: string;
  /** why the rule exists: the class of text it serves and what goes wrong without it */
  why: string;
  examples: readonly RuleExample<I, O>[];
}

/** The language an example is in: its own, else the rule's first. */
export function exampleLocale(rule: Pick<Rule<never, never>, 'locales'>, example: { locale?: string }): string {
  return example.locale ?? rule.locales[0] ?? '*';
}

/**
 * A rule as the registry lists it beside rules of other input and answer
 * types. `apply` is a method so that any `Rule<I, O>` is one (a method's
 * parameter is compared both ways); the table test hands it its own examples.
 */
export interface ListedRule {
  id: string;
  locales: readonly string[];
  description: string;
  why: string;
  apply(input: unknown): unknown;
  examples: readonly RuleExample<unknown, unknown>[];
}

/**
 * A rule with its words, as the registry lists it; a rule its examples module
 * does not name gets none, which the table test (test/rules/rules.test.ts) fails.
 */
export function documented(rule: Rule<never, unknown>, docs: Readonly<Record<string, RuleDoc>>): ListedRule {
  const doc = docs[rule.id] ?? { description: '', why: '', examples: [] };
  return { ...rule, ...doc };
}
