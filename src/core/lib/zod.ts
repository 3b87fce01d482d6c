/**
 * The engine's schemas, checked by our own few functions that spell zod/mini's
 * API: schemas import `import * as z from '../lib/zod'` and use only what is
 * exported here, with zod's names, results, issue paths and English messages
 * ("Too small: expected number to be >=1000", which a person reads in a
 * report or next to a setting).
 *
 * Reason: zod/mini was the largest package in the plugin's bundle (30 KiB of
 * it, issue 9 asks for 300 KiB in all) for about twenty schemas over JSON
 * state files, settings and model output. zod stays a devDependency as the
 * oracle: test/lib/zod.test.ts runs the same schemas and inputs through both
 * and expects the same data, paths and messages. What zod does that no schema
 * here needs (async checks, encoding, custom error maps, coercion, JSON
 * Schema) is left out, not imitated.
 */

type Key = string | number;

/** One problem with the input, as zod reports it: where it is and what a person reads. */
interface Issue {
  code: string;
  path: Key[];
  message: string;
}

/** An issue with `continue` when the checks after it still run (a failed bound), as in zod. */
type RawIssue = Issue & { continue?: boolean };

interface Payload {
  value: unknown;
  issues: RawIssue[];
  /** a pipe stopped here: no check of the enclosing schema runs */
  aborted?: boolean;
}

type SafeParseResult<O> = { success: true; data: O } | { success: false; error: { issues: Issue[] } };

/** A check run after the type matched (or, with `when`, whenever `when` says). `T` is what it checks. */
interface Check<T> {
  /** type-only: a check of strings cannot be put on a number schema */
  readonly '~in'?: (value: T) => void;
  readonly when?: (value: unknown) => boolean;
  run(payload: Payload): void;
}

/**
 * zod's `optin`/`optout`: whether an object may leave the key out on the way
 * in ('defaulted' puts a value in its place) and on the way out.
 */
type Optionality = 'optional' | 'defaulted' | undefined;

export interface ZodMiniType<O = unknown, I = unknown> {
  /** type-only: what parsing gives and what it accepts */
  readonly '~types'?: { output: O; input: I };
  readonly optin?: Optionality;
  readonly optout?: 'optional';
  /** the literal or enum values this schema accepts, for discriminatedUnion */
  readonly values?: ReadonlySet<unknown>;
  run(payload: Payload): Payload;
  check(...checks: Check<O>[]): this;
  parse(value: unknown): O;
  safeParse(value: unknown): SafeParseResult<O>;
}

type Types<S> = S extends { readonly '~types'?: infer T } ? NonNullable<T> : never;
type output<S> = Types<S> extends { output: infer O } ? O : never;
type input<S> = Types<S> extends { input: infer I } ? I : never;
export type { input, output, output as infer };

type AnySchema = ZodMiniType<unknown, unknown>;
type Shape = Record<string, AnySchema>;
type Flat<T> = { [K in keyof T]: T[K] } & {};
/** Keys whose value may be undefined may be left out, as zod types them. */
type Optionals<T> = Flat<{ [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] }>;
type ObjectSchema<S extends Shape, Loose extends boolean = false> = ZodMiniType<
  Optionals<{ [K in keyof S]: output<S[K]> }> & (Loose extends true ? Record<string, unknown> : unknown),
  Optionals<{ [K in keyof S]: input<S[K]> }> & (Loose extends true ? Record<string, unknown> : unknown)
> & { readonly shape: S };

// ------------------------------------------------------------------ messages (zod's English locale)

/** zod's name for what was received: "array", "null", "NaN", "Infinity", a class name. */
function received(input: unknown): string {
  if (typeof input === 'number') return Number.isFinite(input) ? 'number' : String(input);
  if (typeof input !== 'object') return typeof input;
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  const proto: unknown = Object.getPrototypeOf(input);
  const ctor = (input as { constructor?: { name?: string } }).constructor;
  return proto !== Object.prototype && 'constructor' in input && ctor ? String(ctor.name) : 'object';
}

const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : String(v));

