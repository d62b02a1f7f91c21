import { z } from 'zod';

// Row versions (issue 12, decision 0030). Every record a customer opens and saves again carries
// the version it was read at; the server saves only while the row still has it, so a save made
// from a stale copy overwrites nothing. The spec has no text for the refusal: one sentence, with
// what changed and what to do.

/** A row's version when first stored (migration 0010's default). */
export const FIRST_VERSION = 1;

/** The version of a stored row as an edit sends it back: required, 1 or more. */
export const versionSchema = z.number().int().min(1);

/** A draft's version before the server stored it: 0 (or left out) on a create. */
export const newVersionSchema = z.number().int().min(0).default(0);

const stale = (what: string, reload: string) =>
  `${what} was changed by someone else while you were editing it. Reload ${reload} to see their changes.`;

/** The 409 of a save whose version is no longer the row's. */
export const ROW_VERSION_MESSAGES = {
  pickup: (pickupNumber: string) => stale(`Pickup ${pickupNumber}`, 'it'),
  quote: (quoteNumber: string) => stale(`Quote ${quoteNumber}`, 'it'),
  dropFreight: (conNumber: string) => stale(`Drop freight ${conNumber}`, 'it'),
  settings: 'Your settings were changed by someone else while you were editing them. Reload My Settings to see their changes.',
  user: (name: string) => stale(`User ${name}`, 'the Users screen'),
} as const;
