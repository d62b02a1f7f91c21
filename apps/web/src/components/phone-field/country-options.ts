import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { INTERNATIONAL } from './phone-number';

countries.registerLocale(english);

export interface CountryOption {
  value: string;
  label: string;
}

/** 'International' first, then every ISO country by its English name, with its code. */
export const COUNTRY_OPTIONS: CountryOption[] = [
  { value: INTERNATIONAL, label: 'International' },
  ...Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, name]) => ({ value: code, label: `${name} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en')),
];
