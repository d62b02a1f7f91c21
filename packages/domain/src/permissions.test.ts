import { describe, expect, it } from 'vitest';
import { can, grantsAtMost, permissionKey } from './permissions';
import { DASHBOARD_TILES } from './dashboard-tiles';

describe('permissions (spec 01 section 6)', () => {
  it('keys groups without spaces or line breaks', () => {
    expect(permissionKey('Quotation\nFinancials')).toBe('QuotationFinancials');
    expect(permissionKey('Quotation Financials')).toBe('QuotationFinancials');
  });

  it('reads a flag, false when absent', () => {
    expect(can({ Users: { view: true } }, 'Users', 'view')).toBe(true);
    expect(can({ Users: { view: true } }, 'Users', 'edit')).toBe(false);
    expect(can(undefined, 'POD', 'view')).toBe(false);
  });

  it('refuses to hand out more than the holder has', () => {
    expect(grantsAtMost({ POD: { view: true } }, { POD: { view: true }, Users: { view: true } })).toBe(true);
    expect(grantsAtMost({ Users: { delete: true } }, { Users: { view: true } })).toBe(false);
  });

  it('lists the eight dashboard tiles', () => {
    expect(DASHBOARD_TILES.map((t) => t.name)).toEqual([
      'New Quote', 'New Pickup', 'New Drop Freight In', 'PODs',
      'Existing Quotes', 'Existing Pickups', 'Existing Drop Freight In', 'Consignments',
    ]);
  });
});