function issue(code: string, message: string, more: { path?: Key[]; continue?: boolean } = {}): RawIssue {
  return { code, path: more.path ?? [], message, ...(more.continue ? { continue: true } : {}) };
}

const invalidType = (expected: string, input: unknown, path?: Key[]): RawIssue =>
  issue('invalid_type', `Invalid input: expected ${expected}, received ${received(input)}`, { path });

/** A failed bound: `origin` is what was measured ("number", "string", "array", "int"). */
function bound(big: boolean, origin: string, limit: number): RawIssue {
  const unit = ({ string: 'characters', array: 'items' } as Record<string, string | undefined>)[origin];
  const verb = unit === undefined ? 'be' : 'have';
  const text = `${big ? 'Too big' : 'Too small'}: expected ${origin} to ${verb} ${big ? '<=' : '>='}${limit}${unit === undefined ? '' : ` ${unit}`}`;
  return issue(big ? 'too_big' : 'too_small', text, { continue: true });
}

/** Any issue that does not let the checks after it run (a wrong type) stops them. */
const stops = (p: Payload, from = 0): boolean => p.aborted === true || p.issues.slice(from).some((i) => i.continue !== true);

// ------------------------------------------------------------------ schema

const fresh = (value: unknown): Payload => ({ value, issues: [] });

function finish({ continue: _, ...rest }: RawIssue): Issue {
  return rest;
}

