import type { CarrierCallName } from '@portal/domain/carrier/carrier-calls';
import { buildCompanyForm, buildDepotForm } from '@portal/domain/carrier/test-factories';
import { DEMO_PASSWORD } from '../../db/seed/demo-users';
import { drawnSignature } from '../../modules/pods/signature-png';
import type { Target } from './targets';
import type { World } from './world';

// How each call of the back office (CARRIER_CALLS, issue 26) is reached with a hostile payload,
// as targets.ts does for the portal's calls. Keyed by every carrier call, so a new call without
// a target does not compile.

const none = (caller: Target['caller'], params?: Target['params']): Target => ({ carrier: 'none', caller, base: () => ({}), ...(params ? { params } : {}) });
const member = (w: World) => ({ id: String(w.staff.memberId) });
const sandbox = (w: World) => ({ id: String(w.sandbox.companyId) });
/** The pricing desk's draft the run changes. */
const draft = (w: World) => ({ id: String(w.staff.pricing.draftId) });
const sheetVersion = (w: World) => ({ id: String(w.staff.rateSheets.versionId) });
const sheetImport = (w: World) => ({ id: String(w.staff.rateSheets.importId) });
/** A depot a valid-ish payload adds, and edits once added. */
const HOSTILE_DEPOT = buildDepotForm({ code: 'HST', city: 'Hostileton', lat: -25.5, lng: 147.5 });
/** A drawn signature, as the form's file would be. */
const SIGNATURE = drawnSignature('Mia Costa').toString('base64');
/** A price check Brisbane to Sydney on the test clock's day. */
const PRICE_CHECK = {
  day: '2026-03-02',
  sender: 'Fortitude Valley, QLD, 4006',
  receiver: 'Alexandria, NSW, 2015',
  freightType: 'General',
  lines: [{ quantity: 2, unitWeight: 40, length: 60, width: 40, height: 40, ppi: null }],
  pickupRequired: 2,
  deliveryRequired: 1,
  dangerousGoods: false,
};
/** What signing a caller in afresh for each request writes, whatever the request's answer: its sign-in is audited too. */
const SIGN_IN_ROWS = ['staff_users', 'staff_sessions', 'staff_recovery_codes', 'audit_events'];

