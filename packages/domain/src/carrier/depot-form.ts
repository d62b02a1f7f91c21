import { z } from 'zod';
import { LONG_TEXT } from '../booking/booking-schema';
import { AUSTRALIAN_STATES, isAustralianState } from '../reference/australian-states';
import { SERVICE_RADIUS_KM } from '../reference/service-radius';
import { CHILLED_RECEIVAL_CUT_OFF_MINUTES, GENERAL_RECEIVAL_CUT_OFF_MINUTES } from '../schedule/schedule-constants';
import { normaliseScheduleTime, timeOf } from '../schedule/schedule-time';

// A depot as the back office edits it (issue 26). The code is the depot's key: rates, saved
// addresses and bookings name a depot by it. Same-day receivals close at two times, as spec 02
// section 5 has them: one for Freezer and Chiller freight, one for everything else.

/** Mainland Australia and Tasmania, with a margin: a depot outside is a slip of the sign or digits. */
export const AUSTRALIA_BOUNDS = { lat: { min: -44, max: -10 }, lng: { min: 112, max: 154 } } as const;
export const SERVICE_RADIUS_MAX_KM = 1000;
/** No spec limit: a place name, capped so that a list row stays one row. */
export const DEPOT_CITY_MAX = 100;

const text = z.string().max(LONG_TEXT);

export const depotFormSchema = z.object({
  code: text,
  city: text,
  state: text,
  lat: z.number(),
  lng: z.number(),
  serviceRadiusKm: z.number(),
  /** 'HH:MM' in the depot state's time: drop freight received today must arrive by then. */
  generalReceivalCutOff: text,
  chilledReceivalCutOff: text,
  pickupsRun: z.boolean(),
  deliveriesRun: z.boolean(),
  /** Closed to new bookings; what is booked still runs. A depot in use is closed, never deleted. */
  closed: z.boolean(),
});
export type DepotForm = z.infer<typeof depotFormSchema>;

/** What the back office reads of a depot. */
export interface DepotRecord extends DepotForm {
  /** A rate or an open booking names it: it can be closed, not deleted. */
  inUse: boolean;
}

/** What a new depot starts with: the gazetteer's radius and the spec's cut-offs, open for everything. */
export const NEW_DEPOT_DEFAULTS = {
  serviceRadiusKm: SERVICE_RADIUS_KM,
  generalReceivalCutOff: timeOf(GENERAL_RECEIVAL_CUT_OFF_MINUTES),
  chilledReceivalCutOff: timeOf(CHILLED_RECEIVAL_CUT_OFF_MINUTES),
  pickupsRun: true,
  deliveriesRun: true,
  closed: false,
} as const satisfies Partial<DepotForm>;

export type DepotFormErrors = Partial<Record<keyof DepotForm, string>>;

const { lat, lng } = AUSTRALIA_BOUNDS;

export const DEPOT_FORM_MESSAGES = {
  code: 'Code must be 3 capital letters, such as BNE.',
  /** The server's: codes are keys. */
  codeTaken: (code: string) => `There is already a depot ${code}.`,
  cityBlank: 'City cannot be blank.',
  cityTooLong: `City cannot be longer than ${DEPOT_CITY_MAX} characters.`,
  state: `State must be one of ${AUSTRALIAN_STATES.join(', ')}.`,
  lat: `Latitude must be a number from ${lat.min} to ${lat.max}: a place in Australia.`,
  lng: `Longitude must be a number from ${lng.min} to ${lng.max}: a place in Australia.`,
  serviceRadius: `Service radius must be a whole number of kilometres from 1 to ${SERVICE_RADIUS_MAX_KM}.`,
  generalCutOff: `General receivals cut-off must be a time such as ${NEW_DEPOT_DEFAULTS.generalReceivalCutOff}.`,
  chilledCutOff: `Freezer and Chiller receivals cut-off must be a time such as ${NEW_DEPOT_DEFAULTS.chilledReceivalCutOff}.`,
} as const;

const M = DEPOT_FORM_MESSAGES;

const within = (value: number, { min, max }: { min: number; max: number }) => Number.isFinite(value) && value >= min && value <= max;

function cityError(city: string): string | undefined {
  if (city.trim() === '') return M.cityBlank;
  return city.length > DEPOT_CITY_MAX ? M.cityTooLong : undefined;
}

/** Every field's sentence; empty when the depot can be saved (a code already taken is the server's to say). */
export function depotFormErrors(form: DepotForm): DepotFormErrors {
  const fields: DepotFormErrors = {
    code: /^[A-Z]{3}$/.test(form.code) ? undefined : M.code,
    city: cityError(form.city),
    state: isAustralianState(form.state) ? undefined : M.state,
    lat: within(form.lat, lat) ? undefined : M.lat,
    lng: within(form.lng, lng) ? undefined : M.lng,
    serviceRadiusKm:
      Number.isInteger(form.serviceRadiusKm) && within(form.serviceRadiusKm, { min: 1, max: SERVICE_RADIUS_MAX_KM }) ? undefined : M.serviceRadius,
    generalReceivalCutOff: normaliseScheduleTime(form.generalReceivalCutOff) ? undefined : M.generalCutOff,
    chilledReceivalCutOff: normaliseScheduleTime(form.chilledReceivalCutOff) ? undefined : M.chilledCutOff,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, message]) => message !== undefined));
}

/** The form as the depot row keeps it, once it has no errors: cut-offs as HH:MM, no stray spaces. */
export function normaliseDepotForm(form: DepotForm): DepotForm {
  return {
    ...form,
    city: form.city.trim(),
    generalReceivalCutOff: normaliseScheduleTime(form.generalReceivalCutOff) ?? form.generalReceivalCutOff,
    chilledReceivalCutOff: normaliseScheduleTime(form.chilledReceivalCutOff) ?? form.chilledReceivalCutOff,
  };
}
