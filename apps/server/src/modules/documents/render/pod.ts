import { POD_MESSAGES } from '@portal/domain/consignment/pod-rules';
import type { PodDocument } from './document-data';
import { partyLines } from './party-lines';
import { A4, finishPdf, startPdf } from './pdf-output';
import { drawTitledBox, titledBoxHeight } from './titled-box';
import { FONT, INK, MUTED, RULE, formatNumber, mm } from './typography';

// The proof of delivery (spec 02 section 7): the delivery event, who signed and their signature,
// with enough of the consignment (parties, totals) to match it to the freight.

const MARGIN = 36;
const WIDTH = A4[0] - 2 * MARGIN;
const GAP = 10;
/** The signature is fitted, aspect kept, into about 80 x 30 mm. */
const SIGNATURE = { width: mm(80), height: mm(30) };

export async function renderPod(pod: PodDocument): Promise<Buffer> {
  const doc = startPdf(A4, `Proof of delivery ${pod.conNumber}`);
  let y = MARGIN;
  doc.font(FONT.bold).fontSize(16).fillColor(INK).text(pod.carrier.name, MARGIN, y, { lineBreak: false });
  doc.font(FONT.regular).fontSize(9).text(`Phone ${pod.carrier.phone}`, MARGIN, y + 4, { width: WIDTH, align: 'right', lineBreak: false });
  doc.fillColor(MUTED).text(pod.carrier.website, MARGIN, y + 16, { width: WIDTH, align: 'right', lineBreak: false });
  y += 46;
  doc.font(FONT.bold).fontSize(20).fillColor(INK).text('PROOF OF DELIVERY', MARGIN, y, { lineBreak: false });
  y += 28;
  doc.fontSize(13).text(`Consignment ${pod.conNumber}`, MARGIN, y, { lineBreak: false });
  y += 22;
  doc.lineWidth(1).moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).stroke(INK);
  y += GAP;

  const half = (WIDTH - GAP) / 2;
  const delivery = [
    // What a person reads: the event's name, never its internal code (spec 02 section 4's '55').
    { text: `Status: ${pod.event.name}`, bold: true },
    { text: `Delivered: ${pod.deliveredLocal}` },
    { text: `At: ${pod.deliveredTown}` },
  ];
  const totals = [
    { text: `Items: ${pod.totals.items}` },
    { text: `Weight: ${formatNumber(pod.totals.weight, 2)} kg` },
    { text: `Cubic: ${formatNumber(pod.totals.cubic, 3)} m³` },
  ];
  const rowHeight = Math.max(titledBoxHeight(doc, half, delivery), titledBoxHeight(doc, half, totals));
  drawTitledBox(doc, MARGIN, y, half, 'Delivery', delivery, rowHeight);
  drawTitledBox(doc, MARGIN + half + GAP, y, half, 'Totals', totals, rowHeight);
  y += rowHeight + GAP;

  const receiver = partyLines(pod.receiver, 'summary');
  const sender = partyLines(pod.sender, 'summary');
  const partiesHeight = Math.max(titledBoxHeight(doc, half, receiver), titledBoxHeight(doc, half, sender));
  drawTitledBox(doc, MARGIN, y, half, 'Receiver', receiver, partiesHeight);
  drawTitledBox(doc, MARGIN + half + GAP, y, half, 'Sender', sender, partiesHeight);
  y += partiesHeight + 2 * GAP;

  doc.font(FONT.bold).fontSize(11).fillColor(INK).text(`Signed by: ${pod.signedBy}`, MARGIN, y, { lineBreak: false });
  y += 18;
  doc.lineWidth(0.6).rect(MARGIN, y, SIGNATURE.width + 12, SIGNATURE.height + 12).stroke(RULE);
  // A POD recorded by hand in the back office may come without a signature (issue 26).
  const signed = pod.signaturePng.length > 0;
  if (signed) doc.image(pod.signaturePng, MARGIN + 6, y + 6, { fit: [SIGNATURE.width, SIGNATURE.height], align: 'center', valign: 'center' });
  y += SIGNATURE.height + 16;
  const caption = signed ? 'Signature of the person who received the freight' : POD_MESSAGES.noSignature;
  doc.font(FONT.regular).fontSize(8).fillColor(MUTED).text(caption, MARGIN, y, { lineBreak: false });
  return finishPdf(doc);
}
