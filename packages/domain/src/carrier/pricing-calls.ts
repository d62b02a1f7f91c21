import { z } from 'zod';
import type { PriceBreakdown } from '../api/quote';
import type { FreightTypeOption } from '../api/reference';
import type { SaveAnswer } from '../api/session';
import type { VersionStatus } from '../pricing/card-versions';
import type { ServiceCharges } from '../pricing/price-quote';
import type { RateLane } from '../pricing/rate-lane';
import { carrierCall } from './carrier-call';

// The pricing desk (issue 27, DESIGN.md 'The carrier's side'), under /carrier/pricing: rate
// card versions, their lanes, charges and prices per item, imports with a preview, exports,
// fuel levies by month, the cost of a change and a price check. Pricing and Administrators
// write; Customer service reads.

// ---- Payloads -----------------------------------------------------------------------------

/** A card in a path (pricing/cards/{card}): 'general', or the customer company's id. */
export const cardRefSchema = z.object({
  card: z
    .string()
    .regex(/^(general|[1-9]\d{0,9})$/, 'must be general or a company number')
    // A company's id is a row id: at most the largest 32-bit integer a table's id holds.
    .refine((card) => card === 'general' || Number(card) <= 2 ** 31 - 1, 'must be general or a company number'),
});
export type CardRefInput = z.infer<typeof cardRefSchema>;

/** A version, import or other record in a path ({id}). */
export const recordIdSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
export type RecordIdInput = z.infer<typeof recordIdSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const money = z.number().finite().min(0, 'must not be negative').max(1_000_000, 'must be at most 1000000');
const label = z.string().trim().max(100, 'must be at most 100 characters');

/** POST pricing/cards/{card}/versions: a new draft, a copy of `copyOf` (a version of the same card) or empty. */
export const newVersionSchema = z.object({ label, copyOf: z.number().int().positive().max(2 ** 31 - 1).nullable() });
export type NewVersionInput = z.infer<typeof newVersionSchema>;

export const chargesSchema = z.object({ pickup: money, delivery: money, forklift: money, dangerousGoods: money });

/** PUT pricing/versions/{id}: a draft's label, charges (null: the General card's) and prices per item (null: General's). */
export const versionTermsSchema = z.object({
  label,
  charges: chargesSchema.nullable(),
  ppiPrices: z.array(z.object({ id: z.number().int().positive().max(2 ** 31 - 1), price: money.nullable() })).max(500),
});
export type VersionTermsInput = z.infer<typeof versionTermsSchema>;

/** POST pricing/versions/{id}/schedule: the day it takes effect, after today on the carrier's clock. */
export const scheduleSchema = z.object({ effectiveFrom: day });
export type ScheduleInput = z.infer<typeof scheduleSchema>;

/** GET pricing/versions/{id}/lanes: a page (from 1) of lanes, searched by depot or freight type. */
export const laneListSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  search: z.string().trim().max(50).optional(),
});
export type LaneListInput = z.infer<typeof laneListSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET pricing/versions/{id}/export: the file, as an attachment. */
export const exportSchema = z.object({ format: z.enum(EXPORT_FORMATS) });
export type ExportInput = z.infer<typeof exportSchema>;

/** The largest file an import takes (its bytes before base64). */
export const IMPORT_MAX_BYTES = 12 * 1024 * 1024;

/** POST pricing/versions/{id}/imports: a CSV or XLSX file (named .csv or .xlsx), base64, compared with version {id}. */
export const importSchema = z.object({
  fileName: z.string().trim().min(1).max(200).regex(/\.(csv|xlsx)$/i, 'must name a .csv or .xlsx file'),
  content: z.string().max(Math.ceil(IMPORT_MAX_BYTES / 3) * 4, 'must be at most 12 MB').regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
});
export type ImportInput = z.infer<typeof importSchema>;

export const PREVIEW_LISTS = ['added', 'changed', 'removed', 'errors'] as const;
export type PreviewList = (typeof PREVIEW_LISTS)[number];

