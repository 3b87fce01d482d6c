import type { YamlPort } from '../core/ports/yaml';
import { loadedEngine } from './lazy-engine';

/**
 * The plugin's YAML port: the `yaml` package, as in the CLI, not Obsidian's
 * `parseYaml`. That one (js-yaml 4) reads `2026-11-29` as a Date and has no
 * document model to edit a header in while keeping its comments, so with it
 * the plugin and the CLI would read and write the same note differently.
 *
 * The package is reached through the lazily loaded engine, not imported here:
 * main.ts imports this file while Obsidian loads the plugin, and the port is
 * only called inside an engine call, once the engine (and the package with
 * it) has been evaluated.
 */
export const obsidianYaml: YamlPort = {
  parse: (text) => loadedEngine().yamlEngine.parse(text),
};
