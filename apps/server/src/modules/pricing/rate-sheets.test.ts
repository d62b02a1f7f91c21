import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import { buildDepotForm } from '@portal/domain/carrier/test-factories';
import { PREVIEW_PAGE_SIZE, type ImportPreview, type PreviewPageAnswer, type VersionSaveAnswer } from '@portal/domain/carrier/pricing-calls';
import { RATE_CARD_MESSAGES } from '@portal/domain/carrier/pricing-messages';
import type { RateLane } from '@portal/domain/pricing/rate-lane';
import { RATE_SHEET_MESSAGES as M } from '@portal/domain/pricing/rate-sheet-messages';
import { buildRateLane, WORKED_BANDS } from '@portal/domain/pricing/test-lanes';
import { ACME } from '../../db/seed/demo-users';
import { login } from '../../test/api';
import { buildFreightType, companyIdByName } from '../../test/factories';
import { signedInStaff, staffCall } from '../../test/staff';
import { afterTariffReload } from '../../test/tariff-reload';
import { testApp } from '../../test/test-app';
import { zipDeclaring } from '../../test/zip-files';
import { eventsOf } from '../audit/test-trail';
import { insertVersion, laneOf } from './service';
import { lanesOfVersions, ppiPricesOfVersions } from './versions-repo';

// The pricing desk's rate sheets (issue 27): a version exported as CSV and XLSX (read back here
// with csv-parse and exceljs, as a spreadsheet would), imported with a preview that names every
// bad row, and applied as a new draft in one transaction.

const { app, db, clock } = await testApp();
const pricing = await signedInStaff(app, db, clock, 'Pricing');
const customerService = await signedInStaff(app, db, clock, 'Customer service');
const acme = await companyIdByName(db, ACME);
const acmeAdmin = await login(app, 'admin', { companyId: acme });

/** A freight type a spreadsheet would run as a formula (OWASP's example of CSV injection). */
const FORMULA = '=HYPERLINK("http://evil.example","Chiller")';
await buildFreightType(db, FORMULA);
await afterTariffReload(db);

const perKg = buildRateLane();
const cumulative = buildRateLane({ depotFrom: 'SYD', depotTo: 'BNE', freightType: 'Chiller', breaks: { method: 'cumulative', bands: WORKED_BANDS } });
const openBreak = buildRateLane({ depotTo: 'MEL', breaks: { method: 'break', bands: [{ fromKg: 0, toKg: 1000, ratePerKg: 0.3 }, { fromKg: 1000, toKg: null, ratePerKg: 0.25 }] } });
const special = buildRateLane({ isDefault: false, pickupAllowed: false, basicCharge: 20 });
const formula = buildRateLane({ depotFrom: 'OOL', freightType: FORMULA });
const LANES = [perKg, cumulative, openBreak, special, formula];
const CHARGES = { pickup: 20, delivery: 21, forklift: 30, dangerousGoods: 50 };

const ppiEntry = await db.selectFrom('ppiEntries').select('id').orderBy('id').executeTakeFirstOrThrow();
/** Acme's draft to export and import into, written as the desk writes versions. */
const versionId = await insertVersion(
  db,
  { companyId: acme, label: 'Rates 2027', source: 'Copy of version 1', createdAt: clock.now(), createdBy: null, charges: CHARGES },
  LANES,
  new Map([[ppiEntry.id, 12.5]]),
);

const HEADINGS = [
  'From depot', 'To depot', 'Freight type', 'Default', 'Pickup allowed', 'Delivery allowed', 'Basic charge', 'Rate per kg', 'Minimum charge', 'Cubic conversion', 'Pricing',
  'Band 1 from kg', 'Band 1 to kg', 'Band 1 rate per kg', 'Band 2 from kg', 'Band 2 to kg', 'Band 2 rate per kg', 'Band 3 from kg', 'Band 3 to kg', 'Band 3 rate per kg',
];

const exportOf = (id: number, format: string, token = pricing.token) => staffCall(app, 'GET', `pricing/versions/${id}/export?format=${format}`, { token });
const importInto = (id: number, fileName: string, file: Buffer, token = pricing.token) =>
  staffCall(app, 'POST', `pricing/versions/${id}/imports`, { token, body: { fileName, content: file.toString('base64') } });
