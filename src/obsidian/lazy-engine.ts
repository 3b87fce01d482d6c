/**
 * The engine, evaluated on first use. Obsidian compiles and runs main.js while
 * the vault opens; the plugin shell (views, commands, settings tab) is all it
 * needs then. The engine — extractor tables, secret rules, schemas of model
 * answers — waits until the first call that uses it (after the layout is ready,
 * or when the person opens a panel or starts a dream). esbuild bundles the
 * dynamic import into the same main.js and wraps the engine's modules in lazy
 * initializers: no second file, no eval (the load-time budget).
 */
import type * as EngineCalls from './engine-calls';

export type Engine = typeof EngineCalls;

let engine: Promise<Engine> | null = null;
let loaded: Engine | null = null;

export function loadEngine(): Promise<Engine> {
  engine ??= import('./engine-calls').then((calls) => (loaded = calls));
  return engine;
}

/**
 * The engine once `loadEngine` has given it, for what runs only inside an
 * engine call (the YAML port: `obsidian-yaml.ts`); before that, an Error.
 */
export function loadedEngine(): Engine {
  if (loaded === null) throw new Error('the engine is not loaded yet');
  return loaded;
}
