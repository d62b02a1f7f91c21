import { describe, expect, it } from 'vitest';
import { STAFF_ADMIN_MESSAGES as m, staffDetailsErrors } from './staff-admin';

describe('staff details', () => {
  it('accepts a staff member with every field right', () => {
    expect(staffDetailsErrors({ username: 'j.citizen', name: 'Jo Citizen', email: 'jo@carrier.example', role: 'Operations' })).toEqual({});
  });

  it('names every wrong field in a sentence', () => {
    expect(staffDetailsErrors({ username: ' ', name: '', email: 'jo', role: 'Boss' })).toEqual({
      username: m.usernameBlank,
      name: m.nameBlank,
      email: m.emailInvalid,
      role: m.roleUnknown,
    });
    expect(staffDetailsErrors({ username: 'jo citizen', name: 'x'.repeat(101), email: 'jo@carrier.example', role: 'Pricing' })).toEqual({
      username: m.usernameShape,
      name: m.nameTooLong,
    });
    expect(m.roleUnknown).toBe('Role must be one of Administrator, Customer service, Operations, Pricing.');
  });

  it('leaves the username alone on a change, where it cannot be changed', () => {
    expect(staffDetailsErrors({ name: 'Jo', email: 'jo@carrier.example', role: 'Pricing' })).toEqual({});
  });
});
