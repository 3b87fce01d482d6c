/**
 * The two YAML engines the core is given: the `yaml` package (CLI, and every
 * other test) and Obsidian's `parseYaml`/`stringifyYaml` as the plugin passes
 * them, here backed by the fake (js-yaml 4, the engine Obsidian bundles).
 * Frontmatter conformance tests run once per engine.
 */
import { yamlPackage } from '../../src/cli/yaml-package';
import type { YamlPort } from '../../src/core/ports/yaml';
import { obsidianYaml } from '../../src/obsidian/obsidian-yaml';

type EngineName = 'yaml package' | 'Obsidian parseYaml';

export const YAML_ENGINES: [EngineName, YamlPort][] = [
  ['yaml package', yamlPackage],
  ['Obsidian parseYaml', obsidianYaml],
];
