/**
 * The YAML ports the two hosts pass the core: the plugin's
 * (`src/obsidian/obsidian-yaml.ts`) and the CLI's (`src/cli/yaml-package.ts`).
 * Both are the one engine, the `yaml` package under the 1.2 core schema; the
 * frontmatter tables and properties run once per host's port all the same, so
 * a host that went back to an engine of its own would show up here.
 * (`test/formats/frontmatter-hosts.test.ts` takes each port from the host's
 * own engine context.)
 */
import { beforeAll } from '@jest/globals';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { YamlPort } from '../../src/core/ports/yaml';
import { loadEngine } from '../../src/obsidian/lazy-engine';
import { obsidianYaml } from '../../src/obsidian/obsidian-yaml';

// The plugin's port reaches the package through the engine it loads lazily,
// as in Obsidian, where every engine call waits for that load first.
beforeAll(async () => {
  await loadEngine();
});

type HostName = 'CLI port' | 'plugin port';

export const YAML_ENGINES: [HostName, YamlPort][] = [
  ['CLI port', yamlPackage],
  ['plugin port', obsidianYaml],
];