const applyImport = (importId: number, token = pricing.token) => staffCall(app, 'POST', `pricing/imports/${importId}/apply`, { token });
const pageOf = (importId: number, list: string, page: number) => staffCall(app, 'GET', `pricing/imports/${importId}?list=${list}&page=${page}`, { token: pricing.token });
const lanesOf = async (id: number) => (await lanesOfVersions(db, [id])).map(laneOf);

function previewOf(response: LightMyRequestResponse): ImportPreview {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportPreview>();
}

const csvRecords = (file: Buffer) => parse(file, { bom: true }) as string[][];

/** Rows as a spreadsheet would save them: CSV text, or a workbook whose figures are numbers. */
async function fileOf(format: 'csv' | 'xlsx', rows: readonly (readonly string[])[]): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(stringify(rows as string[][]));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rates');
  for (const row of rows) sheet.addRow(row.map((cell) => (cell === '' ? null : /^-?\d/.test(cell) ? Number(cell) : cell)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('GET pricing/versions/{id}/export', () => {
  it('answers CSV as an attachment: one row per lane under named headings, bands as repeating columns', async () => {
    const response = await exportOf(versionId, 'csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${acme}-v${versionId}.csv"`);
    const records = csvRecords(response.rawPayload);
    expect(records[0]).toEqual(HEADINGS);
    const none = ['', '', '', '', '', '', '', '', ''];
    expect(records.slice(1)).toEqual([
      ['BNE', 'SYD', 'General', 'Yes', 'Yes', 'Yes', '26.79', '0.3244', '48.31', '250', 'Per kg', ...none],
      ['SYD', 'BNE', 'Chiller', 'Yes', 'Yes', 'Yes', '26.79', '0.3244', '48.31', '250', 'Cumulative', '0', '500', '0.5', '501', '600', '0.45', '601', '700', '0.4'],
      ['BNE', 'MEL', 'General', 'Yes', 'Yes', 'Yes', '26.79', '0.3244', '48.31', '250', 'Break', '0', '1000', '0.3', '1000', '', '0.25', '', '', ''],
      ['BNE', 'SYD', 'General', 'No', 'No', 'Yes', '20', '0.3244', '48.31', '250', 'Per kg', ...none],
      // Neutralised: a spreadsheet shows the text and runs nothing.
      ['OOL', 'SYD', `'${FORMULA}`, 'Yes', 'Yes', 'Yes', '26.79', '0.3244', '48.31', '250', 'Per kg', ...none],
    ]);
  });

  it('answers XLSX: the heading row bold and frozen, figures as numeric cells, a formula-looking text neutralised', async () => {
    const response = await exportOf(versionId, 'xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${acme}-v${versionId}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADINGS);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(6);
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(['SYD', 'BNE', 'Chiller', 'Yes', 'Yes', 'Yes', 26.79, 0.3244, 48.31, 250, 'Cumulative', 0, 500, 0.5, 501, 600, 0.45, 601, 700, 0.4]);
    expect(sheet.getRow(2).getCell(7).type).toBe(ExcelJS.ValueType.Number);
    const freightType = sheet.getRow(6).getCell(3);
    expect([freightType.type, freightType.value]).toEqual([ExcelJS.ValueType.String, `'${FORMULA}`]);
  });

  it('refuses a version there is not (404) and a format it does not write (400), each with its sentence', async () => {
    const missing = await exportOf(999_999, 'csv');
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: RATE_CARD_MESSAGES.noVersion(999_999) }]);
    const pdf = await exportOf(versionId, 'pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json<{ error: string }>().error).toMatch(/^format: /);
  });
});

describe('an export imported again', () => {
  it.each(['csv', 'xlsx'])('previews as no change (%s)', async (format) => {
    const file = (await exportOf(versionId, format)).rawPayload;
    const preview = previewOf(await importInto(versionId, `acme.${format}`, file));
    expect(preview).toMatchObject({
      base: { id: versionId, companyId: acme, laneCount: 5, status: 'draft' },
      fileName: `acme.${format}`,
      counts: { added: 0, changed: 0, removed: 0, unchanged: 5, errors: 0 },
      added: [],
      changed: [],
      removed: [],
      errors: [],
      applicable: true,
    });
  });
});

describe('a file with bad rows, then corrected', () => {
  it.each(['csv', 'xlsx'] as const)('is refused row by row and not applied; corrected, it applies as a draft whose lanes are the file (%s)', async (format) => {
    const rows = csvRecords((await exportOf(versionId, 'csv')).rawPayload);
    const bad = rows.map((row) => [...row]);
    bad[1]![0] = 'XYZ';
    bad[2]![14] = '400';
    bad[4]![6] = '-5';
    bad.push([...rows[3]!]);
    const refused = previewOf(await importInto(versionId, `rates.${format}`, await fileOf(format, bad)));
    expect(refused.errors).toEqual([
      { row: 2, column: 'From depot', message: "From depot 'XYZ' is not one of the carrier's depots." },
      { row: 3, column: 'Band 2 from kg', message: 'Bands 1 and 2 overlap: band 2 starts at 400 kg, before band 1 ends (500 kg).' },
      { row: 5, column: 'Basic charge', message: 'Basic charge must not be negative (-5).' },
      { row: 7, column: '', message: 'A lane BNE to MEL, General appears twice: rows 4 and 7.' },
    ]);
    expect(refused).toMatchObject({ applicable: false, counts: { errors: 4, unchanged: 2 } });
    const errorsPage = (await pageOf(refused.importId, 'errors', 1)).json<PreviewPageAnswer>();
    expect(errorsPage).toEqual({ list: 'errors', page: 1, total: 4, rows: refused.errors });
    const notApplied = await applyImport(refused.importId);
    expect([notApplied.statusCode, notApplied.json()]).toEqual([400, { error: M.badRows(4) }]);
    expect(M.badRows(4)).toBe('The file has 4 bad rows: correct them in the file and import it again.');

    const fixed = rows.map((row) => [...row]);
    fixed[1]![7] = '0.3406';
    fixed[2]![19] = '0.42';
    fixed[4]![6] = '25';
    fixed.pop();
    fixed.push(['BNE', 'PER', 'General', 'Yes', 'Yes', 'No', '40', '0.5', '60', '250', 'Per kg', '', '', '', '', '', '', '', '', '']);
    const preview = previewOf(await importInto(versionId, `rates.${format}`, await fileOf(format, fixed)));
    const added = buildRateLane({ depotTo: 'PER', deliveryAllowed: false, basicCharge: 40, ratePerKg: 0.5, minimumCharge: 60 });
    const after = {
      perKg: { ...perKg, ratePerKg: 0.3406 },
      cumulative: { ...cumulative, breaks: { method: 'cumulative' as const, bands: [WORKED_BANDS[0], WORKED_BANDS[1], { ...WORKED_BANDS[2], ratePerKg: 0.42 }] } },
      special: { ...special, basicCharge: 25 },
    };
    expect(preview).toMatchObject({
      applicable: true,
      counts: { added: 1, changed: 3, removed: 1, unchanged: 1, errors: 0 },
      added: [added],
      changed: [
        { before: perKg, after: after.perKg, changes: ['Rate per kg 0.3244 -> 0.3406 (+5.0%)'] },
        { before: cumulative, after: after.cumulative, changes: ['Band 3 rate per kg 0.4 -> 0.42 (+5.0%)'] },
        { before: special, after: after.special, changes: ['Basic charge 20 -> 25 (+25.0%)'] },
      ],
      removed: [formula],
      errors: [],
    });

    const applied = await applyImport(preview.importId);
    expect(applied.statusCode, applied.body).toBe(200);
    const answer = applied.json<VersionSaveAnswer>();
    const draft = answer.version.id;
    expect(answer).toEqual({
      success: true,
      message: `Version ${draft} created from rates.${format} as a draft.`,
      companyId: acme,
      version: expect.objectContaining({
        card: String(acme),
        cardName: ACME,
        companyId: acme,
        label: `Import of rates.${format}`,
        source: `Import of rates.${format} into version ${versionId}`,
        status: 'draft',
        effectiveFrom: null,
        laneCount: 5,
        createdBy: `Pricing ${pricing.username.match(/\d+/)![0]}`,
      }),
    });
    expect(await lanesOf(draft)).toEqual<RateLane[]>([after.perKg, after.cumulative, openBreak, after.special, added]);
    // The base version's charges and prices per item come with it; the base is as it was.
    const row = await db.selectFrom('rateCardVersions').selectAll().where('id', '=', draft).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ companyId: acme, pickupCharge: 20, deliveryCharge: 21, forkliftCharge: 30, dangerousGoodsCharge: 50, createdBy: pricing.id });
    expect((await ppiPricesOfVersions(db, [draft])).map(({ ppiEntryId, price }) => ({ ppiEntryId, price }))).toEqual([{ ppiEntryId: ppiEntry.id, price: 12.5 }]);
    expect(await lanesOf(versionId)).toEqual(LANES);

    // An import applies once.
    const again = await applyImport(preview.importId);
    expect([again.statusCode, again.json()]).toEqual([409, { error: M.applied(draft) }]);
    // Acme's administrators see it in their own trail.
    expect((await eventsOf(app, acmeAdmin, 'rate-version-imported'))[0]).toMatchObject({ actor: 'staff', target: `${ACME} version ${draft}: Import of rates.${format}` });
  });
});

