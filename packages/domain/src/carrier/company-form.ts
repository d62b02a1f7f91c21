import { z } from 'zod';
import type { FreightLimits } from '../api/session';
import { FREIGHT_LIST_CAP, LONG_TEXT } from '../booking/booking-schema';
import { NAME_MAX } from '../constants';
import { FALLBACK_FREIGHT_LIMITS, STANDARD_FREIGHT_LIMITS } from '../limits';
import { SPECIAL_INSTRUCTIONS_MAX } from '../quote/special-instructions';
import { extraEmailError } from '../schedule/booking-fields';
import { EXTRA_EMAIL_MAX } from '../schedule/schedule-constants';
import { SCHEDULE_MESSAGES } from '../schedule/schedule-messages';
import { minutesOf, normaliseScheduleTime } from '../schedule/schedule-time';
import { abnDigits, isValidAbn } from './abn';

// A customer company as the back office creates and edits it (issue 26): the options a customer's
// session carries (spec 01 section 3) and its ABN. The schema is the body's shape, with generous
// caps; companyFormErrors gives the field sentences, in the browser and again on the server.

/** Dimensions typed in metres or centimetres; the company row keeps the factor (1 or 100). */
export const DIMENSION_UNITS = ['m', 'cm'] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];
const DIMENSION_FACTORS: Record<DimensionUnit, number> = { m: 1, cm: 100 };

/** The factor stored for a unit. The way back is freight/line-item-rules.ts's dimensionUnit. */
export function dimensionFactorOf(unit: DimensionUnit): number {
  return DIMENSION_FACTORS[unit];
}

/** A company's own limits; null where it has none (all null: FALLBACK_FREIGHT_LIMITS apply). */
export type CompanyLimits = { [K in keyof FreightLimits]: number | null };

const text = z.string().max(LONG_TEXT);
const limit = z.number().nullable();

export const companyFormSchema = z.object({
  name: text,
  /** As typed; stored as its 11 digits. */
  abn: text,
  requirePO: z.boolean(),
  forkliftPickup: z.boolean(),
  forkliftDelivery: z.boolean(),
  /** One of the company's saved addresses, which only the server can check; null for none. */
  defaultSenderId: z.number().int().positive().nullable(),
  defaultOpen: text,
  defaultClose: text,
  defaultInstructions: text,
  defaultExtraEmail: text,
  dimensionUnit: z.enum(DIMENSION_UNITS),
  limits: z.object({ weight: limit, volume: limit, length: limit, width: limit, height: limit, items: limit }),
});
export type CompanyForm = z.infer<typeof companyFormSchema>;

/** What the back office reads of a company. */
export interface CompanyRecord extends CompanyForm {
  id: number;
  /** Written as the ATO writes it ('51 824 753 556'); '' when the company has none on file. */
  abn: string;
  /** When staff suspended it, epoch ms; null while it trades. */
  suspendedAt: number | null;
  createdAt: number;
}

/**
 * A new company's form: the company row's own defaults (migration 0001) and the standard limits
 * (spec 01 section 9's standard case) rather than none; staff clear them for the fallback.
 */
export const NEW_COMPANY_FORM: CompanyForm = {
  name: '',
  abn: '',
  requirePO: false,
  forkliftPickup: false,
  forkliftDelivery: false,
  defaultSenderId: null,
  defaultOpen: '07:00',
  defaultClose: '17:00',
  defaultInstructions: '',
  defaultExtraEmail: '',
  dimensionUnit: 'm',
  limits: { ...STANDARD_FREIGHT_LIMITS },
};

export type CompanyFormField = Exclude<keyof CompanyForm, 'limits'> | `limits.${keyof FreightLimits}`;
/** Field sentences keyed as the form names its fields ('limits.weight' for a limit). */
export type CompanyFormErrors = Partial<Record<CompanyFormField, string>>;

interface LimitRule {
  label: string;
  unit: string;
  whole: boolean;
  max: number;
}

// Dimension limits are metres whatever unit the company types in (line-item-rules.ts scales
// them). No limit goes above the fallback's, which stands for none; the line item count's
// fallback is 0 (no maximum), so its ceiling is the most lines a booking can carry.
const LIMIT_RULES: Record<keyof FreightLimits, LimitRule> = {
  weight: { label: 'Weight limit', unit: 'kilograms', whole: false, max: FALLBACK_FREIGHT_LIMITS.weight },
  volume: { label: 'Volume limit', unit: 'cubic metres', whole: false, max: FALLBACK_FREIGHT_LIMITS.volume },
  length: { label: 'Length limit', unit: 'metres', whole: false, max: FALLBACK_FREIGHT_LIMITS.length },
  width: { label: 'Width limit', unit: 'metres', whole: false, max: FALLBACK_FREIGHT_LIMITS.width },
  height: { label: 'Height limit', unit: 'metres', whole: false, max: FALLBACK_FREIGHT_LIMITS.height },
  items: { label: 'Line items limit', unit: 'line items', whole: true, max: FREIGHT_LIST_CAP },
};
const LIMIT_NAMES = Object.keys(LIMIT_RULES) as (keyof FreightLimits)[];

const count = (n: number) => n.toLocaleString('en-AU');

