import { beforeAll, describe, expect, it } from 'vitest';
import { decodeBarcodes, pdfImageCount, pdfPages, pdfText } from '../../../test/pdf-tools';
import { renderConsignmentNote } from './consignment-note';
import { A4 } from './pdf-output';
import { HYDROCHLORIC_ACID, LPG, PAINT, buildConsignmentDocument, buildLine } from './test-documents';

// The note read back with poppler and zbar, as a depot's tools would read it.

describe('consignment note', () => {
  const con = buildConsignmentDocument();
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await renderConsignmentNote(con);
    text = await pdfText(pdf);
  });

  it('is one A4 page with no raster images', async () => {
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(A4[0], 0);
    expect(pages[0]!.height).toBeCloseTo(A4[1], 0);
    expect(await pdfImageCount(pdf)).toBe(0);
  });

  it('shows the header, parties, route, references and services', () => {
    for (const expected of [
      'CONSIGNMENT NOTE',
      'Fortitude Freight Lines',
      '(07) 5550 0123',
      'FP900000014',
      '2025-03-12 09:41',
      'PU400123',
      'Paddington Paint Supplies Pty Ltd',
      'Megan Nguyen',
      '14 Latrobe Terrace',
      'Paddington QLD 4064',
      'ABN: 51 824 753 556',
      'Parramatta Trade Centre',
      'Unit 3, 27 Church Street',
      'Parramatta NSW 2150',
      'receiving@parramattatrade.example.com.au',
      'BNE Brisbane -> SYD Sydney',
      'Purchase order: PO-77120',
      'Customer reference: PAD-SO-5521',
      'Service: General',
      'Pickup: Pickup required with forklift',
      'Delivery: Tailgate delivery',
      'Call the receiver 30 minutes before arrival.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lists the items with their totals', () => {
    for (const heading of ['Qty', 'Freight Type', 'Description', 'Reference', 'Weight (kg)', 'L x W x H (m)', 'Cubic (m³)']) {
      expect(text).toContain(heading);
    }
    expect(text).toMatch(/2\s+Pallet\s+Boxed paint accessories\s+REF-1001\s+360\s+1\.2 x 1\.2 x 1\s+2\.88/);
    expect(text).toMatch(/1\s+Drum\s+Solvent-based paint \(DG UN1263\)\s+REF-1002\s+96\s+0\.6 x 0\.6 x 0\.9\s+0\.324/);
    // 5 items, 360 + 96 + 44 + 150 = 650 kg, 2.88 + 0.324 + 0.08 + 1.04 = 4.324 m³.
    expect(text).toMatch(/5\s+Totals\s+650\s+4\.324/);
  });

  it('carries every ADG transport-document field of every dangerous goods line', () => {
    expect(text).toContain('DANGEROUS GOODS');
    expect(text).toMatch(/UN1263\s+PAINT\s+3\s+-\s+II\s+Steel drum\s+4\s+80 L/);
    expect(text).toMatch(/UN1789\s+HYDROCHLORIC ACID\s+8\s+6\.1\s+II\s+Plastic jerrican\s+2\s+40 L/);
    // Division 2.1 has no packing group: '-' stands in for it.
    expect(text).toMatch(/UN1075\s+PETROLEUM GASES, LIQUEFIED\s+2\.1\s+-\s+-\s+Cylinder\s+3\s+135 kg/);
    expect(text).toContain('Consignor: Megan Nguyen');
    expect(text).toContain('24-hour emergency phone: 1800 160 401');
  });

  it('has a Code 128 barcode that decodes to the consignment number', async () => {
    expect(await decodeBarcodes(pdf, 1)).toContainEqual({ symbology: 'CODE-128', data: 'FP900000014' });
  });
});

describe('consignment note without dangerous goods', () => {
  it('has no dangerous goods section', async () => {
    const text = await pdfText(await renderConsignmentNote(buildConsignmentDocument({ lines: [buildLine()] })));
    expect(text).not.toContain('DANGEROUS GOODS');
    expect(text).not.toContain('24-hour emergency phone');
  });
});

describe('consignment note of 40 lines', () => {
  const dgs = [PAINT, HYDROCHLORIC_ACID, LPG];
  const lines = Array.from({ length: 40 }, (_, i) =>
    buildLine({ reference: `LINE-${String(i + 1).padStart(3, '0')}`, dg: i % 4 === 0 ? dgs[i % 3]! : null }),
  );
  let pages: { width: number; height: number }[];
  let text: string;
  beforeAll(async () => {
    const pdf = await renderConsignmentNote(buildConsignmentDocument({ lines }));
    [pages, text] = await Promise.all([pdfPages(pdf), pdfText(pdf)]);
  });

  it('flows onto further A4 pages, headings repeated', () => {
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page.width).toBeCloseTo(A4[0], 0);
    expect(text).toContain('ITEMS (continued)');
    expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('keeps every line whole, each reference once', () => {
    for (const line of lines) expect(text.split(line.reference)).toHaveLength(2);
    // 40 lines of 2 pallets of 360 kg and 2.88 m³.
    expect(text).toMatch(/80\s+Totals\s+14,400\s+115\.2/);
  });

  it('lists the ten dangerous goods lines', () => {
    expect(text.match(/^\s*UN\d{4}\s/gm)).toHaveLength(10);
  });
});

describe('consignment note of a drop freight', () => {
  it('says where and when the freight is dropped in, and names no pickup', async () => {
    const con = buildConsignmentDocument({
      pickupNumber: '',
      dropIn: { depot: { code: 'BNE', town: 'Brisbane' }, day: '2025-03-13' },
      pickupService: 'No pickup, freight dropped at the depot',
    });
    const text = await pdfText(await renderConsignmentNote(con));
    expect(text).toContain('Drop in at BNE Brisbane on 2025-03-13');
    expect(text).toMatch(/Pickup: No pickup, freight dropped at\s+the depot/);
    expect(text).not.toContain('Pickup number');
  });
});