describe('a preview longer than a page', () => {
  it('answers the first page of each list, and GET pricing/imports/{id} the others', async () => {
    const empty = await insertVersion(db, { companyId: null, label: 'Empty', source: '', createdAt: clock.now(), createdBy: null, charges: CHARGES }, [], new Map());
    const depots = ['BNE', 'OOL', 'SYD', 'MEL', 'ADL', 'PER', 'HBA', 'DRW', 'CBR', 'NTL', 'TSV', 'CNS', 'MKY'];
    const lanes = depots.flatMap((from) => depots.map((to) => buildRateLane({ depotFrom: from, depotTo: to }))).slice(0, 150);
    const rows = [HEADINGS.slice(0, 11), ...lanes.map((lane) => [lane.depotFrom, lane.depotTo, 'General', 'Yes', 'Yes', 'Yes', '26.79', '0.3244', '48.31', '250', 'Per kg'])];
    const preview = previewOf(await importInto(empty, 'network.csv', await fileOf('csv', rows)));
    expect(preview.counts).toEqual({ added: 150, changed: 0, removed: 0, unchanged: 0, errors: 0 });
    expect(preview.added).toEqual(lanes.slice(0, PREVIEW_PAGE_SIZE));
    expect((await pageOf(preview.importId, 'added', 2)).json()).toEqual({ list: 'added', page: 2, total: 150, rows: lanes.slice(PREVIEW_PAGE_SIZE) });
    expect((await pageOf(preview.importId, 'added', 3)).json()).toEqual({ list: 'added', page: 3, total: 150, rows: [] });
    const missing = await pageOf(999_999, 'added', 1);
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: M.noImport(999_999) }]);
  });
});

