import { yamlEngine, type YamlPort } from '../core/ports/yaml';

/** The CLI's YAML port: the one engine the plugin passes too (`core/ports/yaml.ts`). */
export const yamlPackage: YamlPort = yamlEngine;
