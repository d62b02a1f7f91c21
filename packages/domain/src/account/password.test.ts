import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './password';

const form = (over: Partial<Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>>) => ({
  currentPassword: 'Old#Pass1',
  newPassword: 'New#Pass2',
  confirmPassword: 'New#Pass2',
  ...over,
});

describe('change password (spec 01 section 5)', () => {
  it('accepts a valid change', () => {
    expect(validateChangePassword(form({}))).toEqual([]);
  });

  it('requires the current password', () => {
    expect(validateChangePassword(form({ currentPassword: '' }))).toContain('Current Password cannot be blank.');
  });

  it('requires the new password', () => {
    expect(validateChangePassword(form({ newPassword: '', confirmPassword: '' }))).toEqual([
      'New Password cannot be blank.',
    ]);
  });

  it('refuses the current password again', () => {
    const pw = 'Same#Pass1';
    expect(validateChangePassword(form({ currentPassword: pw, newPassword: pw, confirmPassword: pw }))).toEqual([
      'New Password cannot be the same as the Current Password.',
    ]);
  });

  it.each([
    ['Ab1', 'New Password must be at least 8 characters.'],
    ['Abcdefgh', 'New Password must contain a digit.'],
    ['abcdefg1', 'New Password must contain an uppercase character'],
    ['ABCDEFG1', 'New Password must contain a lowercase character'],
    ['Aa1' + 'x'.repeat(98), 'New Password is too long.'],
  ])('%s gives %s', (pw, message) => {
    expect(validateChangePassword(form({ newPassword: pw, confirmPassword: pw }))).toContain(message);
  });

  it('accepts exactly 8 and exactly 100 characters', () => {
    for (const pw of ['Abcdef12', 'Aa1' + 'x'.repeat(97)]) {
      expect(validateChangePassword(form({ newPassword: pw, confirmPassword: pw }))).toEqual([]);
    }
  });

  it('requires the confirmation to match', () => {
    expect(validateChangePassword(form({ confirmPassword: 'Other#Pass3' }))).toEqual(['New Password does not match']);
  });
});