describe('files that are no rate sheet', () => {
  it('refuses each with one sentence, and a missing column as a bad row 1', async () => {
    const refusal = async (fileName: string, file: Buffer) => {
      const response = await importInto(versionId, fileName, file);
      return [response.statusCode, response.json<{ error: string }>().error];
    };
    expect(await refusal('rates.xlsx', Buffer.from('From depot,To depot\n'))).toEqual([400, M.unreadable('rates.xlsx')]);
    expect(await refusal('rates.xlsx', Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000')))).toEqual([400, M.unreadable('rates.xlsx')]);
    expect(await refusal('rates.csv', Buffer.alloc(0))).toEqual([400, M.empty('rates.csv')]);
    expect(await refusal('rates.csv', Buffer.from('\n,,\n'))).toEqual([400, M.empty('rates.csv')]);
    expect(await refusal('prices.csv', Buffer.from('Name,Price\nBNE,12\n'))).toEqual([
      400,
      "Row 1 of prices.csv names none of the rate sheet's columns (From depot, To depot, Freight type, Default, Pickup allowed, Delivery allowed, Basic charge, Rate per kg, Minimum charge, Cubic conversion, Pricing): export a version to see them.",
    ]);
    expect(await refusal('rates.csv', Buffer.from('From depot,To depot\nBNE,SYD\n"OOL,SYD\nBNE,MEL\n'))).toEqual([
      400,
      'rates.csv could not be read as CSV from row 3 on: check the quotes around its cells.',
    ]);
    expect(await refusal('rates.csv', Buffer.from('x'))).toEqual([400, M.noHeadings('rates.csv', HEADINGS.slice(0, 11))]);
    expect(await refusal('bomb.xlsx', zipDeclaring(300 * 1024 * 1024))).toEqual([400, M.tooLargeUnpacked('bomb.xlsx')]);
    const unknown = await importInto(999_999, 'rates.csv', Buffer.from('x'));
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: RATE_CARD_MESSAGES.noVersion(999_999) }]);

    const headings = HEADINGS.slice(0, 11).filter((heading) => heading !== 'Minimum charge');
    const preview = previewOf(await importInto(versionId, 'rates.csv', await fileOf('csv', [headings])));
    expect(preview).toMatchObject({ applicable: false, errors: [{ row: 1, column: 'Minimum charge', message: 'Row 1 has no column Minimum charge: export a version to see the sheet\'s columns.' }] });
  });

  it('reads a semicolon-separated CSV with a byte order mark, as Excel saves it in much of Europe', async () => {
    const text = `\ufeff${HEADINGS.slice(0, 11).join(';')}\r\nBNE;SYD;General;Yes;Yes;Yes;26.79;0.3244;48.31;250;Per kg\r\n`;
    const preview = previewOf(await importInto(versionId, 'rates.csv', Buffer.from(text)));
    expect(preview.counts).toEqual({ added: 0, changed: 0, removed: 4, unchanged: 1, errors: 0 });
  });
});

