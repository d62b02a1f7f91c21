import { yieldToEventLoop, type Pdf } from './pdf-output';

// A cursor down the pages of a flowing document (the consignment note): blocks ask for room,
// and when a page is full the flow starts the next one, yields to the event loop there, and
// lets the caller repeat its headings. Nothing is ever drawn past the bottom margin.

export class PageFlow {
  y: number;

  constructor(
    readonly doc: Pdf,
    readonly left: number,
    readonly width: number,
    private readonly top: number,
    private readonly bottom: number,
  ) {
    this.y = top;
  }

  /** Whether `height` more fits on this page. */
  fits(height: number): boolean {
    return this.y + height <= this.bottom;
  }

  /** Starts a new page when `height` does not fit here; resolves true when it did. */
  async room(height: number): Promise<boolean> {
    if (this.fits(height)) return false;
    this.doc.addPage({ size: [this.doc.page.width, this.doc.page.height], margin: 0 });
    this.y = this.top;
    await yieldToEventLoop();
    return true;
  }
}
