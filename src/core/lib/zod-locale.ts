/**
 * zod/mini registers no locale by itself, so every issue would read "Invalid
 * input". The messages a person reads in a report or next to a setting ("Too
 * small: expected number to be >=1000") come from zod's English locale, set
 * here once. Every module with a schema imports `zod/mini` and this file;
 * zod's modules are marked free of side effects, so the bundler keeps only the English locale.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());

/**
 * A schema (or a set of them) built the first time it is asked for. zod builds
 * each schema's parser as it is made; built at load, the engine's schemas were
 * a third of the time Obsidian spends evaluating main.js, before any of them is
 * needed (the load-time budget).
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
