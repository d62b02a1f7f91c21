import type { PpiAnswer } from '@portal/domain/api/reference';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { tariffOf } from './tariff';

export const REFERENCE_MESSAGES = {
  notPricedPerItem: (rate: string) => `${rate || 'The freight type'} is not priced per item.`,
} as const;

/** POST options/ppi: the price per item list of a ppiOnly freight type (spec 02 section 4). */
export async function ppiList(db: Db, rate: string): Promise<PpiAnswer> {
  const tariff = await tariffOf(db);
  const type = tariff.freightTypes.find((t) => t.freight === rate);
  if (!type?.ppiOnly) throw badRequest(REFERENCE_MESSAGES.notPricedPerItem(rate));
  return { ppi: (tariff.ppiEntries.get(rate) ?? []).map(({ id, name }) => ({ id, name })) };
}

// What other modules ask of the reference data: a company's booking options (its suburbs, tariff,
// limits and saved addresses), the carrier's tariff and depots, and the UN list's technical names.
export { bookingOptionsAnswer, companyAddresses, companyBookingOptions, type CompanyBookingOptions, type OptionsAnswer } from './booking-options';
/** A company's booking options read afresh after staff changed it (issue 26). */
export { forgetCompanyOptions } from './booking-options';
/** The gazetteer's suburb list of a network: the pricing desk's price check finds suburbs in it as a quote does. */
export { suburbsFor } from './suburbs';
export { lookupDangerousGood } from './dangerous-goods';
export { distanceKm } from './geo';
export { placeLabel, type SuburbIndex } from './suburbs';
export { carrierDayOf, carrierZoneOf, forgetTariff, tariffOf, type PricedRate } from './tariff';
