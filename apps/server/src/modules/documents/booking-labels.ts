import { DEFAULT_LABEL_STOCK, LABEL_STOCKS, type LabelStock } from '@portal/domain/documents/document-names';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { labelStockOf } from '../users/service';
import { findConsignment } from '../consignments/service';
import type { MailAttachment } from '../mail/service';
import { attachmentOf } from './document-mail';
import { renderDocument } from './render-document';

// The labels a booking's copy-to e-mail carries (issue 24: 'send it once, at booking'), rendered
// once the booking has committed (decision 0045): a PDF made inside the shared write transaction
// would hold every other booking up while it renders.

const isStock = (value: string): value is LabelStock => (LABEL_STOCKS as readonly string[]).includes(value);

/** The stock a user's labels come on: the one chosen last, else the default. */
export async function userLabelStock(db: Db, userId: number): Promise<LabelStock> {
  const remembered = await labelStockOf(db, userId);
  return isStock(remembered) ? remembered : DEFAULT_LABEL_STOCK;
}

export interface LabelledBooking {
  companyId: number;
  conNumber: string;
  /** The booker, whose label stock the labels come on. */
  userId: number;
}

/** The consignment's labels, on the booker's stock, as the attachment of its copy-to e-mail. */
async function bookingLabels(db: Db, config: AppConfig, booking: LabelledBooking): Promise<MailAttachment[]> {
  const row = await findConsignment(db, booking.companyId, booking.conNumber);
  if (!row) throw new Error(`consignment ${booking.conNumber} not found for its copy-to e-mail`);
  const stock = await userLabelStock(db, booking.userId);
  return [attachmentOf(await renderDocument(db, config, row, { docType: 'LBL', stock, original: false }, 'attachment'))];
}

/** After the booking commits: its copy-to e-mail, queued held, gets the labels and goes. */
export function deliverWithLabels({ db, config, mailer }: Pick<Deps, 'db' | 'config' | 'mailer'>, mailId: number, booking: LabelledBooking): void {
  mailer.deliverWith(mailId, () => bookingLabels(db, config, booking));
}
