import type { VersionStatus } from '../pricing/card-versions';

// What the pricing desk says (issue 27): the cards and their versions, and the fuel levies.
// Every sentence the desk's version and levy calls can answer is here.

export const RATE_CARD_MESSAGES = {
  noVersion: (id: number) => `There is no rate card version ${id}.`,
  copyOfOtherCard: (id: number, cardName: string) => `Version ${id} is not of the ${cardName} card: a new draft copies a version of its own card.`,
  created: (id: number, cardName: string) => `Version ${id} of the ${cardName} card created as a draft.`,
  notDraft: (id: number, status: VersionStatus) => `Version ${id} is ${status}: only a draft is changed. Make a new draft from it instead.`,
  saved: (id: number) => `Version ${id} saved.`,
  generalCharges: "The General card's charges are needed: every customer's card without its own falls back to them.",
  generalPpiPrice: (name: string) => `The General card needs a price for ${name}: customers' cards fall back to it.`,
  noPpiEntry: (id: number) => `There is no price per item entry ${id}.`,
  notADay: (day: string) => `Effective from: ${day} is not a date.`,
  notAfterToday: (today: string) => `Effective from must be after today (${today}): a version takes effect from 00:00 on its day, and today's prices stay as quoted.`,
  sameDay: (day: string, other: number) => `Version ${other} of this card already takes effect on ${day}. Choose another day, or put version ${other} back to draft.`,
  generalWithoutLanes: (id: number) => `Version ${id} has no lanes: the General card must price every route. Import its lanes first.`,
  scheduled: (id: number, day: string, zone: string) => `Version ${id} takes effect on ${day} at 00:00 ${zone}.`,
  notScheduled: (id: number, status: VersionStatus) => `Version ${id} is ${status}: only a scheduled version goes back to draft before its day.`,
  unscheduled: (id: number) => `Version ${id} is a draft again.`,
  draftAlready: (id: number) => `Version ${id} is a draft already.`,
  deleteNotDraft: (id: number, status: VersionStatus) => `Version ${id} is ${status}: only a draft is deleted.`,
  deleted: (id: number) => `Version ${id} deleted.`,
} as const;

export const FUEL_LEVY_MESSAGES = {
  pastMonth: (month: string) => `${month} has passed: its levy priced what was quoted then and stays as it was.`,
  set: (month: string, percent: number) => `Fuel levy for ${month} set to ${percent}%.`,
  missingThisMonth: (month: string, used: string) => `No fuel levy is set for ${month}, this month: quotes use ${used}. Set it now.`,
  missingNextMonth: (month: string) => `No fuel levy is set for ${month} yet: quotes from its first day would use this month's. Set it before then.`,
  /** How a missing month's stand-in reads in the sentences above. */
  standIn: (month: string | null, percent: number) => (month ? `${percent}% from ${month}` : `${percent}%: no month has a levy`),
} as const;
