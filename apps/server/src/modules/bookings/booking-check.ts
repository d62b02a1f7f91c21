import { suburbValueOf, type Party } from '@portal/domain/api/party';
import type { SuburbOption } from '@portal/domain/api/reference';
import { ratesForRoute } from '@portal/domain/reference/route-rates';
import type { BookingContext } from '@portal/domain/booking/booking-rules';
import type { Db } from '../../db/database';
import { companyAddresses, companyBookingOptions, type CompanyBookingOptions } from '../reference/service';
import type { CheckedRoute } from './booking-columns';

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
  /** The parties as the suburb list spells them, and the route's depots ('' while a suburb is unknown). */
  checked: CheckedRoute;
  /** Whether both suburbs were found and the rates chose a route (as POST quoteNew does). */
  routed: boolean;
}

const canonical = (party: Party, option: SuburbOption | undefined): Party =>
  option ? { ...party, suburb: option.suburb, state: option.state, postCode: option.postCode } : party;

export async function loadBookingCheck(db: Db, companyId: number, draft: BookingParties, now: number): Promise<BookingCheck> {
  // Saved addresses matter only to a party that names one (its key is the address id).
  const namesAddress = [draft.sender.key, draft.receiver.key].some((key) => /^\d+$/.test(key));
  const [booking, addresses] = await Promise.all([companyBookingOptions(db, companyId, now), namesAddress ? companyAddresses(db, companyId, now) : []]);
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
    addresses,
    company: booking.company.name,
    now: new Date(now),
  };
  const checked = {
    sender: canonical(draft.sender, from),
    receiver: canonical(draft.receiver, to),
    depotFrom: route?.depotFrom ?? '',
    depotTo: route?.depotTo ?? '',
  };
  return { ctx, booking, checked, routed: route !== null };
}

