import type { Deps } from '../../deps';
import { rateCardDrafts } from './rate-card-drafts';
import { rateCardLookups } from './rate-card-lookups';
import { rateCardReads } from './rate-card-reads';

// The pricing desk's cards and versions (issue 27): reads (rate-card-reads.ts) and changes to
// drafts (rate-card-drafts.ts), over the same lookups.
export function rateCardsWith(deps: Deps) {
  const look = rateCardLookups(deps);
  return { ...rateCardReads(deps, look), ...rateCardDrafts(deps, look) };
}
