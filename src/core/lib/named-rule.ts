/**
 * The shape every named rule shares: a name and the test (what runs), and in
 * a sibling `*.examples.ts`, keyed by name, what it decides and the examples
 * that are its table test and its documentation; only the tests import those,
 * so the plugin bundle never carries them.
 */
/** One example of a rule: an input and what the rule answers. */
interface RuleExample {
  input: string;
  /** what the rule answers for `input` */
  expect: boolean;
  /** why, for the reader */
  why?: string;
}

/** A rule by name. */
export interface NamedRule {
  name: string;
  test: (input: string) => boolean;
}

/** A named rule's words: what it decides and its examples. */
export interface NamedRuleDoc {
  description: string;
  examples: readonly RuleExample[];
}
