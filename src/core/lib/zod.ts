/**
 * The engine's one zod: the `zod/mini` build, with English messages. Schemas
 * import it as `import * as z from '../lib/zod'` and use only what is listed.
 *
 * Reason: classic zod brings a code generator (`new Function`) and a method
 * API that no bundler can tree-shake, about 190 KiB of the plugin's bundle.
 * Mini validates the same schemas with plain functions; named exports (never
 * zod's `z` namespace object, which drags every schema kind and the JSON
 * Schema converters along) keep only what is used.
 * Mini registers no locale by itself, so every issue would read "Invalid
 * input"; the messages a person sees in a report ("Too small: expected number
 * to be >=1000") come from the English locale set here, once.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());

export {
  _default, array, boolean, discriminatedUnion, enum, int, literal, looseObject, maximum, minLength, minimum,
  nullable, number, object, optional, pipe, regex, string, transform, trim, union,
} from 'zod/mini';
export type { infer, input, output, ZodMiniType } from 'zod/mini';
