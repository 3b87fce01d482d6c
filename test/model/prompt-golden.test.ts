/**
 * The extraction request, pinned (issue 21 item 1): the system prompt and one
 * request with an owner, subjects, dated files and EXISTING MEMORY, as files
 * under test/golden/prompt. A change to what the model is told shows up as a
 * diff there; UPDATE_GOLDEN=1 rewrites them after a deliberate change.
 */
import { expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { buildUserMessage, SYSTEM_PROMPT } from '../../src/core/extract/model/prompt';
import { span } from './fixtures';

const DIR = path.join(__dirname, '..', 'golden', 'prompt');

function pinned(name: string, text: string): void {
  const file = path.join(DIR, name);
  if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(file, text);
  expect(text).toBe(fs.readFileSync(file, 'utf8'));
}

it('the system prompt', () => {
  pinned('system.txt', SYSTEM_PROMPT + '\n');
});

it('a request: owner, subjects, the note dated with its weekday, memory lines', () => {
  const spans = [
    span('s1', '- **Caroline**: I passed the adoption agency interviews last Friday!', { path: 'Journal/2023-10-22.md', date: '2023-10-22', headingPath: [] }),
    span('s2', '- **Melanie**: Congrats! (photo: a woman holding a certificate)', { path: 'Journal/2023-10-22.md', date: '2023-10-22', headingPath: [] }),
  ];
  const memory = [
    { id: 'm1', path: 'Memory/Topics/caroline.md', tier: 2 as const, line: '- Caroline contacted her mentor for adoption advice.', text: 'Caroline contacted her mentor for adoption advice.' },
  ];
  const user = buildUserMessage(spans, true, memory, { owner: ['Caroline', 'Caro'], ownerNote: 'Memory/Topics/caroline.md', memoryLeftOut: 3, subjects: [{ name: 'melanie', aliases: ['Mel'] }, { name: 'adoption', aliases: [] }] });
  pinned('request.txt', user.text + '\n');
});
