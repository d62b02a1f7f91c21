import '../../../test/setup';
import { CALLS } from '@portal/domain/api/endpoints';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { jsonResponse, signInAs } from '../../../test/factories';
import { callsTo, mockCalls } from '../../../test/mock-calls';
import { buildBookingOptions, buildOptionsAnswer, buildRate, buildSuburb, optionsResponse, SYDNEY } from '../test-options';
import { loadBookingOptions } from './booking-options';

// The one loader of the wizards' options (decision 0028): the company's answer, then the
// gazetteer it names, fetched once per page load, joined into the BookingOptions screens read.

const isGazetteer = (url: unknown) => String(url).startsWith('/portal/gazetteer/');

describe('loadBookingOptions', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    signInAs();
  });

  it('fetches the gazetteer once for two options loads, and joins the rates: own card, then General', async () => {
    const options = buildBookingOptions({
      suburbs: [buildSuburb('PARRAMATTA', 'NSW', '2150', ['SYD']), SYDNEY],
      rates: [buildRate('BNE', 'SYD'), buildRate('BNE', 'MEL'), buildRate('SYD', 'BNE', { card: 'general' }), buildRate('MEL', 'BNE', { card: 'general' })],
    });
    const fetch = mockCalls({ 'GET quoteNew': () => optionsResponse(options), 'GET pickups/new': () => optionsResponse(options) });
    const quote = await loadBookingOptions(CALLS.quoteOptions, {});
    const pickup = await loadBookingOptions(CALLS.pickupOptions, {});
    expect(quote).toEqual(options);
    expect(pickup).toEqual(options);
    expect(quote.rates.map((r) => `${r.card} ${r.depotFrom}-${r.depotTo}`)).toEqual(['customer BNE-SYD', 'customer BNE-MEL', 'general SYD-BNE', 'general MEL-BNE']);
    const gazetteerCalls = fetch.mock.calls.filter(([url]) => isGazetteer(url));
    expect(gazetteerCalls).toHaveLength(1);
    // Nothing in it is the company's: no token, so any cache may keep it.
    expect(gazetteerCalls[0]![1]?.headers).not.toHaveProperty('Authorization');
    expect(callsTo(fetch, 'GET quoteNew')[0]?.headers).toHaveProperty('Authorization');
  });

  it('asks for the options once more when the gazetteer they name is not known (a tariff change)', async () => {
    const stale = { ...buildOptionsAnswer(buildBookingOptions({ suburbs: [SYDNEY] })), gazetteer: 'gone' };
    const fresh = buildBookingOptions({ suburbs: [SYDNEY, buildSuburb('RYDE', 'NSW', '2112', ['SYD'])] });
    let asked = 0;
    const fetch = mockCalls({
      'GET directdropfreight/new': () => (++asked === 1 ? jsonResponse(stale) : optionsResponse(fresh)),
      'GET gazetteer/gone': () => jsonResponse({ error: 'This list of suburbs and rates is out of date. Please reload the page.' }, { status: 404 }),
    });
    await expect(loadBookingOptions(CALLS.directDropFreightOptions, {})).resolves.toEqual(fresh);
    expect(callsTo(fetch, 'GET directdropfreight/new')).toHaveLength(2);
  });

  it('reports a gazetteer it cannot fetch, and fetches it again next time', async () => {
    const options = buildBookingOptions({ suburbs: [buildSuburb('MANLY', 'NSW', '2095', ['SYD'])] });
    const gazetteer = { suburbs: options.suburbs, depots: options.depots, rates: options.rates.filter((r) => r.card === 'general') };
    let attempts = 0;
    mockCalls({
      'GET quoteNew': () => jsonResponse({ ...buildOptionsAnswer(options), gazetteer: 'flaky' }),
      'GET gazetteer/flaky': () =>
        ++attempts === 1 ? jsonResponse({ error: 'Something went wrong on our side. Please try again.' }, { status: 500 }) : jsonResponse(gazetteer),
    });
    await expect(loadBookingOptions(CALLS.quoteOptions, {})).rejects.toThrow('Something went wrong on our side. Please try again.');
    await expect(loadBookingOptions(CALLS.quoteOptions, {})).resolves.toEqual(options);
    expect(attempts).toBe(2);
  });
});
