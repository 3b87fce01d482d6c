/**
 * The YAML engine the core reads frontmatter with, injected like the vault and
 * the clock. The plugin passes Obsidian's own `parseYaml`/`stringifyYaml` (so
 * its bundle carries no YAML library); the CLI and the tests pass the `yaml`
 * package (`src/cli/yaml-package.ts`). The two differ in places, written down
 * in docs/design.md ("Two YAML engines"); `formats/frontmatter.ts` evens out
 * what the engine would otherwise see differently.
 */
export interface YamlPort {
  /** One YAML document to its value; throws an Error saying what is wrong. */
  parse(text: string): unknown;
  /** A value as block YAML (the last resort when an edit in place cannot be proven). */
  stringify(value: unknown): string;
}
