import { parse, type DocumentOptions, type ParseOptions, type SchemaOptions } from 'yaml';

/**
 * The YAML engine the core reads frontmatter with, injected like the vault and
 * the clock. There is one engine, the `yaml` package, in the plugin and the
 * CLI alike (`yamlEngine` below): `formats/frontmatter.ts` edits a header
 * through that package's Document API and proves each edit by reading it back
 * through this port, so a host that passed another engine would prove edits
 * against a reader that does not match the writer.
 */
export interface YamlPort {
  /** One YAML document to its value; throws an Error saying what is wrong. */
  parse(text: string): unknown;
}

/**
 * How a header is read, by the port and by the editor alike: the 1.2 core
 * schema (`2026-11-29` stays the string, never a Date written back as a
 * timestamp), a key written twice read as its last value rather than the
 * whole header refused, and the package's alias limit (`maxAliasCount`,
 * 100 by default, weighs each alias by the aliases inside what it copies), so
 * `&a [*b, *b, …]` nested a few levels cannot copy into billions of values.
 */
export const YAML_READ: ParseOptions & DocumentOptions & SchemaOptions = { schema: 'core', uniqueKeys: false, prettyErrors: true };

export const yamlEngine: YamlPort = {
  parse: (text) => parse(text, YAML_READ) as unknown,
};
