import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSION_NAMES, STAFF_ROLES, staffMay } from './staff-roles';

describe('staff roles', () => {
  it('gives the Administrator everything', () => {
    for (const permission of STAFF_PERMISSION_NAMES) expect(staffMay('Administrator', permission)).toBe(true);
  });

  it('lets only the Administrator manage staff', () => {
    expect(STAFF_ROLES.filter((role) => staffMay(role, 'staff:manage'))).toEqual(['Administrator']);
  });

  it('gives Customer service customers, their users, finding consignments, manual scans and PODs', () => {
    for (const permission of ['companies:read', 'companies:write', 'consignments:find', 'scans:record', 'pods:record'] as const) {
      expect(staffMay('Customer service', permission)).toBe(true);
    }
    expect(staffMay('Customer service', 'depots:write')).toBe(false);
    expect(staffMay('Customer service', 'connoteBooks:write')).toBe(false);
    expect(staffMay('Customer service', 'pricing:write')).toBe(false);
  });

  it('gives Operations depots, connote books and scans, not companies or PODs', () => {
    for (const permission of ['depots:write', 'connoteBooks:write', 'scans:record'] as const) expect(staffMay('Operations', permission)).toBe(true);
    expect(staffMay('Operations', 'companies:write')).toBe(false);
    expect(staffMay('Operations', 'pods:record')).toBe(false);
  });

  it('keeps Pricing to reading here and to its own desk', () => {
    const granted = STAFF_PERMISSION_NAMES.filter((permission) => staffMay('Pricing', permission));
    expect(granted).toEqual(['companies:read', 'depots:read', 'pricing:read', 'pricing:write']);
  });
});
