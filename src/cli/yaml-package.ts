import { parse, stringify } from 'yaml';
import type { YamlPort } from '../core/ports/yaml';

/**
 * The `yaml` package as the core's YAML port, for the CLI and the tests: the
 * 1.2 core schema (`2026-11-29` stays a string), a repeated key read as its
 * last value, no line folding.
 */
export const yamlPackage: YamlPort = {
  parse: (text) => parse(text, { schema: 'core', uniqueKeys: false, prettyErrors: true }) as unknown,
  stringify: (value) => stringify(value, { lineWidth: 0 }),
};
