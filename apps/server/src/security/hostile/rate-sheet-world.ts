import type { FastifyInstance } from 'fastify';
import type { ImportPreview } from '@portal/domain/carrier/pricing-calls';
import { laneToRow, sheetHeadings } from '@portal/domain/pricing/lane-sheet';
import { buildRateLane } from '@portal/domain/pricing/test-lanes';
import type { Db } from '../../db/database';
import { insertVersion } from '../../modules/pricing/service';
import { staffCall } from '../../test/staff';

// What the rate sheet calls (issue 27) take hostile payloads against: a draft of the sandbox
// company's card to export and import into (never a card another test prices with), and an
// import of it to page through and apply (once: every later apply is refused as applied
// already, and writes nothing).

export interface RateSheetWorld {
  versionId: number;
  importId: number;
  /** A CSV file of one lane, base64: what a valid-ish import sends. */
  sheet: string;
}

const LANES = [buildRateLane(), buildRateLane({ depotFrom: 'SYD', depotTo: 'BNE' })];

export async function rateSheetWorld(app: FastifyInstance, db: Db, staffToken: string, companyId: number): Promise<RateSheetWorld> {
  const draft = { companyId, label: 'Hostile sheet', source: 'The hostile-input run', createdAt: Date.now(), createdBy: null, charges: null };
  const versionId = await insertVersion(db, draft, LANES, new Map());
  const rows = [sheetHeadings(0), laneToRow(buildRateLane({ ratePerKg: 0.35 }), 0)];
  const sheet = Buffer.from(rows.map((row) => row.join(',')).join('\r\n')).toString('base64');
  const preview = await staffCall(app, 'POST', `pricing/versions/${versionId}/imports`, { token: staffToken, body: { fileName: 'hostile.csv', content: sheet } });
  if (preview.statusCode !== 200) throw new Error(`the hostile run's import: ${preview.body}`);
  return { versionId, importId: preview.json<ImportPreview>().importId, sheet };
}
