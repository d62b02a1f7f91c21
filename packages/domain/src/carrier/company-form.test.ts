import { describe, expect, it } from 'vitest';
import { dimensionUnit } from '../freight/line-item-rules';
import { FALLBACK_FREIGHT_LIMITS, STANDARD_FREIGHT_LIMITS } from '../limits';
import {
  COMPANY_FORM_MESSAGES,
  companyFormErrors,
  companyFormSchema,
  dimensionFactorOf,
  normaliseCompanyForm,
  type CompanyLimits,
} from './company-form';
import { buildCompanyForm } from './test-factories';

const NO_LIMITS: CompanyLimits = { weight: null, volume: null, length: null, width: null, height: null, items: null };
const limits = (over: Partial<CompanyLimits>) => ({ ...STANDARD_FREIGHT_LIMITS, ...over });

describe('the company form', () => {
  it('saves a new company with a name, and one with every field filled', () => {
    expect(companyFormErrors(buildCompanyForm({ abn: '' }))).toEqual({});
    const full = buildCompanyForm({
      requirePO: true,
      forkliftPickup: true,
      defaultSenderId: 12,
      defaultOpen: '06:30',
      defaultClose: '15:00',
      defaultInstructions: 'Ring the bell at the roller door.',
      defaultExtraEmail: 'dispatch@acmehardware.example',
      dimensionUnit: 'cm',
    });
    expect(companyFormErrors(full)).toEqual({});
  });

  it.each([
    ['name', { name: '' }, 'Company name cannot be blank.'],
    ['name', { name: '   ' }, 'Company name cannot be blank.'],
    ['name', { name: 'x'.repeat(151) }, 'Company name cannot be longer than 150 characters.'],
    ['abn', { abn: '51 824 753 55' }, 'ABN must be 11 digits.'],
    ['abn', { abn: 'ABN 51 824 753 556' }, 'ABN must be 11 digits.'],
    ['abn', { abn: '51 824 753 557' }, 'ABN is not a valid ABN: its check digits do not add up.'],
    ['defaultOpen', { defaultOpen: 'seven' }, 'Open time must be a time such as 07:00.'],
    ['defaultOpen', { defaultOpen: '' }, 'Open time must be a time such as 07:00.'],
    ['defaultClose', { defaultClose: '24:00' }, 'Close time must be a time such as 17:00.'],
    ['defaultClose', { defaultOpen: '17:00', defaultClose: '07:00' }, 'Close time must be after the open time.'],
    ['defaultClose', { defaultOpen: '09:00', defaultClose: '9:00' }, 'Close time must be after the open time.'],
    ['defaultInstructions', { defaultInstructions: 'x'.repeat(851) }, 'Default instructions cannot be longer than 850 characters.'],
    ['defaultExtraEmail', { defaultExtraEmail: 'dispatch@acme' }, 'Extra e-mail must be an e-mail address.'],
    ['defaultExtraEmail', { defaultExtraEmail: `${'x'.repeat(190)}@acme.example` }, 'Extra e-mail cannot be longer than 200 characters.'],
  ])('%s: %j gives its sentence', (field, over, message) => {
    expect(companyFormErrors(buildCompanyForm(over))).toEqual({ [field]: message });
  });

  it('takes what Schedule Pickup takes: an ABN without spaces, times from a keypad, the longest texts', () => {
    const form = buildCompanyForm({
      name: 'x'.repeat(150),
      abn: '51824753556',
      defaultOpen: '700',
      defaultClose: '1730',
      defaultInstructions: 'x'.repeat(850),
      defaultExtraEmail: ' dispatch@acmehardware.example ',
    });
    expect(companyFormErrors(form)).toEqual({});
  });

  it('gives both time sentences when neither is a time', () => {
    expect(companyFormErrors(buildCompanyForm({ defaultOpen: '7am', defaultClose: '5pm' }))).toEqual({
      defaultOpen: COMPANY_FORM_MESSAGES.openInvalid,
      defaultClose: COMPANY_FORM_MESSAGES.closeInvalid,
    });
  });
});

describe('the freight limits of a company', () => {
  it('are every limit, or none for the fallback limits', () => {
    expect(companyFormErrors(buildCompanyForm({ limits: NO_LIMITS }))).toEqual({});
    expect(companyFormErrors(buildCompanyForm({ limits: { ...FALLBACK_FREIGHT_LIMITS, items: 1000 } }))).toEqual({});
  });

  it.each([
    ['weight', { weight: 0 }, 'Weight limit must be a number of kilograms above 0.'],
    ['volume', { volume: -1 }, 'Volume limit must be a number of cubic metres above 0.'],
    ['length', { length: Number.NaN }, 'Length limit must be a number of metres above 0.'],
    ['width', { width: 0 }, 'Width limit must be a number of metres above 0.'],
    ['height', { height: 1000.5 }, 'Height limit cannot be more than 1,000 metres.'],
    ['items', { items: 2.5 }, 'Line items limit must be a whole number of line items above 0.'],
    ['items', { items: 1001 }, 'Line items limit cannot be more than 1,000 line items.'],
    ['weight', { weight: 1_000_001 }, 'Weight limit cannot be more than 1,000,000 kilograms.'],
    ['volume', { volume: null }, 'Volume limit must be filled in too, or every limit left empty for the fallback limits.'],
  ])('%s: %j gives its sentence', (name, over, message) => {
    expect(companyFormErrors(buildCompanyForm({ limits: limits(over) }))).toEqual({ [`limits.${name}`]: message });
  });

  it('names every limit left empty beside one filled in', () => {
    const errors = companyFormErrors(buildCompanyForm({ limits: { ...NO_LIMITS, weight: 500 } }));
    expect(Object.keys(errors)).toEqual(['limits.volume', 'limits.length', 'limits.width', 'limits.height', 'limits.items']);
  });
});

describe('the company form body', () => {
  it('parses a form and drops fields it does not name', () => {
    const form = buildCompanyForm();
    expect(companyFormSchema.parse({ ...form, id: 7, suspendedAt: 1 })).toEqual(form);
  });

  it.each([
    ['a limit as text', { limits: { ...NO_LIMITS, weight: '500' } }],
    ['an unknown unit', { dimensionUnit: 'mm' }],
    ['a sender id of 0', { defaultSenderId: 0 }],
    ['a missing flag', { requirePO: undefined }],
    ['a name of 10,001 characters', { name: 'x'.repeat(10_001) }],
  ])('refuses %s', (_case, over) => {
    expect(companyFormSchema.safeParse({ ...buildCompanyForm(), ...over }).success).toBe(false);
  });

  it('keeps the ABN as its digits and times as HH:MM', () => {
    const form = buildCompanyForm({ name: ' Acme ', abn: '51 824 753 556', defaultOpen: '700', defaultClose: '17:00:00' });
    expect(normaliseCompanyForm(form)).toMatchObject({ name: 'Acme', abn: '51824753556', defaultOpen: '07:00', defaultClose: '17:00' });
    expect(normaliseCompanyForm(buildCompanyForm({ abn: ' ' })).abn).toBe('');
  });

  it('stores metres as factor 1 and centimetres as 100, and reads them back', () => {
    expect(dimensionFactorOf('m')).toBe(1);
    expect(dimensionFactorOf('cm')).toBe(100);
    for (const unit of ['m', 'cm'] as const) expect(dimensionUnit(dimensionFactorOf(unit))).toBe(unit);
  });
});
