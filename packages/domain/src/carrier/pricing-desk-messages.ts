import { IMPORT_MAX_BYTES } from './pricing-calls';

// What the pricing desk's screens say themselves (issue 27), before or beside what the server
// answers: each a plain sentence naming what is wrong or what happens.

const rows = (n: number) => (n === 1 ? '1 bad row' : `${n} bad rows`);

export const PRICING_DESK_MESSAGES = {
  timeZone: (zone: string) => `Prices change at 00:00 ${zone}.`,
  noCards: 'No rate card yet.',
  companyRequired: 'Choose the customer whose card this is.',
  scheduleDayRequired: 'Choose the day the version takes effect.',
  deleteDraft: (label: string) => `Delete the draft "${label}"? Its lanes, charges and prices per item go with it.`,
  importFileType: 'Choose a file named .csv or .xlsx.',
  importTooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it into smaller files.`,
  importUnreadable: 'The file could not be read: choose it again.',
  applyBlocked: (errors: number) => `Apply is not possible while the file has ${rows(errors)}: correct them in the file and import it again.`,
  previewGone: 'This preview was opened afresh: the file name and the version it is compared with are shown only right after the import.',
  chargeRequired: (name: string) => `${name} charge cannot be blank.`,
  levyMonth: 'Month must be a month YYYY-MM.',
  levyPercent: 'Percent must be a number from 0 to 100.',
  suburbTooShort: 'Type at least 2 letters of the suburb.',
  senderRequired: "Choose the sender's suburb.",
  receiverRequired: "Choose the receiver's suburb.",
  dayRequired: 'Choose the day to price on.',
  freightTypeRequired: 'Choose the freight type.',
  lineIncomplete: (n: number) => `Line ${n}: enter the quantity and the weight, or choose a price per item entry.`,
  ppiRequired: (n: number) => `Line ${n}: choose the price per item entry.`,
  noPrice: 'No price.',
  quotedByCustomer: (name: string, day: string) => `A quote by ${name} on ${day} is priced under ${name}'s own card.`,
  quotedByGeneral: (name: string, day: string) => `A quote by ${name} on ${day} is priced under the General card.`,
  quotedByGeneralOnly: (day: string) => `A customer without a card of its own is priced under the General card on ${day}.`,
  quotedByNeither: (day: string) => `Neither card prices this consignment on ${day}.`,
  badPath: 'This page address names no version, card or import: open it again from the pricing desk.',
} as const;
