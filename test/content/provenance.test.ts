import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isDreamOrigin, keepsDreamedKey, leanDigest, mergeProvenance, newProvenance, PROVENANCE_KEYS, provenanceFacts, type ProvenanceUpdate } from '../../src/core/formats/provenance';
import { parseNote, renderNote } from '../../src/core/formats/frontmatter';
import { yamlPackage } from '../../src/cli/yaml-package';

const TODAY = '2026-11-29';

const update = (over: Partial<ProvenanceUpdate> = {}): ProvenanceUpdate => ({
  id: '2026-11-29-javascript-tooling',
  type: 'note',
  today: TODAY,
  status: 'active',
  sources: ['note:Journal/2026-11-02.md'],
  confidence: 0.8,
  recurrence: 2,
  untrusted: false,
  ...over,
});

describe('newProvenance', () => {
  it('writes the keys in the order design.md fixes', () => {
    const p = newProvenance(update({ sources: ['note:a.md', 'claude:sess-1', 'note:a.md'] }));
    expect(Object.keys(p)).toEqual([...PROVENANCE_KEYS]);
    expect(p).toEqual({
      id: '2026-11-29-javascript-tooling', type: 'note', created: TODAY, updated: TODAY, tags: [], status: 'active',
      origin: 'dream', source_sessions: ['note:a.md', 'claude:sess-1'], confidence: 0.8, recurrence: 2, derived_from_untrusted: false,
    });
  });
});

describe('a lean digest', () => {
  const lean = leanDigest(newProvenance(update({ id: '2026-11-02-daily-digest', type: 'daily', recurrence: 1 })));

  it('keeps only what says something: type, created, origin, sources, confidence', () => {
    expect(lean).toEqual({ type: 'daily', created: TODAY, origin: 'dream', source_sessions: ['note:Journal/2026-11-02.md'], confidence: 0.8 });
  });

  it('reads as recurring once and clean to the gates, with nothing missing', () => {
    expect(provenanceFacts(lean, 'create')).toEqual({ confidence: 0.8, recurrence: 1, untrusted: false, missing: [] });
  });

  it('keeps a raised untrusted flag, and a note that is not a digest still needs every key', () => {
    expect(leanDigest(newProvenance(update({ type: 'daily', untrusted: true }))).derived_from_untrusted).toBe(true);
    const note = { ...lean, type: 'note' };
    expect(provenanceFacts(note, 'create').missing).toEqual(['id', 'updated', 'tags', 'status', 'recurrence', 'derived_from_untrusted']);
    expect(provenanceFacts(note).untrusted).toBeUndefined();
  });

  it('stays lean when written again: a later day adds updated, an untrusted line raises the flag', () => {
    const again = mergeProvenance(lean, update({ type: 'daily', untrusted: true, recurrence: 1 }), '2026-11-30');
    expect(Object.keys(again)).toEqual(['type', 'created', 'origin', 'source_sessions', 'confidence', 'updated', 'derived_from_untrusted']);
    expect(again.derived_from_untrusted).toBe(true);
    expect(mergeProvenance(lean, update({ type: 'daily', recurrence: 1 }), TODAY)).toEqual(lean);
  });
});

