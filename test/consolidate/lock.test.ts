import { describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { NodeVault } from '../../src/cli/node-vault';
import { anchoredClock } from '../../src/core/ports/clock';
import { acquireLock, lockPath, releaseLock } from '../helpers/context-calls';
import type { VaultPort } from '../../src/core/ports/vault';
import { MemoryVault } from '../fakes/memory-vault';
import { makeCtx, tempDir } from './support/scenario';

const T0 = '2026-11-29T03:00:00Z';

describe('acquireLock', () => {
  test('a second runner on another device is refused, with who and until when', async () => {
    const vault = new MemoryVault();
    const a = await acquireLock(makeCtx(vault, T0, { deviceId: 'laptop' }), 'run-a');
    expect(a.ok).toBe(true);
    const b = await acquireLock(makeCtx(vault, '2026-11-29T03:10:00Z', { deviceId: 'phone' }), 'run-b');
    expect(b).toEqual({
      ok: false,
      holder: expect.objectContaining({ deviceId: 'laptop', runId: 'run-a' }),
      message: 'Another dream is running on laptop since 03:00; it expires at 03:30.',
    });
  });

  test('another run on the same device is refused too', async () => {
    const vault = new MemoryVault();
    await acquireLock(makeCtx(vault, T0), 'run-a');
    expect((await acquireLock(makeCtx(vault, T0), 'run-b')).ok).toBe(false);
  });

  test('a lock this device took before the plugin loaded is from a run that died with the app: taken over at once, and said', async () => {
    const vault = new MemoryVault();
    await acquireLock(makeCtx(vault, T0, { deviceId: 'laptop' }), 'run-died');
    const loadedAt = Date.parse('2026-11-29T03:05:00Z');
    const r = await acquireLock({ ...makeCtx(vault, '2026-11-29T03:06:00Z', { deviceId: 'laptop' }), staleOwnLocksBefore: loadedAt }, 'run-b');
    expect(r.ok).toBe(true);
    expect(r.ok && r.messages.map((m) => m.text)).toEqual([expect.stringContaining("Took over this device's own lock from run run-died")]);
  });

  test('a command-line lock whose process is gone is taken over at once on its device only; a live process keeps it', async () => {
    const vault = new MemoryVault();
    const running = new Set([41]);
    const processes = (self: number) => ({ self, alive: (pid: number) => running.has(pid) });
    await acquireLock({ ...makeCtx(vault, T0, { deviceId: 'laptop' }), processes: processes(41) }, 'run-killed');
    // one minute later by the injected clock: the lease has 29 minutes left
    const later = '2026-11-29T03:01:00Z';
    expect((await acquireLock({ ...makeCtx(vault, later, { deviceId: 'laptop' }), processes: processes(42) }, 'run-b')).ok).toBe(false);
    running.delete(41);
    expect((await acquireLock({ ...makeCtx(vault, later, { deviceId: 'desktop' }), processes: processes(42) }, 'run-c')).ok).toBe(false);
    const r = await acquireLock({ ...makeCtx(vault, later, { deviceId: 'laptop' }), processes: processes(42) }, 'run-d');
    expect(r.ok && r.messages.map((m) => m.text)).toEqual([expect.stringContaining("Took over this device's own lock from run run-killed")]);
  });

  test('a lock this device took after the plugin loaded belongs to a live run of this app: refused', async () => {
    const vault = new MemoryVault();
    const loadedAt = Date.parse('2026-11-29T02:00:00Z');
    await acquireLock({ ...makeCtx(vault, T0, { deviceId: 'laptop' }), staleOwnLocksBefore: loadedAt }, 'run-live');
    const r = await acquireLock({ ...makeCtx(vault, '2026-11-29T03:01:00Z', { deviceId: 'laptop' }), staleOwnLocksBefore: loadedAt }, 'run-b');
    expect(r.ok).toBe(false);
  });

  test('another device’s lock is never taken early, whatever this host’s load time', async () => {
    const vault = new MemoryVault();
    await acquireLock(makeCtx(vault, T0, { deviceId: 'phone' }), 'run-a');
    const r = await acquireLock({ ...makeCtx(vault, '2026-11-29T03:06:00Z', { deviceId: 'laptop' }), staleOwnLocksBefore: Date.parse('2026-11-29T03:05:00Z') }, 'run-b');
    expect(r.ok).toBe(false);
  });

  test('times are shown in the clock’s zone', async () => {
    const vault = new MemoryVault();
    await acquireLock(makeCtx(vault, T0, { deviceId: 'laptop' }), 'run-a');
    const ctx = { ...makeCtx(vault, T0, { deviceId: 'phone' }), clock: { now: () => Date.parse(T0), timeZone: 'Europe/Berlin' } };
    const b = await acquireLock(ctx, 'run-b');
    expect(!b.ok && b.message).toBe('Another dream is running on laptop since 04:00; it expires at 04:30.');
  });

  test('an expired lock is taken over, and the take-over is reported', async () => {
    const vault = new MemoryVault();
    await acquireLock(makeCtx(vault, T0, { deviceId: 'laptop' }), 'run-a');
    const b = await acquireLock(makeCtx(vault, '2026-11-29T03:30:00Z', { deviceId: 'phone' }), 'run-b');
    expect(b.ok).toBe(true);
    expect(b.ok && b.messages.map((m) => m.text)).toEqual(['Took over an expired lock from laptop (run run-a, started 03:00).']);
    expect(JSON.parse(vault.peek('.dreams/lock.json') ?? '')).toMatchObject({ deviceId: 'phone', runId: 'run-b' });
  });

  test('a lock from a device whose clock runs far ahead does not block forever', async () => {
    const vault = new MemoryVault();
    await acquireLock(makeCtx(vault, '2026-12-29T03:00:00Z', { deviceId: 'skewed' }), 'run-a');
    expect((await acquireLock(makeCtx(vault, T0, { deviceId: 'laptop' }), 'run-b')).ok).toBe(true);
  });

  test('a half-synced lock file is replaced and reported', async () => {
    const vault = new MemoryVault({ files: { '.dreams/lock.json': '{"deviceId": "lap' } });
    const r = await acquireLock(makeCtx(vault, T0), 'run-a');
    expect(r.ok && r.messages[0]?.text).toContain('Replaced the lock file');
  });

  test('when the read-back shows another device won the race, this one backs off', async () => {
    const vault = new MemoryVault();
    // Sync delivers the phone's lock right after our write lands.
    const racing: VaultPort = Object.assign(Object.create(vault) as VaultPort, {
      replace: async (p: string, expected: string | null, text: string) => {
        const done = await vault.replace(p, expected, text);
        if (p === '.dreams/lock.json') {
          await vault.write(p, JSON.stringify({ deviceId: 'phone', runId: 'run-p', startedAt: Date.parse(T0), expiresAt: Date.parse(T0) + 1_800_000 }));
        }
        return done;
      },
    });
    const r = await acquireLock(makeCtx(racing, T0), 'run-a');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain('Another dream is running on phone since 03:00');
  });
});

describe('a lock is a lease in real time, whatever the run is dated (issue 19)', () => {
  // Real time as the host sees it; each run's own clock may be dated elsewhere by --now.
  const REAL = Date.parse('2026-12-01T16:00:00Z');
  const minutes = (n: number) => REAL + n * 60_000;
  const dated = (iso: string, realAt: number) => anchoredClock(iso, 'UTC', () => realAt);
  const realClock = (at: number) => ({ now: () => at, timeZone: 'UTC', wall: () => at });

  test('a run with a later --now does not take over a live run dated earlier', async () => {
    const vault = new MemoryVault();
    expect((await acquireLock({ ...makeCtx(vault), clock: dated('2026-11-05T08:00:00Z', minutes(0)), deviceId: 'cli-a' }, 'run-a')).ok).toBe(true);
    const b = await acquireLock({ ...makeCtx(vault), clock: dated('2026-11-06T08:00:00Z', minutes(1)), deviceId: 'cli-b' }, 'run-b');
    expect(b).toMatchObject({ ok: false, message: 'Another dream is running on cli-a since 16:00; it expires at 16:30.' });
  });

  test('a run on the real clock does not take over a live run dated in the past', async () => {
    const vault = new MemoryVault();
    await acquireLock({ ...makeCtx(vault), clock: dated('2026-11-05T08:00:00Z', minutes(0)), deviceId: 'cli-a' }, 'run-a');
    expect((await acquireLock({ ...makeCtx(vault), clock: realClock(minutes(5)), deviceId: 'cli-b' }, 'run-b')).ok).toBe(false);
  });

  test('a run dated before a live run cannot outwait it either', async () => {
    const vault = new MemoryVault();
    await acquireLock({ ...makeCtx(vault), clock: realClock(minutes(0)), deviceId: 'cli-a' }, 'run-a');
    expect((await acquireLock({ ...makeCtx(vault), clock: dated('2026-11-05T08:00:00Z', minutes(1)), deviceId: 'cli-b' }, 'run-b')).ok).toBe(false);
  });

  test('once the lease has run out in real time the lock is taken over, whatever either run is dated', async () => {
    const vault = new MemoryVault();
    await acquireLock({ ...makeCtx(vault), clock: dated('2026-11-06T08:00:00Z', minutes(0)), deviceId: 'cli-a' }, 'run-a');
    const b = await acquireLock({ ...makeCtx(vault), clock: dated('2026-11-05T08:00:00Z', minutes(30)), deviceId: 'cli-b' }, 'run-b');
    expect(b.ok && b.messages.map((m) => m.text)).toEqual(['Took over an expired lock from cli-a (run run-a, started 16:00).']);
  });
});

describe('acquireLock on a real folder, many at once (issue 12 item 7)', () => {
  const racers = 8;
  test(`of ${racers} runs taking a free lock together exactly one gets it`, async () => {
    const dir = tempDir('lock-race');
    try {
      const results = await Promise.all(
        Array.from({ length: racers }, (_x, i) => acquireLock(makeCtx(new NodeVault(dir), T0, { deviceId: `cli-${i}` }), `run-${i}`)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const winner = results.findIndex((r) => r.ok);
      for (const r of results) if (!r.ok) expect(r.message).toContain(`Another dream is running on cli-${winner} since 03:00`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test(`of ${racers} runs finding the same expired lock exactly one takes it over`, async () => {
    const dir = tempDir('lock-race');
    try {
      fs.mkdirSync(path.join(dir, '.dreams'));
      const old = Date.parse('2026-11-29T01:00:00Z');
      fs.writeFileSync(path.join(dir, '.dreams', 'lock.json'), JSON.stringify({ deviceId: 'gone', runId: 'r0', startedAt: old, expiresAt: old + 1_800_000 }));
      const results = await Promise.all(
        Array.from({ length: racers }, (_x, i) => acquireLock(makeCtx(new NodeVault(dir), T0, { deviceId: `cli-${i}` }), `run-${i}`)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const lock = JSON.parse(fs.readFileSync(path.join(dir, '.dreams', 'lock.json'), 'utf8')) as { deviceId: string };
      expect(lock.deviceId).toBe(`cli-${results.findIndex((r) => r.ok)}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('releaseLock', () => {
  test('removes only our own lock', async () => {
    const vault = new MemoryVault();
    const ctx = makeCtx(vault, T0);
    await acquireLock(ctx, 'run-a');
    expect(await releaseLock(ctx, 'run-other')).toBe(false);
    expect(await releaseLock(makeCtx(vault, T0, { deviceId: 'phone' }), 'run-a')).toBe(false);
    expect(vault.peek(lockPath(ctx))).not.toBeNull();
    expect(await releaseLock(ctx, 'run-a')).toBe(true);
    expect(vault.peek(lockPath(ctx))).toBeNull();
  });
});
