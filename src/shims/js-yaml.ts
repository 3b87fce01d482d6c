// gray-matter binds js-yaml's parser as its default YAML engine when it loads,
// but every call we make replaces that engine with the `yaml` package (see
// src/core/formats/frontmatter.ts). The plugin bundle ships this stand-in instead of
// js-yaml (~40 KiB): calling it would mean an engine override was lost, so it
// fails loudly rather than parsing with the wrong rules.
function unavailable(): never {
  throw new Error('js-yaml is not bundled; frontmatter is parsed with the yaml package');
}
export const safeLoad = unavailable;
export const safeDump = unavailable;
export default { safeLoad, safeDump };
