// Faithful in-memory fake of the parts of the Obsidian API the plugin uses.
// Vault, adapter, files and app live here; UI classes live in obsidian-ui.ts.
export * from './obsidian-ui';
