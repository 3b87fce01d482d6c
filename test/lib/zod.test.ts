/**
 * Our schema functions replaced zod/mini in the plugin bundle. zod stays as
 * the oracle here: the same schemas, built once with each, must give the same
 * data on success and the same issues (code, path, message) on failure, for
 * hand-picked inputs and for random ones. The real settings schema and the
 * model answer parser are also loaded a second time over zod/mini and must
 * say the same things to a person.
 */
import { describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import * as ours from '../../src/core/lib/zod';
import * as settingsModule from '../../src/core/settings';
import * as answerModule from '../../src/core/extract/model/schema';
import * as oracle from '../helpers/zod-mini';

type Z = typeof ours;

/**
 * Schemas shaped like the engine's (settings, run manifest, pending queue,
 * model candidates, device record), one per combinator as the code uses it.
 * Built by a function so that each implementation builds its own.
 */
function build(z: Z) {
  const folder = z.pipe(z.string(), z.transform((s: string) => s.replace(/\\/g, '/').replace(/^\/+|\/+$/g, '')));
  const whole = (min?: number, max?: number) =>
    z.int().check(...(min === undefined ? [] : [z.minimum(min)]), ...(max === undefined ? [] : [z.maximum(max)]));
  const unitNumber = z.number().check(z.minimum(0), z.maximum(1));
  const preprocess = <T extends ours.ZodMiniType>(fn: (v: unknown) => unknown, schema: T) => z.pipe(z.transform(fn), schema);
  const word = (v: unknown): unknown => (typeof v === 'string' ? v.trim().toLowerCase().replace(/[\s-]+/g, '_') : v);
  const written = z.object({ path: z.string(), action: z.enum(['create', 'update']), backup: z.nullable(z.string()), reverted: z.optional(z.string()) });
  return {
    string: z.string(),
    number: z.number(),
    boolean: z.boolean(),
    int: z.int(),
    whole: whole(1000),
    bounded: whole(5, 600),
    unit: unitNumber,
    literal: z.literal(1),
    literalText: z.literal('screen'),
    enum: z.enum(['none', 'openai', 'anthropic']),
    trimmed: z.string().check(z.trim(), z.minLength(1)),
    owners: z.array(z.string().check(z.trim(), z.minLength(1))),
    time: z.string().check(z.regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/)),
    folder,
    folders: z._default(z.array(folder), ['Clippings']),
    nullable: z.nullable(z.string()),
    optional: z.optional(z.string()),
    defaulted: z._default(z.nullable(z.string()), null),
    union: z.union([z.number(), z.string()]),
    settings: z.object({
      provider: z._default(z.enum(['none', 'openai', 'anthropic']), 'none'),
      contextChars: z._default(whole(1000), 24000),
      threshold: z._default(unitNumber, 0.5),
      sourceFolders: z._default(z.array(folder), []),
      dailyRunAt: z._default(z.string().check(z.regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/)), ''),
      runOnOpen: z._default(z.boolean(), true),
    }),
    manifest: z.object({
      version: z._default(z.literal(1), 1),
      runId: z.string(),
      tier: z.union([z.number(), z.string()]),
      written: z.array(written),
      inFlight: z._default(z.nullable(written), null),
      sequence: z._default(z.int(), 0),
    }),
    candidate: z.looseObject({
      id: z.string(),
      signals: z.looseObject({ importance: z.number(), recency: z.number() }),
      hold: z.nullable(
        z.discriminatedUnion('by', [
          z.object({ by: z.literal('screen'), reasons: z.array(z.enum(['secret', 'instruction'])) }),
          z.object({ by: z.literal('policy'), reasons: z.array(z.enum(['tier-3', 'tier-2-setting'])) }),
        ]),
      ),
    }),
    entry: z.object({
      candidate: z.pipe(
        z.transform((raw: unknown) => (typeof raw === 'object' && raw !== null && !('hold' in raw) ? { ...raw, hold: null } : raw)),
        z.looseObject({ id: z.string(), hold: z.nullable(z.object({ by: z.string() })) }),
      ),
      edited: z._default(z.boolean(), false),
    }),
    modelCandidate: z.object({
      text: z.string().check(z.trim(), z.minLength(1)),
      kind: preprocess(word, z.enum(['fact', 'project_status'])),
      lifecycle: preprocess((v) => (v === undefined || v === null ? 'active' : word(v)), z.enum(['active', 'done'])),
      importance: preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v), unitNumber),
      span_ids: preprocess(
        (v) => (typeof v === 'string' || typeof v === 'number' ? String(v).split(/[\s,]+/).filter((s) => s !== '') : v),
        z.pipe(z.array(z.union([z.string(), z.number()])), z.transform((ids: (string | number)[]) => ids.map((id) => `s${String(id)}`))),
      ),
      supersedes: preprocess((v) => (v === undefined || v === '' ? null : v), z.nullable(z.string())),
    }),
    device: z.object({ deviceId: z.string().check(z.minLength(1)), how: z.enum(['first-dream', 'chosen']) }),
  };
}