/** GET pricing/imports/{id}: a page (from 1) of one of the preview's lists. */
export const previewPageSchema = z.object({ list: z.enum(PREVIEW_LISTS), page: z.coerce.number().int().min(1).max(100_000).optional() });
export type PreviewPageInput = z.infer<typeof previewPageSchema>;

/** PUT pricing/levies/{month}: a month's fuel levy in percent, this month or ahead. */
export const levyMonthSchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM') });
export const levySchema = z.object({ percent: z.number().finite().min(0, 'must not be negative').max(100, 'must be at most 100') });
export type LevyMonthInput = z.infer<typeof levyMonthSchema>;
export type LevyInput = z.infer<typeof levySchema>;

/** GET pricing/suburbs: suburbs whose label starts with the search, as a quote names them ('SUBURB, STATE, POSTCODE'). */
export const suburbSearchSchema = z.object({ search: z.string().trim().min(2).max(50) });
export type SuburbSearchInput = z.infer<typeof suburbSearchSchema>;

const measure = z.number().finite().min(0).max(100_000);

/** POST pricing/price-check: a consignment priced on a day under a customer's card and General. */
export const priceCheckSchema = z.object({
  card: cardRefSchema.shape.card,
  day,
  sender: z.string().trim().min(1).max(100),
  receiver: z.string().trim().min(1).max(100),
  freightType: z.string().trim().min(1).max(50),
  lines: z
    .array(
      z.object({
        quantity: z.number().int().min(1).max(10_000),
        /** kg each. */
        unitWeight: measure,
        /** cm. */
        length: measure,
        width: measure,
        height: measure,
        /** A price per item entry's id, for a per-item freight type. */
        ppi: z.number().int().positive().max(2 ** 31 - 1).nullable(),
      }),
    )
    .min(1)
    .max(20),
  pickupRequired: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  deliveryRequired: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  dangerousGoods: z.boolean(),
});
export type PriceCheckInput = z.infer<typeof priceCheckSchema>;

// ---- Answers ------------------------------------------------------------------------------

export interface VersionSummary {
  id: number;
  /** 'general' or the company's id, as paths name the card. */
  card: string;
  /** 'General' or the company's name. */
  cardName: string;
  /** null: the General card. */
  companyId: number | null;
  label: string;
  status: VersionStatus;
  /** 'YYYY-MM-DD' from 00:00 on the carrier's clock; null while a draft. */
  effectiveFrom: string | null;
  laneCount: number;
  /** Where it came from: 'Opening tariff', 'Copy of version 12', 'Import of rates-2027.csv'. */
  source: string;
  createdAt: number;
  /** The staff member's name; '' for what a migration wrote. */
  createdBy: string;
  scheduledAt: number | null;
  scheduledBy: string;
}

export interface CardSummary {
  card: string;
  name: string;
  companyId: number | null;
  inForce: VersionSummary | null;
  /** The next scheduled version, if any. */
  next: VersionSummary | null;
  drafts: number;
}

export interface PricingDeskAnswer {
  /** Today on the carrier's clock, and that clock's zone. */
  today: string;
  timeZone: string;
  /** The General card first, then the customers' cards by name. */
  cards: CardSummary[];
  /** Sentences about fuel levies missing for this month or the next, before they bite. */
  levyWarnings: string[];
  /** The freight types a lane may have, for the price check's choice (a ppiOnly type is priced per item). */
  freightTypes: FreightTypeOption[];
  /** Every price per item entry, for the price check's lines of a ppiOnly type. */
  ppiEntries: PpiEntryOption[];
}

/** A price per item entry as the price check offers it. */
export interface PpiEntryOption {
  id: number;
  /** The ppiOnly freight type it belongs to. */
  freightType: string;
  name: string;
}

export interface CardAnswer {
  card: string;
  name: string;
  companyId: number | null;
  today: string;
  timeZone: string;
  /** Newest first. */
  versions: VersionSummary[];
}

