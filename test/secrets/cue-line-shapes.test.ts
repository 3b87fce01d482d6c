import { describe, expect, it } from '@jest/globals';
import { findSecrets } from '../../src/core/secrets/scan';

// Three shapes a cue takes beside the ones the language table covers: an
// outliner's or Dataview's property (`key:: value`), a PIN named for what it
// opens without a little word between ("PIN Haustür: …"), and a line that names
// a password or code and ends in a colon, with the value alone on the next line.
// Each with look-alikes that must stay unflagged.

const found = (text: string): string[] => findSecrets(text).map((s) => text.slice(s.start, s.end));

describe('a secret in these shapes is found', () => {
  it.each([
    ['outliner property (en)', '- router-password:: Tr0ub4dor&3x', 'Tr0ub4dor&3x'],
    ['outliner property (de), nested', '\t- nas-kennwort:: Blau!Hund-2025', 'Blau!Hund-2025'],
    ['Dataview inline field', 'password:: Xk9#mPq2vL', 'Xk9#mPq2vL'],
    ['PIN named for what it opens (de)', '- PIN Haustür: 482913', '482913'],
    ['PIN named for what it opens (en)', '- PIN safe: 5521', '5521'],
    ['PIN said with its length (de)', '- neue PIN mit 6 Stellen: 518274', '518274'],
    ['PIN said with its length (en chat)', 'Sam: the new card PIN, 4 digits: 7351', '7351'],
    ['value on the next line (fr prose)', '- mot de passe du routeur, je le note ici :\n  Xr7-pl4Q-99', 'Xr7-pl4Q-99'],
    ['value on the next line (en session log)', 'The vault access code, noting it here:\nAB12-CD34-EF56', 'AB12-CD34-EF56'],
  ])('%s', (_name, text, value) => {
    expect(found(text)).toContain(value);
  });
});

describe('look-alikes stay unflagged', () => {
  it.each([
    ['a property that says where it is kept', 'password:: see the manager'],
    ['a PIN that changed, no value', '- PIN Haustür: geändert, neue liegt im Safe'],
    ['a PIN length with no value', '- the PIN must have 6 digits: the bank says so'],
    ['a policy under a password heading line', '- password rules, from the admin:\n  - twelve characters at least'],
    ['a code line followed by prose', '- the door code changed again:\n  - ask the landlord tomorrow'],
  ])('%s', (_name, text) => {
    expect(found(text)).toEqual([]);
  });
});
