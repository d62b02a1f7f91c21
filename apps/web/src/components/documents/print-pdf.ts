// Printing a PDF without leaving the screen: a hidden frame shows it and prints it. Browsers
// whose PDF viewer refuses a script's print (Firefox, some mobile ones) get it in a new window,
// where the user prints it themselves.

const FRAME_ATTRIBUTE = 'data-print-frame';
/** A frame that never loads (a blocked viewer) falls back to the new window after this. */
const LOAD_TIMEOUT_MS = 10_000;

/** The previous frame stays until the next print: removing it at once can cancel its dialog. */
function removePreviousFrame() {
  const previous = document.querySelector<HTMLIFrameElement>(`iframe[${FRAME_ATTRIBUTE}]`);
  if (!previous) return;
  URL.revokeObjectURL(previous.src);
  previous.remove();
}

function openInNewWindow(url: string): boolean {
  return window.open(url, '_blank') !== null;
}

function hiddenFrame(url: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute(FRAME_ATTRIBUTE, '');
  frame.title = title;
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.src = url;
  return frame;
}

/** Prints the PDF; rejects when neither the frame nor a new window could show it. */
export function printPdf(blob: Blob, title: string): Promise<void> {
  removePreviousFrame();
  const url = URL.createObjectURL(blob);
  const frame = hiddenFrame(url, title);
  return new Promise((resolve, reject) => {
    const fallback = () => (openInNewWindow(url) ? resolve() : reject(new Error('The PDF could not be opened to print.')));
    const timer = setTimeout(fallback, LOAD_TIMEOUT_MS);
    frame.addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        try {
          const view = frame.contentWindow;
          if (!view) throw new Error('The print frame has no window.');
          view.focus();
          view.print();
          resolve();
        } catch {
          fallback();
        }
      },
      { once: true },
    );
    document.body.append(frame);
  });
}
