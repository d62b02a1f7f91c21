import { getCountryCodeForRegionCode, parsePhoneNumber } from 'awesome-phonenumber';

// A phone number is kept as one string (spec 01 section 2, My Settings): E.164 when it
// parses for the chosen country, otherwise the text as typed; 'International' keeps the
// typed text, starting with '+'.

export const INTERNATIONAL = 'INTL';
export const DEFAULT_COUNTRY = 'AU';

export interface PhoneParts {
  /** ISO 3166 alpha-2 code, or INTERNATIONAL. */
  country: string;
  /** What the Phone input shows: the number without its calling code. */
  text: string;
}

/** The country and input text for a stored value. */
export function splitPhone(value: string): PhoneParts {
  const trimmed = value.trim();
  if (trimmed === '') return { country: DEFAULT_COUNTRY, text: '' };
  const parsed = parsePhoneNumber(trimmed, { regionCode: DEFAULT_COUNTRY });
  if (parsed.valid) return { country: parsed.regionCode, text: localText(parsed.number.international) };
  if (trimmed.startsWith('+')) return { country: INTERNATIONAL, text: trimmed };
  return { country: DEFAULT_COUNTRY, text: trimmed };
}

/** The stored value for a country and typed text. */
export function joinPhone(country: string, text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (country === INTERNATIONAL) return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
  const parsed = parsePhoneNumber(trimmed, { regionCode: country });
  return parsed.valid ? parsed.number.e164 : trimmed;
}

/** The typed text tidied into the country's grouping once it parses ('0411888999' -> '411 888 999'). */
export function formatPhoneText(country: string, text: string): string {
  if (country === INTERNATIONAL || text.trim() === '') return text;
  const parsed = parsePhoneNumber(text.trim(), { regionCode: country });
  return parsed.valid && parsed.regionCode === country ? localText(parsed.number.international) : text;
}

/** '+61' for a country, nothing for International or a code without a calling code. */
export function callingCodeLabel(country: string): string {
  if (country === INTERNATIONAL) return '';
  const code = getCountryCodeForRegionCode(country);
  return code ? `+${code}` : '';
}

function localText(international: string): string {
  return international.replace(/^\+\d+\s*/, '');
}
