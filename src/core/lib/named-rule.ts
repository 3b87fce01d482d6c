/**
 * The shape every named rule shares: a name, what it decides, the test, and
 * the examples that are its table test and its documentation.
 */
/** One example of a rule: an input and what the rule answers. */
interface RuleExample {
  input: string;
  /** what the rule answers for `input` */
  expect: boolean;
  /** why, for the reader */
  why?: string;
}

/** A rule by name, with its examples. */
export interface NamedRule {
  name: string;
  description: string;
  test: (input: string) => boolean;
  examples: readonly RuleExample[];
}
