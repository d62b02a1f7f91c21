import { describe, expect, it } from 'vitest';
import { AUSTRALIAN_STATES } from '../reference/australian-states';
import { DEPOT_FORM_MESSAGES, depotFormErrors, depotFormSchema, NEW_DEPOT_DEFAULTS, normaliseDepotForm } from './depot-form';
import { buildDepotForm } from './test-factories';

describe('the depot form', () => {
  it.each([
    ['Brisbane', {}],
    ['Hobart', { code: 'HBA', city: 'Hobart', state: 'TAS', lat: -42.88, lng: 147.33 }],
    ['Perth', { code: 'PER', city: 'Perth', state: 'WA', lat: -31.95, lng: 115.86 }],
    ['Darwin', { code: 'DRW', city: 'Darwin', state: 'NT', lat: -12.46, lng: 130.84 }],
    ['a depot on the corners of the bounds', { lat: -44, lng: 112 }],
    ['a depot on the other corners', { lat: -10, lng: 154 }],
    ['the smallest radius', { serviceRadiusKm: 1 }],
    ['the largest radius', { serviceRadiusKm: 1000 }],
    ['cut-offs typed on a keypad', { generalReceivalCutOff: '1300', chilledReceivalCutOff: '930' }],
    ['a closed depot that runs nothing', { pickupsRun: false, deliveriesRun: false, closed: true }],
  ])('saves %s', (_case, over) => {
    expect(depotFormErrors(buildDepotForm(over))).toEqual({});
  });

  it.each([
    ['code', { code: 'bne' }, 'Code must be 3 capital letters, such as BNE.'],
    ['code', { code: 'BN' }, DEPOT_FORM_MESSAGES.code],
    ['code', { code: 'BNE1' }, DEPOT_FORM_MESSAGES.code],
    ['code', { code: 'B1E' }, DEPOT_FORM_MESSAGES.code],
    ['city', { city: '  ' }, 'City cannot be blank.'],
    ['city', { city: 'x'.repeat(101) }, 'City cannot be longer than 100 characters.'],
    ['state', { state: 'Qld' }, 'State must be one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA.'],
    ['state', { state: 'NZ' }, DEPOT_FORM_MESSAGES.state],
    // The sign left off Brisbane's latitude; its longitude's decimal point one place out.
    ['lat', { lat: 27.47 }, 'Latitude must be a number from -44 to -10: a place in Australia.'],
    ['lat', { lat: -44.01 }, DEPOT_FORM_MESSAGES.lat],
    ['lat', { lat: -9.99 }, DEPOT_FORM_MESSAGES.lat],
    ['lat', { lat: Number.NaN }, DEPOT_FORM_MESSAGES.lat],
    ['lng', { lng: 15.302 }, 'Longitude must be a number from 112 to 154: a place in Australia.'],
    ['lng', { lng: 154.01 }, DEPOT_FORM_MESSAGES.lng],
    ['lng', { lng: 111.99 }, DEPOT_FORM_MESSAGES.lng],
    ['serviceRadiusKm', { serviceRadiusKm: 0 }, 'Service radius must be a whole number of kilometres from 1 to 1000.'],
    ['serviceRadiusKm', { serviceRadiusKm: 1001 }, DEPOT_FORM_MESSAGES.serviceRadius],
    ['serviceRadiusKm', { serviceRadiusKm: 150.5 }, DEPOT_FORM_MESSAGES.serviceRadius],
    ['generalReceivalCutOff', { generalReceivalCutOff: '1pm' }, 'General receivals cut-off must be a time such as 13:00.'],
    ['chilledReceivalCutOff', { chilledReceivalCutOff: '25:00' }, 'Freezer and Chiller receivals cut-off must be a time such as 11:00.'],
  ])('%s: %j gives its sentence', (field, over, message) => {
    expect(depotFormErrors(buildDepotForm(over))).toEqual({ [field]: message });
  });

  it('names the states as the domain lists them', () => {
    for (const state of AUSTRALIAN_STATES) expect(depotFormErrors(buildDepotForm({ state }))).toEqual({});
  });
});

describe('a new depot', () => {
  it("starts with the gazetteer's 150 km and the spec's cut-offs, 1pm and 11am, open for everything", () => {
    expect(NEW_DEPOT_DEFAULTS).toEqual({
      serviceRadiusKm: 150,
      generalReceivalCutOff: '13:00',
      chilledReceivalCutOff: '11:00',
      pickupsRun: true,
      deliveriesRun: true,
      closed: false,
    });
  });
});

describe('the depot form body', () => {
  it('parses a form and drops fields it does not name', () => {
    const form = buildDepotForm();
    expect(depotFormSchema.parse({ ...form, inUse: false })).toEqual(form);
  });

  it.each([
    ['a radius as text', { serviceRadiusKm: '150' }],
    ['a missing flag', { closed: undefined }],
    ['an endless latitude', { lat: Number.NEGATIVE_INFINITY }],
  ])('refuses %s', (_case, over) => {
    expect(depotFormSchema.safeParse({ ...buildDepotForm(), ...over }).success).toBe(false);
  });

  it('keeps cut-offs as HH:MM and the city without stray spaces', () => {
    const form = buildDepotForm({ city: ' Brisbane ', generalReceivalCutOff: '1300', chilledReceivalCutOff: '9:30' });
    expect(normaliseDepotForm(form)).toMatchObject({ city: 'Brisbane', generalReceivalCutOff: '13:00', chilledReceivalCutOff: '09:30' });
  });
});
