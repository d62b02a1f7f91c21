import { describe, expect, it } from 'vitest';
import { createDropFreightDenial, dropFreightDuplicable, dropFreightStatusText, existingDropFreightMode, openDropFreightDenial } from './drop-freight-access';

// Who may do what with a drop freight (spec 02 section 6), texts verbatim.

describe('drop-freight access', () => {
  it('a new drop freight needs Consignments.add', () => {
    expect(createDropFreightDenial({ Consignments: { add: true } })).toBeNull();
    expect(createDropFreightDenial({ Consignments: { edit: true, view: true } })).toBe('You do not have access to create a consignment.');
  });

  it('an existing one opens editable with Consignments.edit while status 2, else read-only with view, else denied', () => {
    expect(existingDropFreightMode({ Consignments: { edit: true } }, 2)).toBe('edit');
    expect(existingDropFreightMode({ Consignments: { edit: true, view: true } }, 1)).toBe('view');
    expect(existingDropFreightMode({ Consignments: { view: true } }, 2)).toBe('view');
    expect(existingDropFreightMode({ Consignments: { edit: true } }, 1)).toEqual({ denied: 'You do not have access to view consignments' });
    expect(openDropFreightDenial({ Consignments: { add: true } })).toBe('You do not have access to view consignments');
  });

  it('rows that are not drafts and not quoted can be duplicated', () => {
    expect(dropFreightDuplicable({ status: 1, quoted: false })).toBe(true);
    expect(dropFreightDuplicable({ status: 2, quoted: false })).toBe(false);
    expect(dropFreightDuplicable({ status: 1, quoted: true })).toBe(false);
    expect([dropFreightStatusText(2), dropFreightStatusText(1)]).toEqual(['Draft', 'Booked']);
  });
});
