import type { CardAnswer, ImpactAnswer, ImportPreview, LeviesAnswer, PricingDeskAnswer, VersionAnswer, VersionSummary } from '@portal/domain/carrier/pricing-calls';
import type { StaffRole } from '@portal/domain/carrier/staff-roles';
import type { RateLane } from '@portal/domain/pricing/rate-lane';
import { jsonResponse } from '../../test/factories';
import { callsTo, mockCalls, type CallRoutes } from '../../test/mock-calls';
import { buildStaffSession, renderCarrierArea, signInStaff } from '../carrier-test-support';
import { CARRIER_SECTIONS } from '../sections';
import { buildRateLane } from '@portal/domain/pricing/test-lanes';

// The pricing desk's answers for its screen tests, each shaped as the contract
// (pricing-calls.ts) declares them, and the desk opened for a role with its calls mocked.

export const ACME = { id: 5, name: 'Acme Hardware Pty Ltd' };
export const CREATED_AT = Date.UTC(2027, 5, 1, 0, 30);

export function buildVersion(overrides: Partial<VersionSummary> = {}): VersionSummary {
  return {
    id: 12,
    card: 'general',
    cardName: 'General',
    companyId: null,
    label: 'Rates 2027',
    status: 'in force',
    effectiveFrom: '2027-01-01',
    laneCount: 240,
    source: 'Opening tariff',
    createdAt: CREATED_AT,
    createdBy: '',
    scheduledAt: null,
    scheduledBy: '',
    ...overrides,
  };
}

export const acmeVersion = (overrides: Partial<VersionSummary> = {}) => buildVersion({ card: String(ACME.id), cardName: ACME.name, companyId: ACME.id, ...overrides });

/** The domain's test lane with round prices the screens' tests read back. */
export const buildLane = (overrides: Partial<RateLane> = {}): RateLane => buildRateLane({ basicCharge: 12, minimumCharge: 25, ...overrides });

export const CUMULATIVE_LANE = buildLane({
  depotTo: 'MEL',
  breaks: {
    method: 'cumulative',
    bands: [
      { fromKg: 0, toKg: 500, ratePerKg: 0.5 },
      { fromKg: 501, toKg: 600, ratePerKg: 0.45 },
      { fromKg: 601, toKg: null, ratePerKg: 0.4 },
    ],
  },
});

export const DESK: PricingDeskAnswer = {
  today: '2027-06-15',
  timeZone: 'Australia/Brisbane',
  cards: [
    { card: 'general', name: 'General', companyId: null, inForce: buildVersion(), next: buildVersion({ id: 14, label: 'Rates July', status: 'scheduled', effectiveFrom: '2027-07-01' }), drafts: 1 },
    { card: '5', name: ACME.name, companyId: ACME.id, inForce: null, next: null, drafts: 2 },
  ],
  levyWarnings: ['No fuel levy is set for 2027-07: quotes from 1 July would be priced without one.'],
  freightTypes: [
    { freight: 'General', ppiOnly: false },
    { freight: 'Pallets', ppiOnly: true },
  ],
  ppiEntries: [
    { id: 3, freightType: 'Pallets', name: 'Standard pallet' },
    { id: 4, freightType: 'Pallets', name: 'Half pallet' },
  ],
};

export const GENERAL_CARD: CardAnswer = {
  card: 'general',
  name: 'General',
  companyId: null,
  today: DESK.today,
  timeZone: DESK.timeZone,
  versions: [
    buildVersion({ id: 15, label: 'Rates draft', status: 'draft', effectiveFrom: null, source: 'Copy of version 12', createdBy: 'Pat Pricer' }),
    buildVersion({ id: 14, label: 'Rates July', status: 'scheduled', effectiveFrom: '2027-07-01', scheduledAt: CREATED_AT, scheduledBy: 'Pat Pricer' }),
    buildVersion(),
    buildVersion({ id: 9, label: 'Rates 2026', status: 'superseded', effectiveFrom: '2026-01-01' }),
  ],
};

export const CHARGES = { pickup: 15, delivery: 15, forklift: 40, dangerousGoods: 55 };

export function versionAnswer(version: VersionSummary, overrides: Partial<VersionAnswer> = {}): VersionAnswer {
  return {
    version,
    charges: CHARGES,
    generalCharges: CHARGES,
    ppiPrices: [
      { id: 3, freightType: 'Pallets', name: 'Standard pallet', price: 80, generalPrice: 80 },
      { id: 4, freightType: 'Pallets', name: 'Half pallet', price: null, generalPrice: 45 },
    ],
    editable: version.status === 'draft',
    ...overrides,
  };
}

export const LEVIES: LeviesAnswer = {
  today: DESK.today,
  levies: [
    { month: '2027-06', percent: 12.5, status: 'current', setBy: 'Pat Pricer', setAt: CREATED_AT },
    { month: '2027-05', percent: 11.8, status: 'past', setBy: '', setAt: null },
  ],
  warnings: DESK.levyWarnings,
};

export function buildPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    importId: 31,
    base: GENERAL_CARD.versions[0]!,
    fileName: 'rates-2027.csv',
    counts: { added: 1, changed: 1, removed: 0, unchanged: 238, errors: 1 },
    added: [buildLane({ depotTo: 'ADL' })],
    changed: [{ before: buildLane(), after: buildLane({ ratePerKg: 0.3406 }), changes: ['Rate per kg 0.3244 -> 0.3406 (+5.0%)'] }],
    removed: [],
    errors: [{ row: 7, column: 'To depot', message: 'Row 7: To depot XYZ is not a depot.' }],
    applicable: false,
    ...overrides,
  };
}

export const IMPACT: ImpactAnswer = {
  version: buildVersion({ id: 14, label: 'Rates July', status: 'scheduled', effectiveFrom: '2027-07-01' }),
  comparedWith: 'Compared with the versions in force today: Rates 2027 (General) for 2 customers.',
  since: '2027-03-17',
  consignments: 1234,
  unpriced: 3,
  customers: [
    { companyId: 6, name: 'Coastal Foods Pty Ltd', consignments: 34, before: 1000, after: 1020, changePercent: 2 },
    { companyId: 5, name: 'Acme Hardware Pty Ltd', consignments: 1200, before: 45678.9, after: 50246.79, changePercent: 10 },
  ],
  lanes: [{ depotFrom: 'BNE', depotTo: 'SYD', freightType: 'General', consignments: 800, before: 30000, after: 33000, change: 3000, changePercent: 10 }],
};

/** The desk opened at `hash` for a staff member of `role`, its calls answered by `routes` and the desk's own. */
export function openPricing(role: StaffRole, hash: string, routes: CallRoutes = {}) {
  const fetch = mockCalls({
    'GET /carrier/session': () => jsonResponse(buildStaffSession({ role })),
    'GET /carrier/pricing': () => jsonResponse(DESK),
    'GET /carrier/pricing/cards/general': () => jsonResponse(GENERAL_CARD),
    'GET /carrier/companies': () => jsonResponse({ companies: [{ id: ACME.id, name: ACME.name, abn: '', suspendedAt: null, createdAt: 0 }], next: null }),
    ...routes,
  });
  signInStaff(buildStaffSession({ role }));
  renderCarrierArea(hash, CARRIER_SECTIONS);
  return fetch;
}

/** The JSON bodies sent to `key` ('POST /carrier/...'). */
export const sentBodies = (fetch: ReturnType<typeof mockCalls>, key: string) => callsTo(fetch, key).map((init) => JSON.parse(String(init.body)) as unknown);

export const saved = (message: string, version: VersionSummary) => jsonResponse({ success: true, message, version, companyId: version.companyId });
