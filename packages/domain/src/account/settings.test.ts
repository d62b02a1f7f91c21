import { describe, expect, it } from 'vitest';
import { settingsLengthErrors, validateSettings } from './settings';

describe('settings (spec 01 section 5)', () => {
  it('requires a name', () => {
    expect(validateSettings({ name: '  ', phone: '', email: '' })).toEqual(['Name cannot be blank']);
  });

  it('has no rules for phone and email', () => {
    expect(validateSettings({ name: 'Jo', phone: 'x', email: 'y' })).toEqual([]);
  });
});

describe('settings length caps (server storage limits)', () => {
  it('accepts the limits exactly', () => {
    expect(settingsLengthErrors({ name: 'n'.repeat(150), phone: 'p'.repeat(50), email: 'e'.repeat(1000) })).toEqual(
      [],
    );
  });

  it('names every field over its limit', () => {
    expect(settingsLengthErrors({ name: 'n'.repeat(151), phone: 'p'.repeat(51), email: 'e'.repeat(1001) })).toEqual([
      'Name cannot be longer then 150 characters',
      'Phone cannot be longer than 50 characters.',
      'email cannot be longer then 1000 characters',
    ]);
  });
});
