import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReadCell } from '@portal/domain/pricing/sheet-cells';
import { zipDeclaring } from '../../test/zip-files';
import { xlsxRows, zipUnpackedBytes } from './xlsx-rows';

// An Excel workbook read for an import (issue 27): the first worksheet's cells as a spreadsheet
// shows them, and a zip whose directory declares more than a rate sheet could hold refused
// before anything is unpacked.

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const rates = book.addWorksheet('Rates');
  rates.addRow(['From depot', 'Rate per kg', 'Default', 'Note', 'Link']);
  rates.addRow([
    { richText: [{ text: 'BN', font: { bold: true } }, { text: 'E' }] },
    { formula: 'ROUND(0.32444,4)', result: 0.3244 },
    true,
    null,
    { text: 'SYD', hyperlink: 'https://example.com' },
  ]);
  rates.getRow(5).values = ['MEL'];
  book.addWorksheet('Notes').addRow(['Not a lane']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('xlsxRows', () => {
  it("reads the first worksheet's rows by their numbers, each cell as the spreadsheet shows it", async () => {
    const rows: [number, ReadCell[]][] = [];
    expect(await xlsxRows(await workbook(), (number, cells) => rows.push([number, cells]))).toBe('read');
    expect(rows).toEqual([
      [1, ['From depot', 'Rate per kg', 'Default', 'Note', 'Link']],
      [2, ['BNE', 0.3244, true, null, 'SYD']],
      [5, ['MEL']],
    ]);
  });

  it('refuses what is no workbook, and a zip declaring more than 256 MB before unpacking any of it', async () => {
    const none = () => undefined;
    expect(await xlsxRows(Buffer.from('From depot,To depot\n'), none)).toBe('not a workbook');
    expect(zipUnpackedBytes(zipDeclaring(1234))).toBe(1234);
    expect(zipUnpackedBytes(zipDeclaring(0xffffffff))).toBe(Number.POSITIVE_INFINITY);
    expect(await xlsxRows(zipDeclaring(300 * 1024 * 1024), none)).toBe('too large');
    expect(zipUnpackedBytes(await workbook())).toBeGreaterThan(1000);
  });
});
