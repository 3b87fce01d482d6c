/**
 * A regular expression with Unicode property escapes (`\p{L}`), written as
 * `rx.u\`^\p{Lu}\p{Ll}+$\`` where a literal would say `/^\p{Lu}\p{Ll}+$/u`.
 *
 * V8 checks every regular-expression literal while it compiles a script, in
 * functions that never run too, and a property escape costs it a look-up in
 * the Unicode tables each time: the plugin's ~150 such literals were ~20 ms of
 * compiling main.js when Obsidian loads it. A template is only text until it
 * is evaluated, so the pattern is checked when the code that uses it first
 * runs. The template is raw (backslashes as written, as in a literal); it
 * takes no substitutions, and a backtick in the pattern is written `\x60`.
 *
 * Each template site compiles its pattern once and hands back that RegExp, as
 * fast as a literal. A literal is a new object each time it is evaluated,
 * with lastIndex 0; here the object is the same and its lastIndex is set back
 * to 0 each time, which is the same to every use but one that holds the
 * object of a site while that site is evaluated again (a recursive call in
 * the middle of an exec loop). test/structure/regex-source.test.ts keeps
 * `\p{` out of literals under src/.
 */
type Tag = (pattern: TemplateStringsArray) => RegExp;

function tag(flags: string): Tag {
  const made = new WeakMap<TemplateStringsArray, RegExp>();
  return (pattern) => {
    let re = made.get(pattern);
    if (re === undefined) {
      re = new RegExp(pattern.raw[0]!, flags);
      made.set(pattern, re);
    }
    re.lastIndex = 0;
    return re;
  };
}

/** One tag per set of flags the sources use; each has the u flag, which `\p{…}` needs. */
export const rx = {
  u: tag('u'),
  gu: tag('gu'),
  iu: tag('iu'),
  su: tag('su'),
  giu: tag('giu'),
  gmu: tag('gmu'),
} as const;
