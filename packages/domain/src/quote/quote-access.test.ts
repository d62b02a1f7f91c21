import { describe, expect, it } from 'vitest';
import type { Permissions } from '../permissions';
import { existingQuoteMode, quoteAccessDenial, showsQuotePrice } from './quote-access';

const quotations = (flags: Partial<Record<'add' | 'edit' | 'view', boolean>>): Permissions => ({ Quotations: flags });

describe('quote permissions (spec 02 section 6)', () => {
  it('create needs Quotations.add', () => {
    expect(quoteAccessDenial('create', quotations({ add: true }))).toBeNull();
    expect(quoteAccessDenial('create', quotations({ view: true, edit: true }))).toBe('You do not have access to create a quotation.');
  });

  it('view needs Quotations.view', () => {
    expect(quoteAccessDenial('view', quotations({ view: true }))).toBeNull();
    expect(quoteAccessDenial('view', {})).toBe('You do not have access to view quotations.');
  });

  it('edit needs Quotations.edit and an unaccepted quote', () => {
    expect(quoteAccessDenial('edit', quotations({ edit: true }), { accepted: false })).toBeNull();
    expect(quoteAccessDenial('edit', quotations({ edit: true }), { accepted: true })).toBe(
      'This quotation has been accepted and can no longer be changed.',
    );
    expect(quoteAccessDenial('edit', quotations({ view: true }))).toBe('You do not have access to edit quotations.');
  });

  it('accept needs Quotations.edit, or Quotations.add for a new quote', () => {
    expect(quoteAccessDenial('accept', quotations({ edit: true }))).toBeNull();
    expect(quoteAccessDenial('accept', quotations({ add: true }), { isNew: true })).toBeNull();
    expect(quoteAccessDenial('accept', quotations({ add: true }))).toBe('You do not have access to accept a quotation.');
  });

  it('convert to pickup needs Quotations.edit and Pickups.add, and a quote', () => {
    const both: Permissions = { Quotations: { edit: true }, Pickups: { add: true } };
    expect(quoteAccessDenial('convertToPickup', both, { hasQuote: true })).toBeNull();
    expect(quoteAccessDenial('convertToPickup', both, { hasQuote: false })).toBe('You do not have a quotation to convert');
    expect(quoteAccessDenial('convertToPickup', quotations({ edit: true }))).toBe(
      'You do not have access to convert a quotation to a pickup.',
    );
  });

  it('convert to consignment needs Quotations.edit and Consignments.add, and a quote', () => {
    const both: Permissions = { Quotations: { edit: true }, Consignments: { add: true } };
    expect(quoteAccessDenial('convertToConsignment', both)).toBeNull();
    expect(quoteAccessDenial('convertToConsignment', both, { hasQuote: false })).toBe('You do not have a quotation to convert');
    expect(quoteAccessDenial('convertToConsignment', { Consignments: { add: true } })).toBe(
      'You do not have access to convert a quotation to a consignment',
    );
  });

  it('an existing quote opens for edit, read-only, or not at all', () => {
    expect(existingQuoteMode(quotations({ edit: true, view: true }), false)).toBe('edit');
    expect(existingQuoteMode(quotations({ edit: true, view: true }), true)).toBe('view');
    expect(existingQuoteMode(quotations({ view: true }), false)).toBe('view');
    expect(existingQuoteMode(quotations({ edit: true }), true)).toEqual({ denied: 'You do not have access to view quotations.' });
  });

  it('the price shows only with QuotationFinancials view', () => {
    expect(showsQuotePrice({ QuotationFinancials: { view: true } })).toBe(true);
    expect(showsQuotePrice(quotations({ add: true, edit: true, view: true }))).toBe(false);
  });
});
