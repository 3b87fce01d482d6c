// zod re-exports all 64 of its locales as `z.locales`, which no bundler can
// tree-shake out of the namespace object (~250 KiB minified). We only ever use
// the English messages, which zod's schemas import directly; the plugin bundle
// resolves zod's locales index here instead.
export { default as en } from 'zod/v4/locales/en.js';
