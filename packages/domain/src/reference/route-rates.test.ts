import { describe, expect, it } from 'vitest';
import type { RateOption } from '../api/reference';
import { preferNonDefault, ratesForRoute } from './route-rates';

const rate = (over: Partial<RateOption>): RateOption => ({
  depotFrom: 'BNE',
  depotTo: 'SYD',
  freight: 'General',
  default: true,
  pickupAllowed: true,
  deliveryAllowed: true,
  card: 'general',
  ...over,
});

describe('ratesForRoute (spec 02 section 3)', () => {
  it('takes the customer card before the General card', () => {
    const rates = [rate({}), rate({ card: 'customer', freight: 'Chiller' })];
    const route = ratesForRoute(rates, ['BNE'], ['SYD']);
    expect(route).toEqual({ rates: [rates[1]], generalRate: false, depotFrom: 'BNE', depotTo: 'SYD' });
  });

  it('falls back to the General card when the customer card has no rate for any pair', () => {
    const rates = [rate({ card: 'customer', depotTo: 'MEL' }), rate({ depotFrom: 'OOL' })];
    const route = ratesForRoute(rates, ['BNE', 'OOL'], ['SYD']);
    expect(route?.generalRate).toBe(true);
    expect(route?.depotFrom).toBe('OOL');
  });

  it('searches depot pairs nearest first, sender depot outer and receiver depot inner', () => {
    const rates = [
      rate({ depotFrom: 'OOL', depotTo: 'SYD', freight: 'a' }),
      rate({ depotFrom: 'BNE', depotTo: 'NTL', freight: 'b' }),
      rate({ depotFrom: 'BNE', depotTo: 'CBR', freight: 'c' }),
    ];
    const route = ratesForRoute(rates, ['BNE', 'OOL'], ['SYD', 'NTL', 'CBR']);
    expect(route?.rates.map((r) => r.freight)).toEqual(['b']);
    expect([route?.depotFrom, route?.depotTo]).toEqual(['BNE', 'NTL']);
  });

  it('prefers a customer rate on a farther pair over a General rate on the nearest pair', () => {
    const rates = [rate({ depotFrom: 'BNE' }), rate({ depotFrom: 'OOL', card: 'customer' })];
    expect(ratesForRoute(rates, ['BNE', 'OOL'], ['SYD'])?.depotFrom).toBe('OOL');
  });

  it('lets non-default rates win per freight type', () => {
    const rates = [
      rate({ freight: 'General', default: true }),
      rate({ freight: 'General', default: false, pickupAllowed: false }),
      rate({ freight: 'Chiller', default: true }),
    ];
    expect(ratesForRoute(rates, ['BNE'], ['SYD'])?.rates).toEqual([rates[1], rates[2]]);
    expect(preferNonDefault(rates)).toEqual([rates[1], rates[2]]);
  });

  it('is null when no pair has a rate: Cannot ship between this destination pair.', () => {
    expect(ratesForRoute([rate({ depotFrom: 'DRW', depotTo: 'PER' })], ['DRW'], ['HBA'])).toBeNull();
    expect(ratesForRoute([rate({})], [], ['SYD'])).toBeNull();
  });
});