export interface PpiPriceRow {
  id: number;
  freightType: string;
  name: string;
  /** null: the General card's (a customer's version only). */
  price: number | null;
  /** The General card in force today prices it so (what null means). */
  generalPrice: number | null;
}

export interface VersionAnswer {
  version: VersionSummary;
  /** null: the General card's, shown as generalCharges. */
  charges: ServiceCharges | null;
  generalCharges: ServiceCharges | null;
  ppiPrices: PpiPriceRow[];
  /** Only a draft is changed. */
  editable: boolean;
}

export const LANES_PAGE_SIZE = 100;

export interface LanesAnswer {
  lanes: RateLane[];
  total: number;
  page: number;
  pageSize: number;
}

export interface VersionSaveAnswer extends SaveAnswer {
  version: VersionSummary;
  /** The customer company the card is of, for its audit trail; null for General. */
  companyId: number | null;
}

/** A lane whose prices an import changes: before and after, and the change of its freight charge at 500 kg in percent. */
export interface ChangedLane {
  before: RateLane;
  after: RateLane;
  /** Each changed field as 'Rate per kg 0.3244 -> 0.3406 (+5.0%)'. */
  changes: string[];
}

export interface ImportRowError {
  /** The file's row number, the heading being row 1. */
  row: number;
  /** The column's heading as the file names it; '' for the row as a whole. */
  column: string;
  message: string;
}

export interface ImportCounts {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  errors: number;
}

export interface ImportPreview {
  importId: number;
  /** The version compared with; applying makes a new draft of its card. */
  base: VersionSummary;
  fileName: string;
  counts: ImportCounts;
  /** The first page of each list; GET pricing/imports/{id} pages on. */
  added: RateLane[];
  changed: ChangedLane[];
  removed: RateLane[];
  errors: ImportRowError[];
  /** Applying is refused while a row is bad. */
  applicable: boolean;
}

export const PREVIEW_PAGE_SIZE = 100;

export type PreviewPageAnswer =
  | { list: 'added' | 'removed'; page: number; total: number; rows: RateLane[] }
  | { list: 'changed'; page: number; total: number; rows: ChangedLane[] }
  | { list: 'errors'; page: number; total: number; rows: ImportRowError[] };

export type LevyStatus = 'past' | 'current' | 'ahead';

export interface LevyRow {
  /** 'YYYY-MM'. */
  month: string;
  percent: number;
  status: LevyStatus;
  /** The staff member who set it; '' for seeded months. */
  setBy: string;
  setAt: number | null;
}

export interface LeviesAnswer {
  today: string;
  /** Newest month first. */
  levies: LevyRow[];
  warnings: string[];
}

export interface LevySaveAnswer extends SaveAnswer {
  levy: LevyRow;
}

export interface ImpactCustomer {
  companyId: number;
  name: string;
  consignments: number;
  before: number;
  after: number;
  /** (after - before) / before x 100, one decimal; 0 when before is 0. */
  changePercent: number;
}

export interface ImpactLane {
  depotFrom: string;
  depotTo: string;
  freightType: string;
  consignments: number;
  before: number;
  after: number;
  change: number;
  changePercent: number;
}

export interface ImpactAnswer {
  version: VersionSummary;
  /** The versions it is compared with: what is in force today (per customer, for General). */
  comparedWith: string;
  /** The first day of the 90 re-priced. */
  since: string;
  consignments: number;
  /** Consignments in scope that either side has no lane (or price per item) for: left out of the totals. */
  unpriced: number;
  /** The largest change (either way) first. */
  customers: ImpactCustomer[];
  /** The ten lanes whose totals move the most, by the size of the change. */
  lanes: ImpactLane[];
}

export interface PriceCheckSide {
  /** The version that priced it; null when the card has none in force that day. */
  version: VersionSummary | null;
  breakdown: PriceBreakdown | null;
  /** The lane that priced it, as its card has it. */
  lane: RateLane | null;
  /** Why there is no price, or how it fell back to General; '' when priced on its own card. */
  note: string;
}

