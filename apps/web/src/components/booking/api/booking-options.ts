import { CALLS, type Call } from '@portal/domain/api/endpoints';
import type { BookingOptions, BookingOptionsAnswer, Gazetteer } from '@portal/domain/api/reference';
import { joinBookingOptions } from '@portal/domain/reference/booking-options';
import { callApi } from '../../../lib/api/call-api';
import { CallError } from '../../../lib/api/call-error';

// The one loader of the booking wizards' options (decision 0028): the company's answer, then the
// gazetteer it names (suburbs, depots, the General card), joined into the BookingOptions every
// screen reads. The gazetteer's URL is its content hash and any cache may keep it for a year, so
// after the first visit the browser's HTTP cache answers it; the map keeps one page load from
// fetching and parsing its 2.8 MB twice. It is fetched without the token: nothing in it is the company's.

const gazetteers = new Map<string, Promise<Gazetteer>>();

/** The gazetteer of a hash, fetched once per page load; a failed fetch is not kept. */
export function gazetteerOf(hash: string): Promise<Gazetteer> {
  let gazetteer = gazetteers.get(hash);
  if (!gazetteer) {
    const fetched = callApi(CALLS.gazetteer, { hash }, { anonymous: true });
    fetched.catch(() => gazetteers.get(hash) === fetched && gazetteers.delete(hash));
    gazetteers.set(hash, fetched);
    gazetteer = fetched;
  }
  return gazetteer;
}

const unknownGazetteer = (error: unknown) => error instanceof CallError && error.status === 404;

/**
 * GET quoteNew, pickups/new, quoteConvert, dropfreight or directdropfreight/new, with its gazetteer.
 * A 404 for the gazetteer means the instance that answered it has not loaded the tariff the options
 * named yet, or no longer keeps it (a tariff change): the options are asked for once more.
 */
export async function loadBookingOptions<P extends object>(call: Call<P, BookingOptionsAnswer>, payload: P): Promise<BookingOptions> {
  const answer = await callApi(call, payload);
  try {
    return joinBookingOptions(answer, await gazetteerOf(answer.gazetteer));
  } catch (error) {
    if (!unknownGazetteer(error)) throw error;
    const again = await callApi(call, payload);
    return joinBookingOptions(again, await gazetteerOf(again.gazetteer));
  }
}
