/**
 * Secrets after cue words in the order people write them in their own
 * language: a verb between "recovery code" and its colon ("Herstelcode
 * bewaren:", "backup codes printed:"), and Korean's everyday short word for a
 * password (비번, for 비밀번호) with its particle. Each row fails without its
 * rule; the look-alikes beside them stay unflagged.
 */
import { describe, expect, it } from '@jest/globals';
import { findSecrets } from '../../src/core/secrets/scan';

const found = (text: string): string[] => findSecrets(text).map((h) => text.slice(h.start, h.end));

describe('a secret after its cue word, as people write it', () => {
  it.each([
    { style: 'Dutch template notes', text: '- 21:00 Eindelijk tweestapsverificatie aangezet op mijn mail. Herstelcode bewaren: 8RT4-W2KD-6NPA-QC9X', value: '8RT4-W2KD-6NPA-QC9X' },
    { style: 'English bullet journal', text: '- Backup codes printed: 8841-2290 5517-3306', value: '5517-3306' },
    { style: 'Korean prose diary', text: '새 공유기 비번은 namu_gongwon#4417 로 바꿨다.', value: 'namu_gongwon#4417' },
  ])('$style', ({ text, value }) => {
    expect(found(text)).toContain(value);
  });

  it.each([
    'Herstelcode bewaren: in de kluis, naast het paspoort.',
    'Backup codes printed: kept in the safe.',
    '비번은 또 바꿨다. 기억이 안 난다.',
  ])('no secret in "%s"', (text) => {
    expect(found(text)).toEqual([]);
  });
});
