import { describe, expect, test } from '@jest/globals';
import { VaultPathError } from '../../src/core/ports/vault';
import { MemoryVault } from '../fakes/memory-vault';

// The fake is shared by other suites; these pin the helpers they rely on.
// (Its VaultPort behaviour matches the conformance suite's expectations.)
describe('MemoryVault', () => {
  test('mtimes come from the injected clock, or are set explicitly', async () => {
    let now = 1000;
    const v = new MemoryVault({ now: () => now });
    await v.write('Journal/a.md', 'a');
    now = 2000;
    v.appendText('Journal/a.md', 'b');
    expect(await v.stat('Journal/a.md')).toEqual({ path: 'Journal/a.md', size: 2, mtime: 2000 });
    v.setMtime('Journal/a.md', 5);
    expect((await v.list('Journal'))[0]!.mtime).toBe(5);
    expect(() => v.setMtime('nope.md', 1)).toThrow(/no file/);
  });

  test('calls are recorded; mutating ones are easy to assert on', async () => {
    const v = new MemoryVault({ files: { 'a.md': 'x' } });
    await v.readText('a.md');
    await v.exists('b.md');
    expect(v.mutatingCalls()).toEqual([]);
    await v.write('.dreams/lock', 'l');
    expect(v.mutatingCalls()).toEqual([{ op: 'write', path: '.dreams/lock' }]);
  });

  test('faults make chosen calls reject', async () => {
    const v = new MemoryVault({ files: { 'a.md': 'x' } });
    v.setFault((op) => (op === 'write' ? 'ENOSPC: no space left on device' : null));
    await expect(v.write('b.md', 'y')).rejects.toThrow(/ENOSPC/);
    expect(await v.readText('a.md')).toBe('x');
    v.setFault(null);
    await v.write('b.md', 'y');
    expect(v.peek('b.md')).toBe('y');
  });

  test('snapshots are deep copies', () => {
    const v = new MemoryVault({ files: { 'a.md': 'x' }, mtime: 1 });
    const before = v.snapshot();
    v.appendText('a.md', 'y', 2);
    expect(before.get('a.md')).toEqual({ bytes: new TextEncoder().encode('x'), mtime: 1 });
  });

  test('paths leaving the vault are refused', async () => {
    const v = new MemoryVault();
    await expect(v.readText('../x.md')).rejects.toThrow(VaultPathError);
    expect(() => v.setFile('/etc/passwd', 'x')).toThrow(VaultPathError);
  });
});