const mine = build(ours);
const theirs = build(oracle as unknown as Z);
type Name = keyof typeof mine;
const names = Object.keys(mine) as Name[];

/** What a caller can see of a result: the data, or each issue's code, path and message. */
function outcome(schema: ours.ZodMiniType, value: unknown): unknown {
  const r = schema.safeParse(value);
  return r.success ? { data: r.data } : { issues: r.error.issues.map(({ code, path, message }) => ({ code, path, message })) };
}

const same = (name: Name, value: unknown): void => {
  expect({ name, value, ...(outcome(mine[name], value) as object) }).toStrictEqual({ name, value, ...(outcome(theirs[name], value) as object) });
};

const KEYS = ['provider', 'contextChars', 'threshold', 'sourceFolders', 'dailyRunAt', 'runOnOpen', 'version', 'runId', 'tier', 'written', 'inFlight', 'sequence',
  'path', 'action', 'backup', 'reverted', 'id', 'signals', 'importance', 'recency', 'hold', 'by', 'reasons', 'candidate', 'edited', 'text', 'kind', 'lifecycle',
  'span_ids', 'supersedes', 'deviceId', 'how', 'extra', 'constructor', 'toString'];

const leaf = fc.oneof(
  fc.constantFrom<unknown>(0, 1, -1, 0.5, 1.5, 999, 1000, 601, NaN, Infinity, -Infinity, 2 ** 53, -(2 ** 53), '', ' ', 'x', ' a ', '\\x\\', '/a/b/', '12', '0.7',
    '7', '09:30', '24:00', 'true', 'screen', 'policy', 'secret', 'tier-3', 'create', 'none', 'openai', 'fact', 'Project-Status', 'DONE', 's1', '[3]', '1, 2',
    '😀', null, undefined, true, false, [], {}, { length: 0 }, new Date(0)),
  fc.string({ maxLength: 6 }),
  fc.double(),
  fc.integer(),
);
const { value: anyValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 6 }),
  ),
}));

