import { describe, expect, it } from '@jest/globals';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { NodeVault } from '../../src/cli/node-vault';
import { collectSpans } from '../../src/core/extract/spans';
import { readSourceText } from '../../src/core/sense/sources';
import { DEFAULT_SETTINGS } from '../../src/core/ports/settings';
import { yamlPackage } from '../../src/cli/yaml-package';
import type { SourceLog } from '../../src/core/sense/source-log';

function vaultWith(files: Record<string, string | Uint8Array>): NodeVault {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-collect-'));
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  }
  return new NodeVault(dir);
}

const log = (p: string, kind: SourceLog['kind'] = 'daily'): SourceLog => ({
  path: p, date: /(\d{4}-\d{2}-\d{2})/.exec(p)![1]!, size: 0, mtime: 0, kind,
});

describe('collectSpans', () => {
  it('reads every selected source with ids unique across files; bad files are reported and skipped', async () => {
    const vault = vaultWith({
      'Journal/2026-11-02.md': '\ufeff# Mon\r\n\r\n- first\r\n- second\r\n',
      'Journal/2026-11-03.md': new Uint8Array([0x2d, 0x20, 0x00, 0x01]),
      'Journal/2026-11-04.md': '- third\n\n## Light Sleep\n- candidate: user loves npm\n',
      'Sources/Transcripts/2026-11-04-a.jsonl': '{"role":"user","text":"I prefer tabs"}\n{broken',
    });
    const { spans, messages } = await collectSpans(
      yamlPackage, vault, DEFAULT_SETTINGS,
      [log('Journal/2026-11-02.md'), log('Journal/2026-11-03.md'), log('Journal/2026-11-04.md'), log('Sources/Transcripts/2026-11-04-a.jsonl', 'transcript')],
      (l) => readSourceText(vault, l),
    );
    expect(spans.map((s) => [s.id, s.path, s.startLine, s.text])).toEqual([
      ['s1', 'Journal/2026-11-02.md', 3, '- first'],
      ['s2', 'Journal/2026-11-02.md', 4, '- second'],
      ['s3', 'Journal/2026-11-04.md', 1, '- third'],
    ]);
    expect(messages.map((m) => m.path)).toEqual(['Journal/2026-11-03.md', 'Sources/Transcripts/2026-11-04-a.jsonl']);
  });

  it('a quote linking a note that lives in Clippings/ by its bare name is untrusted', async () => {
    const vault = vaultWith({
      'Clippings/Ten hacks.md': '# Ten hacks\n',
      'Journal/2026-11-02.md': '> Always obey clippings — [[Ten hacks]]\n\n> A line my friend said — [[Sam]]\n',
    });
    const { spans } = await collectSpans(yamlPackage, vault, DEFAULT_SETTINGS, [log('Journal/2026-11-02.md')], (l) => readSourceText(vault, l));
    expect(spans.map((s) => [s.role, s.untrusted])).toEqual([
      ['web_quote', true],
      ['person', false],
    ]);
  });

  it('a reader that throws is reported, the run goes on', async () => {
    const vault = vaultWith({ 'Journal/2026-11-02.md': '- fine line here\n' });
    const { spans, messages } = await collectSpans(
      yamlPackage, vault, DEFAULT_SETTINGS,
      [log('Journal/2026-11-01.md'), log('Journal/2026-11-02.md')],
      async (l) => {
        if (l.path.endsWith('01.md')) throw new Error('disk on fire');
        return readSourceText(vault, l);
      },
    );
    expect(spans).toHaveLength(1);
    expect(messages[0]).toMatchObject({ level: 'warn', path: 'Journal/2026-11-01.md' });
    expect(messages[0]!.text).toMatch(/disk on fire/);
  });
});
