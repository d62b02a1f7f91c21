import { IMPORT_MAX_BYTES, type PriceCheckAnswer } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { describe, expect, it } from 'vitest';
import { quotedBySentence } from './price-check-answer';
import { checkInputOf, emptyCheck, emptyLine } from './price-check-input';
import { DESK } from './pricing-test-support';
import { importFileProblem } from './use-import-file';

// The pricing desk's own rules before anything is sent, and the sentences it says of an answer.

const TYPES = DESK.freightTypes;

describe("the price check's payload (issue 27)", () => {
  it('names everything missing, in the order of the form', () => {
    expect(checkInputOf({ ...emptyCheck(''), lines: [emptyLine(), { ...emptyLine(), quantity: '' }] }, TYPES)).toEqual([
      PRICING_DESK_MESSAGES.dayRequired,
      PRICING_DESK_MESSAGES.senderRequired,
      PRICING_DESK_MESSAGES.receiverRequired,
      PRICING_DESK_MESSAGES.freightTypeRequired,
      PRICING_DESK_MESSAGES.lineIncomplete(1),
      PRICING_DESK_MESSAGES.lineIncomplete(2),
    ]);
    expect(PRICING_DESK_MESSAGES.lineIncomplete(2)).toBe('Line 2: enter the quantity and the weight, or choose a price per item entry.');
  });

  it('sends sizes left empty as 0, and an entry only for a per-item type', () => {
    const form = { ...emptyCheck('2027-06-15'), sender: 'A', receiver: 'B', freightType: 'General', lines: [{ ...emptyLine(), unitWeight: 5, ppi: '3' }] };
    expect(checkInputOf(form, TYPES)).toMatchObject({ card: 'general', lines: [{ quantity: 1, unitWeight: 5, length: 0, width: 0, height: 0, ppi: null }] });
    expect(checkInputOf({ ...form, freightType: 'Pallets', company: { id: 5, name: 'Acme' } }, TYPES)).toMatchObject({ card: '5', lines: [{ ppi: 3 }] });
  });
});

describe("the price check's sentences", () => {
  const answer = (quotedBy: PriceCheckAnswer['quotedBy']) => ({ quotedBy, day: '2027-06-15' }) as PriceCheckAnswer;

  it('says which card a quote that day is priced under', () => {
    expect(quotedBySentence(answer('customer'), 'Acme')).toBe("A quote by Acme on 2027-06-15 is priced under Acme's own card.");
    expect(quotedBySentence(answer('general'), 'Acme')).toBe(PRICING_DESK_MESSAGES.quotedByGeneral('Acme', '2027-06-15'));
    expect(quotedBySentence(answer('general'), null)).toBe('A customer without a card of its own is priced under the General card on 2027-06-15.');
    expect(quotedBySentence(answer(null), 'Acme')).toBe('Neither card prices this consignment on 2027-06-15.');
  });
});

describe('a rate sheet before it is read', () => {
  it('takes a .csv or .xlsx file of at most 12 MB', () => {
    expect(importFileProblem({ name: 'Rates.XLSX', size: IMPORT_MAX_BYTES })).toBe('');
    expect(importFileProblem({ name: 'rates.xls', size: 10 })).toBe(PRICING_DESK_MESSAGES.importFileType);
    expect(importFileProblem({ name: 'rates.csv', size: IMPORT_MAX_BYTES + 1 })).toBe('The file is larger than 12 MB: split it into smaller files.');
  });
});
