import { suburbValueOf } from '../api/party';
import type { QuoteDraft } from '../api/quote';
import { BOOKING_MESSAGES } from '../booking-messages';
import type { ConsignedBookingFields } from './booking';

/** What a quote fixes of the booking converted from it (spec 02 section 4: 'A quoted pickup ... cannot change'). */
export type QuotedFields = Pick<
  QuoteDraft,
  'sender' | 'receiver' | 'freightList' | 'ppi' | '_dgHas' | 'dgClasses' | 'pickupRequired' | 'deliveryRequired'
>;

const FREIGHT_FIELDS = ['quantity', 'type', 'description', 'unitWeight', 'length', 'width', 'height', 'ppi', 'ref'] as const;
// The technical name is the UN list's, filled in by the lookup: not the user's to change.
const DG_FIELDS = ['dgClass', 'dgUNCode', 'dgSubRisk', 'dgPackGroup', 'dgPackType', 'dgPackCount', 'dgQty'] as const;

type Line = QuotedFields['freightList'][number];
const same = (a: string | number, b: string | number) => String(a).trim() === String(b).trim();
const linesMatch = (a: readonly Line[], b: readonly Line[], fields: readonly (keyof Line)[]) =>
  a.length === b.length && a.every((line, i) => fields.every((field) => same(line[field], b[i]![field])));
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const sameSuburb = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * A pickup or drop freight converted from a quote keeps the quote's route, freight, dangerous
 * goods and services (spec 02 sections 2, 4 and 8): each change is refused with the quoting
 * notice of its step. It reads only those fields, so either draft can be checked.
 */
export function quotedBookingErrors(draft: Pick<ConsignedBookingFields, keyof QuotedFields>, quote: QuotedFields): string[] {
  const errors: string[] = [];
  if (!sameSuburb(suburbValueOf(draft.sender), quote.sender) || !sameSuburb(suburbValueOf(draft.receiver), quote.receiver)) {
    errors.push(BOOKING_MESSAGES.quotedRouteLocked);
  }
  if (draft.ppi !== quote.ppi || !linesMatch(draft.freightList, quote.freightList, FREIGHT_FIELDS)) {
    errors.push(BOOKING_MESSAGES.quotedFreightLocked);
  }
  const quotedDg = quote._dgHas === true;
  const dgChanged =
    (draft._dgHas === true) !== quotedDg ||
    (quotedDg && !sameSet(draft.dgClasses, quote.dgClasses)) ||
    (draft.freightList.length === quote.freightList.length && !linesMatch(draft.freightList, quote.freightList, DG_FIELDS));
  if (dgChanged) errors.push(quotedDg ? BOOKING_MESSAGES.dgCannotBeAmended : BOOKING_MESSAGES.dgCannotBeSelected);
  if (draft.pickupRequired !== quote.pickupRequired || draft.deliveryRequired !== quote.deliveryRequired) {
    errors.push(BOOKING_MESSAGES.quotedServicesLocked);
  }
  return errors;
}
