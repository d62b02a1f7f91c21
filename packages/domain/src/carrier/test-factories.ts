import { NEW_COMPANY_FORM, type CompanyForm } from './company-form';
import type { AllottedBook } from './connote-books';
import { NEW_DEPOT_DEFAULTS, type DepotForm } from './depot-form';

// Back-office records for tests (domain and server); overrides give the case under test.

/** Acme's first demo book: serials 10,000,000 to 10,000,999, FP100000009 to FP100009992. */
export function buildAllottedBook(over: Partial<AllottedBook> = {}): AllottedBook {
  return { id: 1, companyId: 1, companyName: 'Acme Hardware Pty Ltd', firstSerial: 10_000_000, lastSerial: 10_000_999, ...over };
}

/** A company form that saves: Acme's name and the ATO's example ABN; overrides give the case. */
export function buildCompanyForm(over: Partial<CompanyForm> = {}): CompanyForm {
  return { ...NEW_COMPANY_FORM, name: 'Acme Hardware Pty Ltd', abn: '51 824 753 556', ...over };
}

/** The Brisbane depot as DESIGN.md lists it, with a new depot's defaults; overrides give the case. */
export function buildDepotForm(over: Partial<DepotForm> = {}): DepotForm {
  return { code: 'BNE', city: 'Brisbane', state: 'QLD', lat: -27.47, lng: 153.02, ...NEW_DEPOT_DEFAULTS, ...over };
}
