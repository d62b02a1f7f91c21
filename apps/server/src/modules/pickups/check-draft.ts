import { suburbValueOf, type Party } from '@portal/domain/api/party';
import type { PickupDraft } from '@portal/domain/api/pickup';
import type { FreightItem } from '@portal/domain/api/quote';
import type { SuburbOption } from '@portal/domain/api/reference';
import { pickupDraftCheck, quotedPickupErrors, type QuotedFields } from '@portal/domain/pickup/pickup-rules';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { ratesForRoute } from '@portal/domain/reference/route-rates';
import { extraEmailError } from '@portal/domain/schedule/pickup-schedule-rules';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { serverItemErrors, storedItems } from '../bookings/freight-items';
import { bookingContext, savedAddressOf } from '../reference/booking-options';
import { savedAddresses } from '../reference/repo';
import type { CheckedPickup } from './pickup-rows';

// The checks of a booked pickup draft (spec 02 sections 5 and 7): the browser's rules with the
// company's options, saved addresses and the route's rates, the schedule on the server's clock
// in the sender's state, a quote's locks, then what only the server knows (price per item
// entries, the UN list). Every message comes back at once, as a 400.

export interface CheckedDraft extends CheckedPickup {
  /** The lines as stored: weight recomputed, technical names from the UN list. */
  items: FreightItem[];
}

const canonical = (party: Party, option: SuburbOption): Party => ({
  ...party,
  suburb: option.suburb,
  state: option.state,
  postCode: option.postCode,
});

async function companyName(db: Db, companyId: number): Promise<string> {
  const row = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name ?? '';
}

export async function checkPickupDraft(
  db: Db,
  companyId: number,
  draft: PickupDraft,
  now: number,
  quote: QuotedFields | null,
): Promise<CheckedDraft> {
  // Saved addresses matter only to a party that names one (its key is the address id).
  const namesAddress = [draft.sender.key, draft.receiver.key].some((key) => /^\d+$/.test(key));
  const [ctx, addressRows] = await Promise.all([bookingContext(db, companyId, now), namesAddress ? savedAddresses(db, { companyId }) : []]);
  const from = ctx.suburbs.find(suburbValueOf(draft.sender));
  const to = ctx.suburbs.find(suburbValueOf(draft.receiver));
  // The route's rates, chosen once (as POST quoteNew does): the rules then pick the same from them.
  const route = from && to ? ratesForRoute(ctx.tariff.routeCandidates(companyId, from.depots, to.depots), from.depots, to.depots) : null;
  const check = pickupDraftCheck(draft, {
    requirePO: ctx.requirePO,
    limits: ctx.limits,
    dimensionFactor: ctx.dimensionFactor,
    findSuburb: ctx.suburbs.find,
    rates: route?.rates ?? [],
    freightTypes: ctx.tariff.freightTypes,
    forkliftPickup: ctx.forkliftPickup,
    forkliftDelivery: ctx.forkliftDelivery,
    addresses: addressRows.map((row) => savedAddressOf(row, ctx.suburbs)),
    // Only the Accounts step's refusal names the company: read it only then.
    company: draft.accounts === true ? '' : await companyName(db, companyId),
    now: new Date(now),
  });
  const errors = [...check.errors, ...(quote ? quotedPickupErrors(draft, quote) : []), ...serverItemErrors(draft, ctx)];
  if (errors.length > 0) throw badRequest(...errors);
  // No message means both suburbs, the route and the schedule were found: this cannot happen.
  if (!from || !to || !route || !check.schedule) throw badRequest(SERVER_MESSAGES.badRequest);
  return {
    sender: canonical(draft.sender, from),
    receiver: canonical(draft.receiver, to),
    depotFrom: route.depotFrom,
    depotTo: route.depotTo,
    schedule: check.schedule,
    // The copy-to e-mail belongs to Create Consignment, after booking: kept only when valid.
    extraEmail: extraEmailError(draft.ExtraEmail) ? '' : draft.ExtraEmail.trim(),
    items: storedItems(draft),
  };
}
