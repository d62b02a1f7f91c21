import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Download } from '@playwright/test';
import type { ConsignmentView } from '@portal/domain/api/consignment';
import { openDatabase } from '../../apps/server/src/db/database';
import { drawnSignature } from '../../apps/server/src/modules/pods/signature-png';
import { completeByApi, pickupByApi } from './pickup';
import { apiSession, bearer } from './session';

export { decodeBarcodes, pdfPages, pdfText } from '../../apps/server/src/test/pdf-tools';

// Consignments for the documents, tracking and POD tests (issue 9): booked through the portal's
// API, moved on through the carrier's operations API, checked against what the database holds.

const opsHeaders = () => ({ 'x-operations-key': process.env.E2E_OPERATIONS_KEY! });

/** A new pickup completed with an electronic connote: its pickup and consignment numbers. */
export async function bookedConsignment(request: APIRequestContext, username = 'booker') {
  const pickupNumber = await pickupByApi(request, username);
  const conNumber = await completeByApi(request, username, pickupNumber);
  return { pickupNumber, conNumber };
}

/** Scans, as the carrier's depots would (POST /ops/events). */
export async function scanByApi(request: APIRequestContext, conNumber: string, codes: readonly number[]) {
  for (const code of codes) {
    const answer = await request.post('ops/events', { headers: opsHeaders(), data: { conNumber, code } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

/** Delivered and signed for (POST /ops/pod with a drawn signature). */
export async function deliverByApi(request: APIRequestContext, conNumber: string, signedBy: string) {
  const signature = drawnSignature(signedBy).toString('base64');
  const answer = await request.post('ops/pod', { headers: opsHeaders(), data: { conNumber, signedBy, signature } });
  expect(answer.status(), await answer.text()).toBe(200);
}

export async function consignmentByApi(request: APIRequestContext, conNumber: string, username = 'booker'): Promise<ConsignmentView> {
  const session = await apiSession(request, username);
  const answer = await request.get('portal/consignment', { headers: bearer(session), params: { conNumber } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as ConsignmentView;
}

/** The downloaded file's bytes and the name the browser saved it under. */
export async function downloaded(download: Download) {
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

/** The SSCC serials the e2e server's database (SQLite or PostgreSQL) holds for a consignment, package by package. */
export async function ssccSerialsInDatabase(conNumber: string): Promise<number[]> {
  const url = process.env.E2E_DATABASE_URL;
  const db = openDatabase(url ? { kind: 'postgres', url } : { kind: 'sqlite', file: join(process.env.E2E_DATA_DIR!, 'portal.db') });
  try {
    const rows = await db
      .selectFrom('ssccSerials as s')
      .innerJoin('consignments as c', 'c.id', 's.consignmentId')
      .select('s.id')
      .where('c.number', '=', conNumber)
      .orderBy('s.itemNo')
      .execute();
    return rows.map((row) => Number(row.id));
  } finally {
    await db.destroy();
  }
}