export const COMPANY_FORM_MESSAGES = {
  nameBlank: 'Company name cannot be blank.',
  nameTooLong: `Company name cannot be longer than ${NAME_MAX} characters.`,
  abnNotDigits: 'ABN must be 11 digits.',
  abnInvalid: 'ABN is not a valid ABN: its check digits do not add up.',
  /** The server's: the id is not one of the company's saved addresses. */
  senderNotSaved: "Default sender must be one of the company's saved addresses.",
  openInvalid: 'Open time must be a time such as 07:00.',
  closeInvalid: 'Close time must be a time such as 17:00.',
  closeNotAfterOpen: 'Close time must be after the open time.',
  instructionsTooLong: `Default instructions cannot be longer than ${SPECIAL_INSTRUCTIONS_MAX} characters.`,
  extraEmailInvalid: 'Extra e-mail must be an e-mail address.',
  extraEmailTooLong: `Extra e-mail cannot be longer than ${EXTRA_EMAIL_MAX} characters.`,
  limitInvalid: ({ label, unit, whole }: LimitRule) => `${label} must be a ${whole ? 'whole number' : 'number'} of ${unit} above 0.`,
  limitTooHigh: ({ label, unit, max }: LimitRule) => `${label} cannot be more than ${count(max)} ${unit}.`,
  limitMissing: ({ label }: LimitRule) => `${label} must be filled in too, or every limit left empty for the fallback limits.`,
} as const;

const M = COMPANY_FORM_MESSAGES;

function nameError(name: string): string | undefined {
  if (name.trim() === '') return M.nameBlank;
  return name.length > NAME_MAX ? M.nameTooLong : undefined;
}

/** Optional: companies made before issue 26 have none on file. */
function abnError(abn: string): string | undefined {
  if (abn.trim() === '') return undefined;
  if (!abnDigits(abn)) return M.abnNotDigits;
  return isValidAbn(abn) ? undefined : M.abnInvalid;
}

/** The times a new pickup starts with, read as Schedule Pickup reads them ('0700' is 07:00). */
function hoursErrors(form: Pick<CompanyForm, 'defaultOpen' | 'defaultClose'>): CompanyFormErrors {
  const open = normaliseScheduleTime(form.defaultOpen);
  const close = normaliseScheduleTime(form.defaultClose);
  if (!open || !close) return { ...(open ? {} : { defaultOpen: M.openInvalid }), ...(close ? {} : { defaultClose: M.closeInvalid }) };
  // Equal times leave no business hours, as on Schedule Pickup.
  return minutesOf(close) <= minutesOf(open) ? { defaultClose: M.closeNotAfterOpen } : {};
}

/** The booking's copy-to check, so a default always passes the bookings it fills; its texts name no field. */
function defaultExtraEmailError(email: string): string | undefined {
  const error = extraEmailError(email);
  if (error === undefined) return undefined;
  return error === SCHEDULE_MESSAGES.extraEmailTooLong ? M.extraEmailTooLong : M.extraEmailInvalid;
}

/** The default instructions fill a new booking's special instructions: the same limit. */
function instructionsError(instructions: string): string | undefined {
  return instructions.length > SPECIAL_INSTRUCTIONS_MAX ? M.instructionsTooLong : undefined;
}

function limitError(value: number | null, rule: LimitRule): string | undefined {
  if (value === null) return M.limitMissing(rule);
  if (!Number.isFinite(value) || value <= 0 || (rule.whole && !Number.isInteger(value))) return M.limitInvalid(rule);
  return value > rule.max ? M.limitTooHigh(rule) : undefined;
}

/** Every limit, or none at all for the fallback limits. */
function limitsErrors(limits: CompanyLimits): CompanyFormErrors {
  if (LIMIT_NAMES.every((name) => limits[name] === null)) return {};
  const errors: CompanyFormErrors = {};
  for (const name of LIMIT_NAMES) {
    const error = limitError(limits[name], LIMIT_RULES[name]);
    if (error) errors[`limits.${name}`] = error;
  }
  return errors;
}

/** Every field's sentence; empty when the company can be saved (the default sender is the server's to check). */
export function companyFormErrors(form: CompanyForm): CompanyFormErrors {
  const fields: CompanyFormErrors = {
    name: nameError(form.name),
    abn: abnError(form.abn),
    defaultInstructions: instructionsError(form.defaultInstructions),
    defaultExtraEmail: defaultExtraEmailError(form.defaultExtraEmail),
  };
  const errors = Object.fromEntries(Object.entries(fields).filter(([, message]) => message !== undefined));
  return { ...errors, ...hoursErrors(form), ...limitsErrors(form.limits) };
}

/** The form as the company row keeps it, once it has no errors: the ABN's digits, times as HH:MM, no stray spaces. */
export function normaliseCompanyForm(form: CompanyForm): CompanyForm {
  return {
    ...form,
    name: form.name.trim(),
    abn: abnDigits(form.abn) ?? '',
    defaultOpen: normaliseScheduleTime(form.defaultOpen) ?? form.defaultOpen,
    defaultClose: normaliseScheduleTime(form.defaultClose) ?? form.defaultClose,
    defaultExtraEmail: form.defaultExtraEmail.trim(),
  };
}
