import { describe, expect, it } from 'vitest';
import { documentFileName } from './document-names';

describe('PDF file names (spec 02 section 9)', () => {
  it('names every document as the spec lists them', () => {
    expect(documentFileName('CON', 'FP900000014', 'download')).toBe('Consignment FP900000014.pdf');
    expect(documentFileName('LBL', 'FP900000014', 'download')).toBe('Consignment FP900000014 Label.pdf');
    expect(documentFileName('CON', 'FP900000014', 'attachment')).toBe('Consignment_FP900000014.pdf');
    expect(documentFileName('LBL', 'FP900000014', 'attachment')).toBe('Consignment_FP900000014_Label.pdf');
    expect(documentFileName('POD', 'FP900000014', 'download')).toBe('POD_FP900000014.pdf');
    expect(documentFileName('POD', 'FP900000014', 'attachment')).toBe('POD_FP900000014.pdf');
  });
});
