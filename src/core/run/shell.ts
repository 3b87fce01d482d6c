/**
 * The second door into the core, beside engine.ts: what the plugin's shell
 * (panels, modals, scheduler) needs synchronously, before the engine is
 * loaded. The plugin loads engine.ts on first use (src/obsidian/lazy-engine.ts)
 * so Obsidian does not evaluate the extractor and its tables while the vault
 * opens; these small modules import nothing heavy (the load-time budget).
 */
// Calendar helpers for ages and the schedule.
export { DAY_MS, localParts, MINUTE_MS } from '../lib/dates';
// The words the Pending panel shows for a candidate's salience steps.
export { describeSalience } from '../extract/salience-words';
// The preview's sentence about what the model would spend.
export { describeModelEstimate } from './model-estimate-words';
// A pending card's note text after its frontmatter, for its title.
export { afterFrontmatter } from '../formats/frontmatter-block';
// The panel's words for the engine's terms (the report written into the vault uses the same).
export { plainWords } from '../formats/plain-words';
// The finished notice's sentence about notes the model did not read.
export { fallbackSentence } from '../formats/model-fallbacks';