export interface PriceCheckAnswer {
  day: string;
  levy: { month: string; percent: number };
  /** null when General was picked. */
  customer: PriceCheckSide | null;
  general: PriceCheckSide;
  /** What a customer's quote on that day would be priced by: 'customer' or 'general'; null when neither prices it. */
  quotedBy: 'customer' | 'general' | null;
}

export interface SuburbsAnswer {
  suburbs: string[];
}

type NoPayload = Record<string, never>;

/** The cards and their versions: the desk's front page, a card, a version, its lanes and terms, its schedule. */
export const RATE_CARD_CALLS = {
  pricingDesk: carrierCall<NoPayload, PricingDeskAnswer>('GET', 'pricing', 'pricing:read'),
  pricingCard: carrierCall<CardRefInput, CardAnswer>('GET', 'pricing/cards/:card', 'pricing:read', cardRefSchema),
  newVersion: carrierCall<NewVersionInput, VersionSaveAnswer>('POST', 'pricing/cards/:card/versions', 'pricing:write', newVersionSchema),
  rateVersion: carrierCall<RecordIdInput, VersionAnswer>('GET', 'pricing/versions/:id', 'pricing:read', recordIdSchema),
  versionLanes: carrierCall<LaneListInput, LanesAnswer>('GET', 'pricing/versions/:id/lanes', 'pricing:read', laneListSchema),
  saveVersionTerms: carrierCall<VersionTermsInput, VersionSaveAnswer>('PUT', 'pricing/versions/:id', 'pricing:write', versionTermsSchema),
  scheduleVersion: carrierCall<ScheduleInput, VersionSaveAnswer>('POST', 'pricing/versions/:id/schedule', 'pricing:write', scheduleSchema),
  unscheduleVersion: carrierCall<NoPayload, VersionSaveAnswer>('POST', 'pricing/versions/:id/unschedule', 'pricing:write'),
  deleteVersion: carrierCall<RecordIdInput, VersionSaveAnswer>('DELETE', 'pricing/versions/:id', 'pricing:write', recordIdSchema),
} as const;

/** Fuel levies by month. */
export const FUEL_LEVY_CALLS = {
  fuelLevies: carrierCall<NoPayload, LeviesAnswer>('GET', 'pricing/levies', 'pricing:read'),
  setFuelLevy: carrierCall<LevyInput, LevySaveAnswer>('PUT', 'pricing/levies/:month', 'pricing:write', levySchema),
} as const;

/** A version as a spreadsheet: exported, and imported with a preview first. */
export const RATE_SHEET_CALLS = {
  /** The file itself (text/csv or XLSX), as an attachment; not JSON. */
  exportVersion: carrierCall<ExportInput, Blob>('GET', 'pricing/versions/:id/export', 'pricing:read', exportSchema),
  previewImport: carrierCall<ImportInput, ImportPreview>('POST', 'pricing/versions/:id/imports', 'pricing:write', importSchema),
  importPage: carrierCall<PreviewPageInput, PreviewPageAnswer>('GET', 'pricing/imports/:id', 'pricing:write', previewPageSchema),
  /** The payload is the path's: `pricing/imports/{id}/apply`. */
  applyImport: carrierCall<RecordIdInput, VersionSaveAnswer>('POST', 'pricing/imports/:id/apply', 'pricing:write', recordIdSchema),
} as const;

/** What a change would cost, and a price check: nothing written. */
export const PRICE_STUDY_CALLS = {
  versionImpact: carrierCall<RecordIdInput, ImpactAnswer>('GET', 'pricing/versions/:id/impact', 'pricing:read', recordIdSchema),
  pricingSuburbs: carrierCall<SuburbSearchInput, SuburbsAnswer>('GET', 'pricing/suburbs', 'pricing:read', suburbSearchSchema),
  priceCheck: carrierCall<PriceCheckInput, PriceCheckAnswer>('POST', 'pricing/price-check', 'pricing:read', priceCheckSchema),
} as const;
