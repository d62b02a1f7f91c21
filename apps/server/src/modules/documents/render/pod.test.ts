import { beforeAll, describe, expect, it } from 'vitest';
import { pdfImageCount, pdfPages, pdfText } from '../../../test/pdf-tools';
import { A4 } from './pdf-output';
import { renderPod } from './pod';
import { buildPodDocument } from './test-documents';

describe('proof of delivery', () => {
  const pod = buildPodDocument();
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await renderPod(pod);
    text = await pdfText(pdf);
  });

  it('is one A4 page', async () => {
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(A4[0], 0);
    expect(pages[0]!.height).toBeCloseTo(A4[1], 0);
  });

  it('shows the delivery event, who signed, the consignment and its parties', () => {
    for (const expected of [
      'PROOF OF DELIVERY',
      'Fortitude Freight Lines',
      'Consignment FP900000014',
      'Status: Delivered',
      'Delivered: 2025-03-14 11:05',
      'At: Parramatta',
      'Signed by: T. Gallagher',
      'Parramatta Trade Centre',
      'Paddington Paint Supplies Pty Ltd',
      'Items: 5',
      'Weight: 650 kg',
      'Cubic: 4.324 m³',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints the event's name, not its internal code", () => {
    expect(text).not.toContain('55 Delivered');
    expect(text).not.toMatch(/\b55\b/);
  });

  it('embeds the signature as its only image', async () => {
    expect(await pdfImageCount(pdf)).toBe(1);
  });

  it('refuses a signature that is not a PNG', async () => {
    await expect(renderPod(buildPodDocument({ signaturePng: Buffer.from('not an image') }))).rejects.toThrow();
  });
});
