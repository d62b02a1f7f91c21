import type { DocParty } from './document-data';
import type { BoxLine } from './titled-box';

// A sender or receiver as the lines of its box, the same on the consignment note and the POD.

export function partyLines(party: DocParty, detail: 'full' | 'summary'): BoxLine[] {
  const lines: BoxLine[] = [
    { text: party.company, bold: true },
    { text: party.name },
    { text: party.street },
    { text: `${party.suburb} ${party.state.toUpperCase()} ${party.postCode}` },
  ];
  if (detail === 'summary') return lines;
  lines.push({ text: `Phone: ${party.phone || '-'}` }, { text: `Email: ${party.email || '-'}` });
  if (party.abn) lines.push({ text: `ABN: ${party.abn}` });
  return lines;
}