describe('our schemas against zod/mini', () => {
  it.each([
    ['whole', 999], ['whole', 1000], ['whole', 1000.5], ['whole', '1000'], ['whole', 2 ** 53], ['bounded', 601], ['unit', 1.2], ['unit', NaN], ['unit', -Infinity],
    ['literal', 2], ['literalText', 'policy'], ['enum', 'gemini'], ['trimmed', '   '], ['trimmed', ' a '], ['trimmed', 5], ['trimmed', []], ['trimmed', { length: 0 }],
    ['owners', ['a', ' ', 3]], ['time', '25:00'], ['time', 7], ['folder', '\\Memory\\Daily\\'], ['folders', undefined], ['folders', ['/a/', 4]], ['nullable', undefined],
    ['optional', undefined], ['optional', 3], ['defaulted', undefined], ['union', true], ['union', 'x'], ['string', new Date(0)], ['string', Object.create(null)],
    ['settings', {}], ['settings', { contextChars: 5, threshold: 2, provider: 'x', sourceFolders: 'Journal', dailyRunAt: '9:00', runOnOpen: 'yes', extra: 1 }],
    ['settings', []], ['manifest', { runId: 'r', tier: 2, written: [{ path: 'a', action: 'create', backup: null }] }],
    ['manifest', { runId: 'r', tier: true, written: [{ path: 'a', action: 'delete', reverted: undefined }], inFlight: undefined, sequence: 1.5 }],
    ['candidate', { id: 'c1', signals: { importance: 1, recency: 0, kept: 'yes' }, hold: null, other: [1] }],
    ['candidate', { id: 'c1', signals: {}, hold: { by: 'user', reasons: [] } }], ['candidate', { id: 'c1', signals: { importance: 1, recency: 2 }, hold: { by: 'screen', reasons: ['tier-3'] } }],
    ['candidate', { id: 'c1', signals: { importance: 1, recency: 2 }, hold: [] }],
    ['entry', { candidate: { id: 'c' } }], ['entry', { candidate: { id: 1, hold: { by: 2 } }, edited: 'no' }], ['entry', {}],
    ['modelCandidate', { text: ' Prefers pnpm ', kind: 'Project-Status', importance: '0.7', span_ids: '1, 2', supersedes: '' }],
    ['modelCandidate', { text: '', kind: 'opinion', lifecycle: 'Done', importance: 7, span_ids: [true], supersedes: 3 }], ['modelCandidate', 'text'],
    ['device', { deviceId: '', how: 'chosen' }], ['device', { how: 'elected' }],
  ] as [Name, unknown][])('%s: %p', (name, value) => {
    same(name, value);
  });

  it('the messages a person reads in a report', () => {
    const messages = (name: Name, value: unknown) => {
      const r = mine[name].safeParse(value);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(messages('settings', { contextChars: 999 })).toEqual(['contextChars: Too small: expected number to be >=1000']);
    expect(messages('settings', { provider: 'gemini' })).toEqual(['provider: Invalid option: expected one of "none"|"openai"|"anthropic"']);
    expect(messages('int', 1.5)).toEqual([': Invalid input: expected int, received number']);
    expect(messages('unit', 'x')).toEqual([': Invalid input: expected number, received string']);
    expect(messages('trimmed', ' ')).toEqual([': Too small: expected string to have >=1 characters']);
    expect(messages('candidate', { id: 'c', signals: { importance: 1, recency: 1 }, hold: { by: 'x' } })).toEqual([
      "hold.by: Invalid discriminator value. Expected 'screen' | 'policy'",
    ]);
  });

  it('defaults are fresh copies, not one shared array', () => {
    const a = mine.folders.parse(undefined);
    a.push('changed');
    expect(mine.folders.parse(undefined)).toEqual(['Clippings']);
  });

  it('parse throws on bad input, with the issue in the message', () => {
    expect(() => mine.device.parse({ deviceId: '', how: 'chosen' })).toThrow('deviceId: Too small: expected string to have >=1 characters');
  });

  it('agrees with zod/mini on random input for every schema', () => {
    fc.assert(fc.property(fc.constantFrom(...names), anyValue, (name, value) => same(name, value)), { seed: 9, numRuns: 3000 });
  });
});

/** A module loaded again with zod/mini in place of our functions. */
function overZod<T>(path: string): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    jest.doMock('../../src/core/lib/zod', () => oracle);
    loaded = jest.requireActual<T>(path);
  });
  return loaded as T;
}

describe('the engine modules over both', () => {
  const zodSettings = overZod<typeof settingsModule>('../../src/core/settings');
  const zodAnswers = overZod<typeof answerModule>('../../src/core/extract/model/schema');

  it('settings load to the same values with the same problems', () => {
    expect(zodSettings.DEFAULT_SETTINGS).toStrictEqual(settingsModule.DEFAULT_SETTINGS);
    const saved = fc.dictionary(fc.constantFrom(...Object.keys(settingsModule.DEFAULT_SETTINGS), 'sourceFolder', 'apiKey', 'extra'), anyValue, { maxKeys: 8 });
    fc.assert(
      fc.property(saved, (s) => {
        expect(settingsModule.loadSettings(s)).toStrictEqual(zodSettings.loadSettings(s));
      }),
      { seed: 11, numRuns: 1500 },
    );
  });

  it('a model answer is parsed the same, dropped candidates reported in the same words', () => {
    const spans = new Set(['s1', 's2', 's3']);
    const field = fc.oneof(anyValue, fc.constantFrom<unknown>('fact', 'Decision', 'todo', 'waiting', 's1', [1, 2], '0.9', 'm1', 'yes', 'Tools'));
    const candidate = fc.dictionary(
      fc.constantFrom('text', 'kind', 'topic', 'domain', 'lifecycle', 'span_ids', 'importance', 'stability', 'actionability', 'explicit', 'supersedes', 'tier'),
      field,
      { maxKeys: 11 },
    );
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 3 }), (list) => {
        const text = JSON.stringify({ candidates: list });
        expect(answerModule.parseAnswer(text, spans, 'chunk 1')).toStrictEqual(zodAnswers.parseAnswer(text, spans, 'chunk 1'));
      }),
      { seed: 13, numRuns: 800 },
    );
  });
});
