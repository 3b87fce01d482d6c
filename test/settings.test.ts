import { describe, expect, it, test } from '@jest/globals';
import { applyModelPreset, DEFAULT_SETTINGS, findModelPreset, loadSettings, modelPresetOf, SETTINGS_VERSION, settingsSchema, splitOwnerNames, type Settings } from '../src/core/ports/settings';

describe('settings: the vault owner', () => {
  const cases: { name: string; saved: unknown; owner: string[]; problems: number }[] = [
    { name: 'absent: nobody named, unlabelled lines are still the owner\'s', saved: {}, owner: [], problems: 0 },
    { name: 'a v1 data.json gains an empty owner list', saved: { settingsVersion: 1, sourceFolders: ['Daily'] }, owner: [], problems: 0 },
    { name: 'a hand-edited string is split into names', saved: { settingsVersion: 1, owner: 'Sam, Samantha' }, owner: ['Sam', 'Samantha'], problems: 0 },
    { name: 'a list is kept, names trimmed', saved: { settingsVersion: 2, owner: [' Sam ', 'Sammy'] }, owner: ['Sam', 'Sammy'], problems: 0 },
    { name: 'an empty name is a problem, reported, and the default used', saved: { settingsVersion: 2, owner: ['Sam', ''] }, owner: [], problems: 1 },
  ];
  it.each(cases)('$name', ({ saved, owner, problems }) => {
    const r = loadSettings(saved);
    expect(r.settings.owner).toEqual(owner);
    expect(r.settings.settingsVersion).toBe(SETTINGS_VERSION);
    expect(r.problems).toHaveLength(problems);
  });

  it('splitOwnerNames: commas, semicolons or lines; duplicates once', () => {
    expect(splitOwnerNames('Sam; Sam\nSamantha, ')).toEqual(['Sam', 'Samantha']);
  });
});

describe('settings: model presets', () => {
  const shown: { name: string; saved: Partial<Settings>; preset: ReturnType<typeof modelPresetOf> }[] = [
    { name: 'no provider', saved: { provider: 'none', modelPreset: 'ollama' }, preset: 'none' },
    { name: 'older settings, OpenAI with the default URL', saved: { provider: 'openai', baseUrl: '' }, preset: 'openai' },
    { name: 'older settings, Ollama on 127.0.0.1', saved: { provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1/' }, preset: 'ollama' },
    { name: 'older settings, some other server', saved: { provider: 'openai', baseUrl: 'http://gpu-box:8000/v1' }, preset: 'custom' },
    { name: 'older settings, Anthropic through a proxy', saved: { provider: 'anthropic', baseUrl: 'http://proxy/v1' }, preset: 'anthropic' },
    { name: 'chosen Ollama on another host stays Ollama', saved: { provider: 'openai', modelPreset: 'ollama', baseUrl: 'http://nas:11434/v1' }, preset: 'ollama' },
  ];
  test.each(shown)('shown: $name', ({ saved, preset }) => {
    expect(modelPresetOf(loadSettings(saved).settings)).toBe(preset);
  });

  const chosen: { choice: Parameters<typeof applyModelPreset>[1]; after: Partial<Settings> }[] = [
    { choice: 'openai', after: { provider: 'openai', baseUrl: 'https://api.openai.com/v1', modelPreset: 'openai' } },
    { choice: 'anthropic', after: { provider: 'anthropic', baseUrl: 'https://api.anthropic.com', modelPreset: 'anthropic' } },
    { choice: 'ollama', after: { provider: 'openai', baseUrl: 'http://localhost:11434/v1', modelPreset: 'ollama' } },
    { choice: 'lmstudio', after: { provider: 'openai', baseUrl: 'http://localhost:1234/v1', modelPreset: 'lmstudio' } },
    { choice: 'openrouter', after: { provider: 'openai', baseUrl: 'https://openrouter.ai/api/v1', modelPreset: 'openrouter' } },
    { choice: 'llamacpp', after: { provider: 'openai', baseUrl: 'http://localhost:8080/v1', modelPreset: 'llamacpp' } },
    { choice: 'custom', after: { provider: 'openai', baseUrl: 'http://typed:1/v1', modelPreset: 'custom' } },
    { choice: 'none', after: { provider: 'none', baseUrl: 'http://typed:1/v1' } },
  ];
  test.each(chosen)('chosen: $choice fills protocol and base URL', ({ choice, after }) => {
    const next = applyModelPreset({ ...DEFAULT_SETTINGS, baseUrl: 'http://typed:1/v1' }, choice);
    expect(next).toMatchObject(after);
    expect(settingsSchema.safeParse(next).success).toBe(true);
  });

  test('a preset is found as people spell it', () => {
    expect(['LM Studio', 'lm-studio', 'lmstudio'].map((n) => findModelPreset(n)?.id)).toEqual(['lmstudio', 'lmstudio', 'lmstudio']);
    expect(findModelPreset('llama.cpp')?.id).toBe('llamacpp');
    expect(findModelPreset('gemini')).toBeUndefined();
  });
});

describe('settings: memory paths never point at sources or hidden folders (issue 19)', () => {
  const rows: { name: string; saved: Record<string, unknown>; key: keyof Settings; problem: RegExp }[] = [
    { name: 'memory folder in the app configuration folder', saved: { memoryFolder: '.obsidian' }, key: 'memoryFolder', problem: /^memoryFolder "\.obsidian" is in a hidden folder .*; using the default "Memory"$/ },
    { name: 'topics under .git', saved: { topicsFolder: 'Memory/.git/Topics' }, key: 'topicsFolder', problem: /topicsFolder "Memory\/\.git\/Topics" is in a hidden folder/ },
    { name: 'dream log set to a daily note', saved: { sourceFolders: ['Journal'], dreamLogPath: 'Journal/2026-11-02.md' }, key: 'dreamLogPath', problem: /^dreamLogPath "Journal\/2026-11-02\.md" is inside the source folder "Journal", and sources are read-only; using the default "Memory\/Dreaming\/dream-log\.md"$/ },
    { name: 'index among clippings', saved: { indexPath: 'Clippings/MEMORY.md' }, key: 'indexPath', problem: /inside the source folder "Clippings"/ },
    { name: 'daily digests in the journal', saved: { sourceFolders: ['Journal'], dailyFolder: 'Journal' }, key: 'dailyFolder', problem: /inside the source folder "Journal"/ },
    { name: 'a memory folder holding the journal', saved: { sourceFolders: ['Notes/Journal'], memoryFolder: 'Notes' }, key: 'memoryFolder', problem: /memoryFolder "Notes" holds the source folder "Notes\/Journal"/ },
  ];
  test.each(rows)('$name: refused, said, and the default used', ({ saved, key, problem }) => {
    const { settings, problems } = loadSettings(saved);
    expect(problems).toEqual([expect.stringMatching(problem)]);
    expect(settings[key]).toEqual(DEFAULT_SETTINGS[key]);
  });

  test('ordinary layouts pass untouched', () => {
    for (const saved of [{}, { memoryFolder: 'AI/Memory', dailyFolder: 'AI/Memory/Daily' }, { sourceFolders: ['Daily'], dreamLogPath: 'Memory/log.md' }]) {
      expect(loadSettings(saved).problems).toEqual([]);
    }
  });
});
