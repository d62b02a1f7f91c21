import { normaliseConnoteNumber } from '@portal/domain/consignment/connote-number';
import type { Db } from '../../db/database';
import type { CompanyAuth } from '../../http/session-auth';
import { companyKept } from '../../db/company-kept';
import { hasPod } from '../pods/service';
import { eventsOf } from '../tracking/service';
import { consignmentByNumber } from './consignment-lookup';
import { consignmentLines, type ConsignmentRow } from './repo';

// What GET consignment reads of a consignment: its row, its freight lines, its event codes and
// whether it has a POD. Four queries, kept while the company's count of changes stands (decision
// 0038): a consignment is looked at again and again (the list's links, tracking, a colleague)
// and changes a few times in its life, and every one of these tables is counted.

/** Views kept per database, the least recently read dropped first (a few kilobytes each). */
const VIEWS_KEPT = 5000;

interface ConsignmentViewRows {
  row: ConsignmentRow;
  items: Awaited<ReturnType<typeof consignmentLines.find>>;
  codes: number[];
  pod: boolean;
}

const kept = companyKept<ConsignmentViewRows>(VIEWS_KEPT);

/** What the view shows of a consignment: its lines, event codes and whether it has a POD (the back office's view too). */
export async function readViewRows(db: Db, row: ConsignmentRow): Promise<ConsignmentViewRows> {
  const [items, events, pod] = await Promise.all([consignmentLines.find(db, row.id), eventsOf(db, row.id), hasPod(db, row.id)]);
  return { row, items, codes: events.map((event) => event.code), pod };
}

/** The caller's consignment by number and what its view shows, or 404 as consignmentByNumber. */
export function consignmentViewRows(db: Db, auth: CompanyAuth, conNumber: string): Promise<ConsignmentViewRows> {
  return kept(db, auth, normaliseConnoteNumber(conNumber), async () => readViewRows(db, await consignmentByNumber(db, auth, conNumber)));
}
