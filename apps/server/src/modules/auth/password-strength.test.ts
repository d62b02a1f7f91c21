import { describe, expect, it } from 'vitest';
import { GUESSABLE_PASSWORD_MESSAGE, passwordStrengthErrors } from '@portal/domain/account/password';
import { guessablePasswordErrors, guessingHints, type PasswordOwner } from './password-strength';
import { generateTemporaryPassword } from './temporary-password';

const booker: PasswordOwner = {
  username: 'booker',
  name: 'Bella Booker',
  email: 'bella.booker@acmehardware.example',
  companyNames: ['Acme Hardware Pty Ltd'],
};
const hints = guessingHints(booker, 'Freight Portal Transport');
const refused = (password: string) => guessablePasswordErrors(password, hints);

describe('the strength rule (issue 13, decision 0033)', () => {
  // Every password below meets the spec's own rules: only the estimator stands in the way.
  it.each([
    ['a common password', 'Password1'],
    ['a common password with a symbol', 'Welcome1!'],
    ['a common password in l33t', 'P@ssw0rd1'],
    ['a keyboard walk', 'Qwerty123'],
    ['a keyboard walk down the columns', '1qaz2WSX3edc'],
    ['a date', '19/07/1984Ab'],
    ['a season and a year', 'Summer2024!'],
    ['a month and a year', 'January2026'],
    ['the username and a year', 'Booker2026'],
    ['the username in l33t', 'B00ker2026'],
    ['the first name and a year', 'Bella1990'],
    ['the company and a year', 'Acme2026!'],
    ['the company in l33t', 'Acm3Hardw@re1'],
    ['the portal\'s own word', 'Freight2026'],
    ['the portal\'s own word in l33t', 'P0rtal#2026'],
    ['the carrier\'s name', 'Transport#1'],
  ])('refuses %s: %s', async (_what, password) => {
    expect(passwordStrengthErrors(password)).toEqual([]);
    expect(await refused(password)).toEqual([GUESSABLE_PASSWORD_MESSAGE]);
  });

  it.each([
    ['random words with a separator', 'Kettle-Harbour-42'],
    ['a long passphrase', 'correct horse battery staple 9A'],
    ['words, a symbol and digits', 'Copper#Wombat47'],
    ['random characters', 'Kx7m-Pq4r-Zt9w'],
  ])('accepts %s: %s', async (_what, password) => {
    expect(await refused(password)).toEqual([]);
  });

  it('judges a password against its owner: the same one is fine for a stranger', async () => {
    const stranger = { username: 'jo', name: 'Jo Citizen', email: 'jo@coastalfoods.example', companyNames: ['Coastal Foods Pty Ltd'] };
    expect(await guessablePasswordErrors('Acme2026!', guessingHints(stranger, 'Freight Portal Transport'))).toEqual([]);
    expect(await refused('Acme2026!')).toEqual([GUESSABLE_PASSWORD_MESSAGE]);
  });

  it('takes the owner word by word, whole and without spaces', () => {
    expect(guessingHints(booker, 'Freight Portal Transport')).toEqual(
      expect.arrayContaining(['booker', 'bella', 'bellabooker', 'acme', 'hardware', 'acmehardwareptyltd', 'freight', 'portal']),
    );
  });
});

describe('temporary passwords', () => {
  it('are readable groups that meet the New Password rules and the strength rule', async () => {
    for (let i = 0; i < 50; i++) {
      const password = await generateTemporaryPassword();
      expect(password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
      expect(passwordStrengthErrors(password)).toEqual([]);
      expect(await refused(password)).toEqual([]);
    }
  });
});
