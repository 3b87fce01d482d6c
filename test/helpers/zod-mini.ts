/**
 * The oracle for src/core/lib/zod.ts: zod/mini itself under the same names,
 * with its English messages (mini registers no locale by itself). Only
 * test/lib/zod.test.ts loads it; the plugin bundles our own functions.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());

export {
  _default, array, boolean, discriminatedUnion, enum, int, literal, looseObject, maximum, minLength, minimum,
  nullable, number, object, optional, pipe, regex, string, transform, trim, union,
} from 'zod/mini';
