import { NEW_COMPANY_FORM, type CompanyForm } from './company-form';
import type { AllottedBook } from './connote-books';

// Back-office records for tests (domain and server); overrides give the case under test.

/** Acme's first demo book: serials 10,000,000 to 10,000,999, FP100000009 to FP100009992. */
export function buildAllottedBook(over: Partial<AllottedBook> = {}): AllottedBook {
  return { id: 1, companyId: 1, companyName: 'Acme Hardware Pty Ltd', firstSerial: 10_000_000, lastSerial: 10_000_999, ...over };
}

/** A company form that saves: Acme's name and the ATO's example ABN; overrides give the case. */
export function buildCompanyForm(over: Partial<CompanyForm> = {}): CompanyForm {
  return { ...NEW_COMPANY_FORM, name: 'Acme Hardware Pty Ltd', abn: '51 824 753 556', ...over };
}