function schema<O, I = O>(
  parseOwn: (p: Payload) => Payload,
  extra: { optin?: Optionality; optout?: 'optional'; values?: ReadonlySet<unknown>; shape?: Shape } = {},
  checks: Check<never>[] = [],
): ZodMiniType<O, I> {
  const self: ZodMiniType<O, I> = {
    ...extra,
    run(payload) {
      const p = parseOwn(payload);
      let stopped = stops(p);
      for (const c of checks) {
        if (c.when ? p.aborted === true || p.issues.some((i) => i.continue === false) || !c.when(p.value) : stopped) continue;
        const before = p.issues.length;
        c.run(p);
        if (!stopped && p.issues.length !== before) stopped = stops(p, before);
      }
      return p;
    },
    // A new schema, as zod's `.check()` makes: the one checked may be shared.
    check: (...more) => schema<O, I>(parseOwn, extra, [...checks, ...(more as Check<never>[])]),
    safeParse(value) {
      const r = self.run(fresh(value));
      return r.issues.length === 0 ? { success: true, data: r.value as O } : { success: false, error: { issues: r.issues.map(finish) } };
    },
    parse(value) {
      const r = self.safeParse(value);
      if (r.success) return r.data;
      throw new Error(r.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; '));
    },
  };
  return self;
}

function typed<O>(expected: string, ok: (v: unknown) => boolean): ZodMiniType<O, O> {
  return schema<O>((p) => {
    if (!ok(p.value)) p.issues.push(invalidType(expected, p.value));
    return p;
  });
}

export const string = (): ZodMiniType<string, string> => typed('string', (v) => typeof v === 'string');
export const boolean = (): ZodMiniType<boolean, boolean> => typed('boolean', (v) => typeof v === 'boolean');
/** Finite numbers only: NaN and Infinity are refused, as in zod 4. */
export const number = (): ZodMiniType<number, number> => typed('number', Number.isFinite);

/** A safe integer: a number first, then "expected int" for 1.5, then a bound outside the safe range. */
export function int(): ZodMiniType<number, number> {
  const safe: Check<number> = {
    run(p) {
      const n = p.value as number;
      if (!Number.isInteger(n)) p.issues.push({ ...invalidType('int', n), continue: false });
      else if (!Number.isSafeInteger(n)) p.issues.push(n > 0 ? bound(true, 'int', Number.MAX_SAFE_INTEGER) : bound(false, 'int', Number.MIN_SAFE_INTEGER));
    },
  };
  return number().check(safe);
}

function oneOf<T>(values: readonly T[]): ZodMiniType<T, T> {
  const set = new Set<unknown>(values);
  const message = values.length === 1 ? `Invalid input: expected ${show(values[0])}` : `Invalid option: expected one of ${values.map(show).join('|')}`;
  return schema<T>(
    (p) => {
      if (!set.has(p.value)) p.issues.push(issue('invalid_value', message));
      return p;
    },
    { values: set },
  );
}

export const literal = <const T extends string | number | boolean | null>(value: T): ZodMiniType<T, T> => oneOf([value]);
function enum_<const T extends readonly string[]>(values: T): ZodMiniType<T[number], T[number]> {
  return oneOf(values);
}

export function array<S extends AnySchema>(element: S): ZodMiniType<output<S>[], input<S>[]> {
  return schema((p) => {
    const input = p.value;
    if (!Array.isArray(input)) {
      p.issues.push(invalidType('array', input));
      return p;
    }
    p.value = input.map((item, i) => {
      const r = element.run(fresh(item));
      for (const iss of r.issues) p.issues.push({ ...iss, path: [i, ...iss.path] });
      return r.value;
    });
    return p;
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** zod's rule for one key of an object: when a key may be absent, and when its issues count. */
function putKey(r: Payload, into: Payload, out: Record<string, unknown>, key: string, input: object, field: { optin?: Optionality; optout?: 'optional' }): void {
  const present = key in input;
  const outOptional = field.optout === 'optional';
  if (!present && outOptional && field.optin === 'optional') return;
  if (r.issues.length > 0) {
    if (field.optin !== undefined && outOptional && !present) return;
    for (const iss of r.issues) into.issues.push({ ...iss, path: [key, ...iss.path] });
  }
  if (!present && field.optin === undefined) {
    if (r.issues.length === 0) into.issues.push(invalidType('nonoptional', undefined, [key]));
    return;
  }
  if (r.value !== undefined || present || (field.optin === 'defaulted' && !outOptional)) out[key] = r.value;
}

function objectOf<S extends Shape, L extends boolean>(shape: S, loose: L): ObjectSchema<S, L> {
  const keys = Object.keys(shape).filter((k) => k !== '__proto__');
  const known = new Set(keys);
  return schema(
    (p) => {
      const input = p.value;
      if (!isObject(input)) {
        p.issues.push(invalidType('object', input));
        return p;
      }
      const out: Record<string, unknown> = {};
      p.value = out;
      for (const key of keys) {
        const field = shape[key] as AnySchema;
        putKey(field.run(fresh(input[key])), p, out, key, input, field);
      }
      if (loose) {
        // A loose object keeps keys it does not know, as they came (for...in, as zod reads them).
        for (const key in input) if (!known.has(key) && key !== '__proto__') out[key] = input[key];
      }
      return p;
    },
    { shape },
  ) as ObjectSchema<S, L>;
}

/** Unknown keys are dropped. */
export const object = <S extends Shape>(shape: S): ObjectSchema<S> => objectOf(shape, false);
/** Unknown keys are kept. */
export const looseObject = <S extends Shape>(shape: S): ObjectSchema<S, true> => objectOf(shape, true);

/** The first option that accepts the value wins. */
export function union<const T extends readonly AnySchema[]>(options: T): ZodMiniType<output<T[number]>, input<T[number]>> {
  return schema((p) => {
    const results: Payload[] = [];
    for (const option of options) {
      const r = option.run(fresh(p.value));
      if (r.issues.length === 0) return r;
      results.push(r);
    }
    // One option failed only on a bound: its issues say more than "Invalid input".
    const open = results.filter((r) => !stops(r));
    if (open.length === 1) return open[0] as Payload;
    p.issues.push(issue('invalid_union', 'Invalid input'));
    return p;
  });
}

/** The option is chosen by the value at `key`, one of each option's literals. */
export function discriminatedUnion<const T extends readonly ObjectSchema<Shape>[]>(key: string, options: T): ZodMiniType<output<T[number]>, input<T[number]>> {
  const byValue = new Map<unknown, AnySchema>();
  for (const option of options) for (const v of option.shape[key]?.values ?? []) byValue.set(v, option);
  const expected = [...byValue.keys()].map((v) => `'${String(v)}'`).join(' | ');
  return schema((p) => {
    const input = p.value;
    if (!isObject(input)) {
      p.issues.push(invalidType('object', input));
      return p;
    }
    const option = byValue.get(input[key]);
    if (option) return option.run(p);
    p.issues.push(issue('invalid_union', `Invalid discriminator value. Expected ${expected}`, { path: [key] }));
    return p;
  });
}

export function nullable<S extends AnySchema>(inner: S): ZodMiniType<output<S> | null, input<S> | null> {
  return schema((p) => (p.value === null ? p : inner.run(p)), { optin: inner.optin, optout: inner.optout });
}

export function optional<S extends AnySchema>(inner: S): ZodMiniType<output<S> | undefined, input<S> | undefined> {
  const defaulted = inner.optin === 'defaulted';
  return schema(
    (p) => {
      if (p.value !== undefined) return inner.run(p);
      if (defaulted) {
        const r = inner.run(fresh(undefined));
        p.value = r.issues.length > 0 ? undefined : r.value;
      }
      return p;
    },
    { optin: defaulted ? 'defaulted' : 'optional', optout: 'optional' },
  );
}

type Defined<T> = T extends undefined ? never : T;

/**
 * `undefined` becomes (a shallow copy of) `value`, which is not checked again,
 * as in zod 4: the default of an array is a new array each time.
 */
function default_<S extends AnySchema>(inner: S, value: Defined<output<S>>): ZodMiniType<Defined<output<S>>, input<S> | undefined> {
  const copy = (): unknown => (Array.isArray(value) ? [...(value as unknown[])] : isObject(value) ? { ...value } : value);
  return schema(
    (p) => {
      if (p.value === undefined) {
        p.value = copy();
        return p;
      }
      const r = inner.run(p);
      if (r.value === undefined) r.value = copy();
      return r;
    },
    { optin: 'defaulted' },
  );
}

/** Any issue in `a` stops the pipe: `b` never sees a value `a` refused. */
export function pipe<A extends AnySchema, B extends AnySchema>(a: A, b: B): ZodMiniType<output<B>, input<A>> {
  return schema(
    (p) => {
      const left = a.run(p);
      if (left.issues.length > 0) {
        left.aborted = true;
        return left;
      }
      return b.run({ value: left.value, issues: left.issues });
    },
    { optin: a.optin, optout: b.optout, values: a.values },
  );
}

export function transform<I = unknown, O = unknown>(fn: (value: I) => O): ZodMiniType<O, I> {
  return schema(
    (p) => {
      p.value = fn(p.value as I);
      return p;
    },
    { optin: 'optional' },
  );
}

// ------------------------------------------------------------------ checks

export const minimum = (limit: number): Check<number> => ({
  run: (p) => {
    if (!((p.value as number) >= limit)) p.issues.push(bound(false, 'number', limit));
  },
});

export const maximum = (limit: number): Check<number> => ({
  run: (p) => {
    if (!((p.value as number) <= limit)) p.issues.push(bound(true, 'number', limit));
  },
});

/** Length in characters (code points) for a string, items for an array; runs even after a wrong type, as zod's does. */
export const minLength = (limit: number): Check<string | readonly unknown[]> => ({
  when: (v) => v !== null && v !== undefined && (v as { length?: unknown }).length !== undefined,
  run: (p) => {
    const v = p.value as string | unknown[];
    const length = typeof v === 'string' ? [...v].length : v.length;
    if (length >= limit) return;
    const origin = Array.isArray(v) ? 'array' : typeof v === 'string' ? 'string' : 'unknown';
    p.issues.push(bound(false, origin, limit));
  },
});

export const regex = (pattern: RegExp): Check<string> => ({
  run: (p) => {
    pattern.lastIndex = 0;
    if (!pattern.test(p.value as string)) p.issues.push(issue('invalid_format', `Invalid string: must match pattern ${String(pattern)}`, { continue: true }));
  },
});

/** Not a check but a rewrite: later checks see the trimmed string. */
export const trim = (): Check<string> => ({
  run: (p) => {
    p.value = (p.value as string).trim();
  },
});

export { default_ as _default, enum_ as enum };
