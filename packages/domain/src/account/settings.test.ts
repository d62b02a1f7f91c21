import { describe, expect, it } from 'vitest';
import { validateSettings } from './settings';

describe('settings (spec 01 section 5)', () => {
  it('requires a name', () => {
    expect(validateSettings({ name: '  ', phone: '', email: '' })).toEqual(['Name cannot be blank']);
  });

  it('has no rules for phone and email', () => {
    expect(validateSettings({ name: 'Jo', phone: 'x', email: 'y' })).toEqual([]);
  });
});
