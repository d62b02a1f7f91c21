import { DROP_FREIGHT_DRAFT_DAYS } from '@portal/domain/consignment/drop-freight-drafts';
import { DAY_MS } from '@portal/domain/constants';
import type { Db } from '../../db/database';
import type { Sweep } from '../../http/housekeeping';
import { inBatches } from '../../http/retention';
import { retireDraftsBefore } from '../consignments/service';

// The sweep of abandoned drop freight drafts (decision 0040): a status-2 drop freight whose last
// change is older than DROP_FREIGHT_DRAFT_DAYS goes, its lines with it (cascade), across every
// company. Its number is kept in retired_connotes first, so it is never accepted again.

export function dropFreightDraftSweep(db: Db): Sweep {
  return {
    name: 'drop freight drafts',
    run: (now) => inBatches((limit) => retireDraftsBefore(db, now, now - DROP_FREIGHT_DRAFT_DAYS * DAY_MS, limit)),
  };
}