export const CARRIER_TARGETS: Readonly<Record<CarrierCallName, Target>> = {
  login: { carrier: 'body', caller: 'anonymous', base: () => ({ username: 'carrier', password: DEMO_PASSWORD }), refusedMayAdd: ['sign_in_failures', 'audit_events'] },
  session: none('staff'),
  // Each request signs in afresh: the call ends the session it is given.
  logout: none('staffFresh'),
  changePassword: {
    carrier: 'body',
    caller: 'staffFresh',
    base: () => ({ currentPassword: DEMO_PASSWORD, newPassword: 'Hostile#Pass99', confirmPassword: 'Hostile#Pass98' }),
    refusedMayAdd: SIGN_IN_ROWS,
  },
  enrolSecondFactor: none('staffPartWay'),
  confirmSecondFactor: { carrier: 'body', caller: 'staffPartWay', base: () => ({ code: '123456' }), refusedMayAdd: SIGN_IN_ROWS },
  secondFactor: { carrier: 'body', caller: 'staffPartWay', base: () => ({ code: '123456' }), refusedMayAdd: SIGN_IN_ROWS },
  listStaff: none('staff'),
  addStaff: { carrier: 'body', caller: 'staff', base: () => ({ username: 'hostile.staff', name: 'Hostile Staff', email: 'hostile@carrier.example', role: 'Pricing' }) },
  changeStaff: { carrier: 'body', caller: 'staff', params: member, base: () => ({ name: 'Desk Member', email: 'desk@carrier.example', role: 'Customer service', disabled: false }) },
  resetStaffPassword: none('staff', member),
  resetStaffSecondFactor: none('staff', member),
  listCompanies: { carrier: 'query', caller: 'staff', base: (w) => ({ search: 'hostile', after: String(w.staff.companies.acme) }) },
  getCompany: none('staff', (w) => ({ id: String(w.staff.companies.acme) })),
  createCompany: { carrier: 'body', caller: 'staff', base: () => buildCompanyForm({ name: 'Hostile Traders Pty Ltd' }) },
  saveCompany: { carrier: 'body', caller: 'staff', params: (w) => ({ id: String(w.staff.companies.suspension) }), base: () => buildCompanyForm({ name: 'Hostile Suspension Pty Ltd' }) },
  suspendCompany: none('staff', (w) => ({ id: String(w.staff.companies.suspension) })),
  reactivateCompany: none('staff', (w) => ({ id: String(w.staff.companies.suspension) })),
  companyUsers: none('staff', (w) => ({ id: String(w.staff.companies.acme) })),
  inviteAdministrator: { carrier: 'body', caller: 'staff', params: (w) => ({ id: String(w.staff.companies.empty) }), base: () => ({ name: 'Hostile Admin', username: 'hostadmin', email: 'admin@hostile.example' }) },
  resendInvitation: none('staff', (w) => ({ id: String(w.staff.companies.invited) })),
  resetUserPassword: none('staff', (w) => ({ id: String(w.staff.companies.acme), userId: String(w.staff.companies.viewer) })),

  // Connote books and depots: the sandbox company's books; 'HST', a depot of the run's own.
  connoteBooks: { carrier: 'query', caller: 'staff', base: (w) => ({ companyId: String(w.sandbox.companyId), page: '1' }) },
  allotConnoteBook: { carrier: 'body', caller: 'staff', params: sandbox, base: () => ({ firstSerial: 70_000_000, lastSerial: 70_000_099 }) },
  electronicConnotes: { carrier: 'query', caller: 'staff', base: (w) => ({ companyId: String(w.sandbox.companyId) }) },
  depots: none('staff'),
  addDepot: { carrier: 'body', caller: 'staff', base: () => ({ ...HOSTILE_DEPOT }) },
  editDepot: { carrier: 'body', caller: 'staff', params: () => ({ code: HOSTILE_DEPOT.code }), base: () => ({ ...HOSTILE_DEPOT }) },
  // A depot the rates use: every well-formed request is refused (409) and nothing is deleted.
  deleteDepot: { carrier: 'params', caller: 'staff', base: () => ({ code: 'BNE' }) },
  // Customer service: a picked-up consignment moves on by hand; once delivered, further tries are refused.
  findConsignments: { carrier: 'query', caller: 'staff', base: (w) => ({ search: w.records.conNumber }) },
  getConsignment: { carrier: 'query', caller: 'staff', base: (w) => ({ conNumber: w.records.conNumber }) },
  recordScan: { carrier: 'body', caller: 'staff', base: (w) => ({ conNumber: w.records.movingConNumber, code: 3 }) },
  recordPod: { carrier: 'body', caller: 'staff', base: (w) => ({ conNumber: w.records.movingConNumber, signedBy: 'Mia Costa', signature: SIGNATURE }) },
  staffAudit: { carrier: 'query', caller: 'staff', base: () => ({ action: 'sign-in', user: 'carrier' }) },

  // The pricing desk (issue 27): the sandbox company's card and its versions, never one that prices.
  pricingDesk: none('staff'),
  pricingCard: { carrier: 'params', caller: 'staff', base: (w) => ({ card: w.staff.pricing.card }) },
  newVersion: { carrier: 'body', caller: 'staff', params: (w) => ({ card: w.staff.pricing.card }), base: (w) => ({ label: 'Hostile copy', copyOf: w.staff.pricing.draftId }) },
  rateVersion: { carrier: 'params', caller: 'staff', base: (w) => ({ id: String(w.staff.pricing.draftId) }) },
  versionLanes: { carrier: 'query', caller: 'staff', params: draft, base: () => ({ page: '1', search: 'BNE' }) },
  saveVersionTerms: {
    carrier: 'body',
    caller: 'staff',
    params: draft,
    base: () => ({ label: 'Hostile terms', charges: { pickup: 20, delivery: 20, forklift: 35, dangerousGoods: 50 }, ppiPrices: [] }),
  },
  scheduleVersion: { carrier: 'body', caller: 'staff', params: draft, base: () => ({ effectiveFrom: '2099-01-01' }) },
  unscheduleVersion: none('staff', (w) => ({ id: String(w.staff.pricing.scheduledId) })),
  deleteVersion: { carrier: 'params', caller: 'staff', base: (w) => ({ id: String(w.staff.pricing.doomedId) }) },
  fuelLevies: none('staff'),
  setFuelLevy: { carrier: 'body', caller: 'staff', params: () => ({ month: '2099-12' }), base: () => ({ percent: 21.5 }) },
  // The pricing desk's rate sheets (issue 27): a draft of the run's own, and an import of it that
  // applies once; every later well-formed apply is refused (409) and writes nothing.
  exportVersion: { carrier: 'query', caller: 'staff', params: sheetVersion, base: () => ({ format: 'xlsx' }) },
  previewImport: { carrier: 'body', caller: 'staff', params: sheetVersion, base: (w) => ({ fileName: 'hostile.csv', content: w.staff.rateSheets.sheet }) },
  importPage: { carrier: 'query', caller: 'staff', params: sheetImport, base: () => ({ list: 'changed', page: '1' }) },
  applyImport: { carrier: 'params', caller: 'staff', base: (w) => sheetImport(w) },
  // The pricing desk's studies (issue 27): reads. The impact of the General card's opening version,
  // in force, is refused (409) however well formed; its happy path is price-studies.test.ts's.
  versionImpact: { carrier: 'params', caller: 'staff', base: () => ({ id: '1' }) },
  pricingSuburbs: { carrier: 'query', caller: 'staff', base: () => ({ search: 'Bris' }) },
  priceCheck: { carrier: 'body', caller: 'staff', base: (w) => ({ ...PRICE_CHECK, card: String(w.staff.companies.acme) }) },
};