describe('mergeProvenance (table)', () => {
  const cases: { name: string; before: Record<string, unknown>; upd: ProvenanceUpdate; after: Record<string, unknown> }[] = [
    {
      name: 'a person-written note: their keys stay as they are, provenance is one dreamed: key after them, no origin: dream',
      before: { tags: ['project'], created: '2026-10-20', status: 'active' },
      upd: update(),
      after: {
        tags: ['project'], created: '2026-10-20', status: 'active',
        dreamed: { updated: TODAY, sources: ['note:Journal/2026-11-02.md'], confidence: 0.8, recurrence: 2, untrusted: false },
      },
    },
    {
      name: 'a person-written note dreamed before: sources appended, untrusted stays true, a domain in the record kept',
      before: { title: 'x', dreamed: { updated: '2026-11-01', sources: ['note:a.md'], confidence: 0.9, recurrence: 4, untrusted: true, domain: 'Home' } },
      upd: update({ sources: ['note:b.md', 'note:a.md'], untrusted: false }),
      after: { title: 'x', dreamed: { updated: TODAY, sources: ['note:a.md', 'note:b.md'], confidence: 0.8, recurrence: 2, untrusted: true, domain: 'Home' } },
    },
    {
      name: 'a person-written note an earlier version stamped flat keeps its flat keys, updated in place',
      before: { tags: ['p'], updated: '2026-11-01', source_sessions: ['note:a.md'], confidence: 0.9, recurrence: 4, derived_from_untrusted: false },
      upd: update({ sources: ['note:b.md'] }),
      after: { tags: ['p'], updated: TODAY, source_sessions: ['note:a.md', 'note:b.md'], confidence: 0.8, recurrence: 2, derived_from_untrusted: false },
    },
    {
      name: 'our own note: id/type/created/origin kept, sessions appended, untrusted stays true',
      before: { id: 'old-id', type: 'moc', created: '2026-11-01', updated: '2026-11-01', tags: [], status: 'active', origin: 'dream', source_sessions: ['note:x.md'], confidence: 0.9, recurrence: 5, derived_from_untrusted: true, mine: 'keep me' },
      upd: update({ sources: ['note:y.md', 'note:x.md'], untrusted: false, confidence: 0.77, recurrence: 3 }),
      after: { id: 'old-id', type: 'moc', created: '2026-11-01', updated: TODAY, tags: [], status: 'active', origin: 'dream', source_sessions: ['note:x.md', 'note:y.md'], confidence: 0.77, recurrence: 3, derived_from_untrusted: true, mine: 'keep me' },
    },
    {
      name: 'a malformed untrusted flag counts as true',
      before: { origin: 'dream', derived_from_untrusted: 'no' },
      upd: update(),
      after: { origin: 'dream', derived_from_untrusted: true },
    },
    {
      name: 'untrusted content raises a false flag',
      before: { origin: 'dream', derived_from_untrusted: false },
      upd: update({ untrusted: true }),
      after: { origin: 'dream', derived_from_untrusted: true },
    },
    {
      name: 'on a person\'s note, a flag of their own that is not false raises the record',
      before: { derived_from_untrusted: 'maybe' },
      upd: update(),
      after: { derived_from_untrusted: 'maybe', dreamed: { updated: TODAY, sources: ['note:Journal/2026-11-02.md'], confidence: 0.8, recurrence: 2, untrusted: true } },
    },
  ];
  it.each(cases)('$name', ({ before, upd, after }) => {
    const merged = mergeProvenance(before, upd, TODAY);
    expect(merged).toMatchObject(after);
    // toMatchObject ignores extra keys: origin must be exactly as expected (absent for a person's note)
    expect(merged.origin).toEqual(after.origin ?? before.origin);
    expect(Object.keys(merged).slice(0, Object.keys(after).length)).toEqual(Object.keys(after));
  });

  it('an existing note without frontmatter is the person\'s: it gets the dreamed: key only', () => {
    const m = mergeProvenance({}, update(), TODAY);
    expect(Object.keys(m)).toEqual(['dreamed']);
  });
});

// ------------------------------------------------------------ properties

const dateLike = fc.tuple(fc.integer({ min: 1990, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const scalar = fc.oneof(fc.string({ maxLength: 12 }), dateLike, fc.integer(), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), scalar, { maxKeys: 3 }));
const key = fc.oneof(fc.stringMatching(/^[a-z_]{1,10}$/), fc.constantFrom(...PROVENANCE_KEYS));
const existing = fc.dictionary(fc.oneof(key, fc.constant('dreamed')), value, { maxKeys: 10 }).map((d) => {
  // yaml cannot hold __proto__ meaningfully; keep the generator to ordinary keys
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(d)) if (k !== '__proto__') out[k] = v;
  return out;
});
const sessions = fc.array(fc.oneof(fc.stringMatching(/^note:Journal\/[a-z0-9-]{1,8}\.md$/), fc.stringMatching(/^claude:sess-[a-z0-9]{1,6}$/)), { maxLength: 5 });
const upd = fc.record({
  sources: sessions, untrusted: fc.boolean(), confidence: fc.double({ min: 0, max: 1, noNaN: true }),
  recurrence: fc.integer({ min: 1, max: 30 }), type: fc.constantFrom('note', 'daily', 'moc', 'skill', 'identity' as const),
}).map((u) => update({ ...u, type: u.type }));

