import { suburbValueOf, type Party } from '@portal/domain/api/party';
import type { SuburbOption } from '@portal/domain/api/reference';
import { ratesForRoute } from '@portal/domain/reference/route-rates';
import type { BookingContext } from '@portal/domain/booking/booking-rules';
import type { Db } from '../../db/database';
import { companyBookingOptions, savedAddressOf, type CompanyBookingOptions } from '../reference/booking-options';
import { savedAddresses } from '../reference/repo';

// What the server's check of a booking draft needs beyond the draft (spec 02 sections 5 and 7),
// for pickups and drop freight alike: the company's options and saved addresses and the route's
// rates, as the context the domain's step rules take; then the parties as the suburb list spells
// them and the route's depots. Each booking runs its own wizard's rules with it.

interface BookingParties {
  sender: Party;
  receiver: Party;
  accounts: boolean | null;
}

export interface BookingCheck {
  /** The domain step rules' context. */
  ctx: BookingContext;
  /** The company's booking context, for the server-only item checks. */
  booking: CompanyBookingOptions;
  from: SuburbOption | undefined;
  to: SuburbOption | undefined;
  /** The route chosen once from the rates (as POST quoteNew does); null while a suburb is unknown. */
  route: { depotFrom: string; depotTo: string } | null;
}

export async function loadBookingCheck(db: Db, companyId: number, draft: BookingParties, now: number): Promise<BookingCheck> {
  // Saved addresses matter only to a party that names one (its key is the address id).
  const namesAddress = [draft.sender.key, draft.receiver.key].some((key) => /^\d+$/.test(key));
  const [booking, addressRows] = await Promise.all([companyBookingOptions(db, companyId, now), namesAddress ? savedAddresses(db, { companyId }) : []]);
  const from = booking.suburbs.find(suburbValueOf(draft.sender));
  const to = booking.suburbs.find(suburbValueOf(draft.receiver));
  const route = from && to ? ratesForRoute(booking.tariff.routeCandidates(companyId, from.depots, to.depots), from.depots, to.depots) : null;
  const ctx: BookingContext = {
    requirePO: booking.requirePO,
    limits: booking.limits,
    dimensionFactor: booking.dimensionFactor,
    findSuburb: booking.suburbs.find,
    rates: route?.rates ?? [],
    freightTypes: booking.tariff.freightTypes,
    forkliftPickup: booking.forkliftPickup,
    forkliftDelivery: booking.forkliftDelivery,
    addresses: addressRows.map((row) => savedAddressOf(row, booking.suburbs)),
    company: booking.company.name,
    now: new Date(now),
  };
  return { ctx, booking, from, to, route: route ? { depotFrom: route.depotFrom, depotTo: route.depotTo } : null };
}

const canonical = (party: Party, option: SuburbOption | undefined): Party =>
  option ? { ...party, suburb: option.suburb, state: option.state, postCode: option.postCode } : party;

/** The parties with their suburbs as the list spells them, and the route's depots ('' while unknown). */
export function checkedRoute(check: BookingCheck, draft: BookingParties) {
  return {
    sender: canonical(draft.sender, check.from),
    receiver: canonical(draft.receiver, check.to),
    depotFrom: check.route?.depotFrom ?? '',
    depotTo: check.route?.depotTo ?? '',
  };
}
