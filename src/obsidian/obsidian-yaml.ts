import { parseYaml, stringifyYaml } from 'obsidian';
import type { YamlPort } from '../core/ports/yaml';

/**
 * Obsidian's own YAML engine as the core's port: the plugin bundle then
 * carries no YAML library (the `yaml` package was a fifth of main.js). How it
 * differs from the CLI's engine is in docs/design.md ("Two YAML engines").
 */
export const obsidianYaml: YamlPort = {
  parse: (text) => parseYaml(text) as unknown,
  stringify: (value) => stringifyYaml(value),
};