describe('mergeProvenance (properties)', () => {
  it('keeps id, type, created and origin', () => {
    fc.assert(fc.property(existing, upd, (ex, u) => {
      const m = mergeProvenance(ex, u, TODAY);
      for (const k of ['id', 'type', 'created', 'origin']) if (k in ex) expect(m[k]).toEqual(ex[k]);
    }));
  });
  it('keeps every existing key in the same relative order, first; a person\'s note only gains dreamed:', () => {
    fc.assert(fc.property(existing, upd, (ex, u) => {
      const m = mergeProvenance(ex, u, TODAY);
      expect(Object.keys(m).slice(0, Object.keys(ex).length)).toEqual(Object.keys(ex));
      if (keepsDreamedKey(ex)) {
        for (const [k, v] of Object.entries(ex)) if (k !== 'dreamed') expect(m[k]).toEqual(v);
        expect(Object.keys(m).filter((k) => !(k in ex))).toEqual(ex.dreamed === undefined ? ['dreamed'] : []);
        expect(provenanceFacts(m).missing).toEqual([]);
      } else {
        // every provenance key, except that a flat-stamped person's note is not stamped origin: dream
        for (const k of PROVENANCE_KEYS) expect(k in m).toBe(k in ex || !(k === 'origin' && !isDreamOrigin(ex)));
      }
    }));
  });
  it('the sources hold every old session, then the new, with no duplicates', () => {
    fc.assert(fc.property(existing, upd, (ex, u) => {
      const m = mergeProvenance(ex, u, TODAY);
      const dreamed = keepsDreamedKey(ex);
      const list = (o: Record<string, unknown>): unknown => (dreamed ? (o.dreamed as Record<string, unknown> | undefined)?.sources : o.source_sessions);
      const beforeRecord = dreamed && (ex.dreamed === null || typeof ex.dreamed !== 'object' || Array.isArray(ex.dreamed)) ? {} : ex;
      const after = (list(m) as unknown[]).filter((s): s is string => typeof s === 'string');
      const old = list(beforeRecord);
      const before = Array.isArray(old) ? (old as unknown[]).filter((s) => typeof s === 'string') : typeof old === 'string' ? [old] : [];
      for (const s of before) expect(after).toContain(s);
      for (const s of u.sources) expect(after).toContain(s);
      expect(new Set(after).size).toBe(after.length);
    }));
  });
  it('untrusted never goes from true (or malformed) to false, wherever it is kept', () => {
    fc.assert(fc.property(existing, upd, (ex, u) => {
      const m = mergeProvenance(ex, u, TODAY);
      const was = provenanceFacts(ex).untrusted;
      const flat = 'derived_from_untrusted' in ex && ex.derived_from_untrusted !== false;
      if (flat || (was !== undefined && was !== false) || u.untrusted) expect(provenanceFacts(m).untrusted).toBe(true);
    }));
  });
  it('round-trips through renderNote/parseNote with dates still strings', () => {
    fc.assert(fc.property(existing, upd, (ex, u) => {
      const m = mergeProvenance(ex, u, TODAY);
      const back = parseNote(yamlPackage, renderNote(m, '# Body\n'));
      expect(back.error).toBeUndefined();
      expect(keepsDreamedKey(ex) ? (back.data.dreamed as Record<string, unknown>).updated : back.data.updated).toBe(TODAY);
      expect(back.data).toEqual(m);
    }));
  });
});
