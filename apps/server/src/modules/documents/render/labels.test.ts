import { isValidSscc, ssccText } from '@portal/domain/documents/sscc';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeBarcodes, pdfImageCount, pdfPages, pdfText, type DecodedBarcode } from '../../../test/pdf-tools';
import { renderLabels } from './labels';
import { A4 } from './pdf-output';
import { buildLabelsDocument } from './test-documents';
import { mm } from './typography';

// Labels scanned as a depot scans them: every page rendered at 300 dpi and decoded by zbar.

const doc5 = (stock: 'thermal' | 'a4') => buildLabelsDocument({ count: 5, stock });
const { consignment } = doc5('thermal');

/** zbarimg reads GS1-128 as CODE-128 with the AI first: '00' and the 18 digits. */
const ssccOfScan = (codes: DecodedBarcode[]) =>
  codes.filter((c) => c.symbology === 'CODE-128' && /^00\d{18}$/.test(c.data)).map((c) => c.data.slice(2));

describe('thermal labels', () => {
  const doc = doc5('thermal');
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await renderLabels(doc);
    text = await pdfText(pdf);
  });

  it('puts each label on its own 100 x 150 mm page, with no raster images', async () => {
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(5);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(mm(100), 0);
      expect(page.height).toBeCloseTo(mm(150), 0);
    }
    expect(await pdfImageCount(pdf)).toBe(0);
  });

  it('shows the free text and the titled data of every package', () => {
    for (const expected of ['Fortitude Freight Lines', 'FROM', 'Paddington Paint Supplies Pty Ltd', 'TO', 'Parramatta Trade Centre', 'Parramatta NSW 2150']) {
      expect(text).toContain(expected);
    }
    for (let n = 1; n <= 5; n += 1) expect(text).toContain(`Item ${n} of 5`);
    expect(text.match(/SYD/g)?.length).toBeGreaterThanOrEqual(5);
    for (const pkg of doc.packages) expect(text).toContain(ssccText(pkg.sscc));
    // Only the first package carries dangerous goods.
    expect(text.match(/UN1263/g)).toHaveLength(1);
  });

  it('scans on every page: the SSCC, the consignment number and the tracking QR code', async () => {
    for (const [index, pkg] of doc.packages.entries()) {
      const codes = await decodeBarcodes(pdf, index + 1);
      expect(ssccOfScan(codes)).toEqual([pkg.sscc]);
      expect(isValidSscc(pkg.sscc)).toBe(true);
      expect(codes).toContainEqual({ symbology: 'CODE-128', data: consignment.conNumber });
      expect(codes).toContainEqual({ symbology: 'QR-Code', data: consignment.trackingUrl });
    }
  });
});

describe('A4 labels', () => {
  const doc = doc5('a4');
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderLabels(doc);
  });

  it('puts four labels on an A4 page: five packages take two', async () => {
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(A4[0], 0);
      expect(page.height).toBeCloseTo(A4[1], 0);
    }
    expect(await pdfImageCount(pdf)).toBe(0);
    const text = await pdfText(pdf);
    for (let n = 1; n <= 5; n += 1) expect(text).toContain(`Item ${n} of 5`);
  });

  it('scans all four labels of the first page', async () => {
    const codes = await decodeBarcodes(pdf, 1);
    expect(ssccOfScan(codes).sort()).toEqual(doc.packages.slice(0, 4).map((p) => p.sscc).sort());
    // zbar merges identical symbols in one image, so the four equal ones may come back once.
    expect(codes).toContainEqual({ symbology: 'CODE-128', data: consignment.conNumber });
    expect(codes).toContainEqual({ symbology: 'QR-Code', data: consignment.trackingUrl });
  });

  it('puts the fifth label alone on the second page', async () => {
    expect(ssccOfScan(await decodeBarcodes(pdf, 2))).toEqual([doc.packages[4]!.sscc]);
  });
});

describe('rendering many labels', () => {
  it('yields to the event loop between labels', async () => {
    let turns = 0;
    let rendering = true;
    const spin = () => {
      turns += 1;
      if (rendering) setImmediate(spin);
    };
    setImmediate(spin);
    await renderLabels(buildLabelsDocument({ count: 20 }));
    rendering = false;
    expect(turns).toBeGreaterThanOrEqual(20);
  });
});
