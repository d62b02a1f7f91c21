import {
  PREVIEW_PAGE_SIZE,
  type ExportFormat,
  type ImportInput,
  type ImportPreview,
  type PreviewPageAnswer,
  type PreviewPageInput,
  type VersionSaveAnswer,
} from '@portal/domain/carrier/pricing-calls';
import { RATE_CARD_MESSAGES } from '@portal/domain/carrier/pricing-messages';
import { laneSheetContext, laneToRow, sheetBandCount, sheetHeadings } from '@portal/domain/pricing/lane-sheet';
import type { RateLane } from '@portal/domain/pricing/rate-lane';
import { RATE_SHEET_MESSAGES as M } from '@portal/domain/pricing/rate-sheet-messages';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { networkDepots } from '../depots/service';
import { tariffOf } from '../reference/service';
import { badRowCount, importReader, type StoredPreview } from './import-preview';
import { laneOf } from './lane-rows';
import { appliedVersionOf, findImport, findImportPreview, insertImport, markApplied, sheetLaneRows } from './rate-sheets-repo';
import { csvFile, readSheetRows, SHEET_CONTENT_TYPES, xlsxFile } from './sheet-files';
import { cardRefOf, versionSummary } from './version-summaries';
import { insertVersion } from './version-writes';
import { chargesOf, findVersionRow, ppiPricesOfVersions } from './versions-repo';

// The pricing desk's rate sheets (issue 27): a version exported as a file; a file imported into
// a version as a preview (stored, so any instance applies it later); and a preview applied as a
// new draft of the version's card in one transaction. Every sentence is RATE_SHEET_MESSAGES'.

export interface SheetFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const pageOf = <T>(list: readonly T[], page: number): T[] => list.slice((page - 1) * PREVIEW_PAGE_SIZE, page * PREVIEW_PAGE_SIZE);

async function versionRow(db: Db, id: number) {
  const row = await findVersionRow(db, id);
  if (!row) throw notFound(RATE_CARD_MESSAGES.noVersion(id));
  return row;
}

async function summaryOf(db: Db, versionId: number, now: number) {
  const summary = await versionSummary(db, versionId, now);
  if (!summary) throw notFound(RATE_CARD_MESSAGES.noVersion(versionId));
  return summary;
}

const lanesOf = async (db: Db, versionId: number): Promise<RateLane[]> => (await sheetLaneRows(db, versionId)).map(laneOf);

/** What an imported lane may name: every depot (closed ones too) and freight type as they are now. */
async function sheetContext(db: Db, now: number) {
  const [depots, tariff] = await Promise.all([networkDepots(db), tariffOf(db, now)]);
  return laneSheetContext(
    depots.map((depot) => depot.code),
    tariff.freightTypes.map((type) => type.freight),
  );
}

async function exportSheet(db: Db, id: number, format: ExportFormat): Promise<SheetFile> {
  const row = await versionRow(db, id);
  const lanes = await lanesOf(db, id);
  const bandCount = sheetBandCount(lanes);
  const headings = sheetHeadings(bandCount);
  const rows = lanes.map((lane) => laneToRow(lane, bandCount));
  const fileName = `${cardRefOf(row.companyId)}-v${id}.${format}`;
  const body = format === 'csv' ? csvFile([headings, ...rows]) : await xlsxFile(`Version ${id}`, headings, rows);
  return { fileName, contentType: SHEET_CONTENT_TYPES[format], body };
}

/** A preview applied: a new draft of the base version's card, with its charges and prices per item, in one transaction. */
async function applyImport(db: Db, now: number, importId: number, staffId: number): Promise<VersionSaveAnswer> {
  const record = await findImport(db, importId);
  if (!record) throw notFound(M.noImport(importId));
  if (record.appliedVersionId !== null) throw conflict(M.applied(record.appliedVersionId));
  const { errors } = JSON.parse(record.preview) as StoredPreview;
  if (errors.length > 0) throw badRequest(M.badRows(badRowCount(errors)));
  const lanes = JSON.parse(record.lanes) as RateLane[];
  // A depot deleted since the preview (one no rate used) would fail the lanes' foreign key.
  const depots = new Set((await networkDepots(db)).map((depot) => depot.code));
  const gone = lanes.flatMap((lane) => [lane.depotFrom, lane.depotTo]).find((code) => !depots.has(code));
  if (gone !== undefined) throw conflict(M.depotGone(gone));
  const { fileName, baseVersionId } = record;
  const [base, ppiPrices] = await Promise.all([versionRow(db, baseVersionId), ppiPricesOfVersions(db, [baseVersionId])]);
  const versionId = await db.transaction().execute(async (trx) => {
    const meta = { companyId: base.companyId, label: M.label(fileName), source: M.source(fileName, baseVersionId), createdAt: now, createdBy: staffId, charges: chargesOf(base) };
    const id = await insertVersion(trx, meta, lanes, new Map(ppiPrices.map((p) => [p.ppiEntryId, p.price])));
    // Two applies at once: the second finds the import taken and undoes its version.
    if (!(await markApplied(trx, importId, id))) throw conflict(M.applied((await appliedVersionOf(trx, importId)) ?? id));
    return id;
  });
  return { success: true, message: M.created(versionId, fileName), version: await summaryOf(db, versionId, now), companyId: base.companyId };
}

export function createRateSheetsService({ db, config }: Deps) {
  return {
    exportVersion: (id: number, format: ExportFormat): Promise<SheetFile> => exportSheet(db, id, format),

    async preview(versionId: number, input: ImportInput, staffId: number): Promise<ImportPreview> {
      await versionRow(db, versionId);
      const reader = importReader(input.fileName, await sheetContext(db, config.now()));
      await readSheetRows(Buffer.from(input.content, 'base64'), input.fileName, reader.row);
      const { lanes, preview } = reader.result(await lanesOf(db, versionId));
      const importId = await insertImport(db, {
        baseVersionId: versionId,
        fileName: input.fileName,
        lanes: JSON.stringify(lanes),
        preview: JSON.stringify(preview),
        createdAt: config.now(),
        createdBy: staffId,
      });
      const { counts, added, changed, removed, errors } = preview;
      return {
        importId,
        base: await summaryOf(db, versionId, config.now()),
        fileName: input.fileName,
        counts,
        added: pageOf(added, 1),
        changed: pageOf(changed, 1),
        removed: pageOf(removed, 1),
        errors: pageOf(errors, 1),
        applicable: errors.length === 0,
      };
    },

    async page(importId: number, { list, page = 1 }: PreviewPageInput): Promise<PreviewPageAnswer> {
      const record = await findImportPreview(db, importId);
      if (!record) throw notFound(M.noImport(importId));
      const rows: readonly unknown[] = (JSON.parse(record.preview) as StoredPreview)[list];
      // One list of the preview's, by its name: the union's branches say which rows go with which list.
      return { list, page, total: rows.length, rows: pageOf(rows, page) } as PreviewPageAnswer;
    },

    apply: (importId: number, staffId: number): Promise<VersionSaveAnswer> => applyImport(db, config.now(), importId, staffId),
  };
}