describe('what changes between preview and apply', () => {
  it('refuses to apply lanes of a depot deleted since the preview, and takes a file beyond the 1 MB of other calls', async () => {
    const operations = await signedInStaff(app, db, clock, 'Operations');
    const added = await staffCall(app, 'POST', 'depots', { token: operations.token, body: buildDepotForm({ code: 'TST', city: 'Testville', lat: -26.5, lng: 148.8 }) });
    expect(added.statusCode, added.body).toBe(200);
    // A column of the analyst's own, ignored: 1.5 MB of notes make the request larger than other calls may be.
    const notes = 'x'.repeat(1_500_000);
    const rows = [[...HEADINGS.slice(0, 11), 'Notes'], ['BNE', 'TST', 'General', 'Yes', 'Yes', 'Yes', '30', '0.4', '50', '250', 'Per kg', notes]];
    const preview = previewOf(await importInto(versionId, 'new-depot.csv', await fileOf('csv', rows)));
    expect(preview).toMatchObject({ applicable: true, counts: { added: 1, removed: 5 } });
    expect((await staffCall(app, 'DELETE', 'depots/TST', { token: operations.token })).statusCode).toBe(200);
    const applied = await applyImport(preview.importId);
    expect([applied.statusCode, applied.json()]).toEqual([409, { error: M.depotGone('TST') }]);
  });
});

describe('who may', () => {
  it('lets Customer service export but not import, page or apply; refuses a customer', async () => {
    expect((await exportOf(versionId, 'csv', customerService.token)).statusCode).toBe(200);
    const file = (await exportOf(versionId, 'csv')).rawPayload;
    const denied = { error: CARRIER_MESSAGES.roleDenied };
    const preview = await importInto(versionId, 'rates.csv', file, customerService.token);
    expect([preview.statusCode, preview.json()]).toEqual([403, denied]);
    const mine = previewOf(await importInto(versionId, 'rates.csv', file));
    const page = await staffCall(app, 'GET', `pricing/imports/${mine.importId}?list=added`, { token: customerService.token });
    expect([page.statusCode, page.json()]).toEqual([403, denied]);
    const apply = await applyImport(mine.importId, customerService.token);
    expect([apply.statusCode, apply.json()]).toEqual([403, denied]);
    const customer = await exportOf(versionId, 'csv', acmeAdmin);
    expect([customer.statusCode, customer.json()]).toEqual([403, { error: CARRIER_MESSAGES.staffOnly }]);
  });
});
