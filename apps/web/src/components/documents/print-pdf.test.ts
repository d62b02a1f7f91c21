import '../../test/setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { printPdf } from './print-pdf';

const frame = () => document.querySelector('iframe') as HTMLIFrameElement;
const pdf = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });

describe('printPdf', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
  });
  /** The frame's window, with jsdom's unimplemented focus stubbed and print replaced. */
  const stubPrint = (print: () => void) => {
    const view = frame().contentWindow!;
    vi.spyOn(view, 'focus').mockImplementation(() => {});
    return vi.spyOn(view, 'print').mockImplementation(print);
  };
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('prints from a hidden, titled frame', async () => {
    const printing = printPdf(pdf(), 'Consignment FP1 Label.pdf');
    const print = stubPrint(() => {});
    expect(frame().title).toBe('Consignment FP1 Label.pdf');
    expect(frame().style.width).toBe('0px');
    frame().dispatchEvent(new Event('load'));
    await printing;
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('opens the PDF in a new window when the frame cannot print, and fails when that is blocked too', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const printing = printPdf(pdf(), 'a.pdf');
    stubPrint(() => {
      throw new Error('denied');
    });
    frame().dispatchEvent(new Event('load'));
    await printing;
    expect(open).toHaveBeenCalledWith('blob:pdf', '_blank');

    open.mockReturnValue(null);
    const blocked = printPdf(pdf(), 'b.pdf');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    stubPrint(() => {
      throw new Error('denied');
    });
    frame().dispatchEvent(new Event('load'));
    await expect(blocked).rejects.toThrow();
  });
});
