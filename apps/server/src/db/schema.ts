import type { Generated, Insertable, Selectable } from 'kysely';

// Table types in camelCase; the CamelCasePlugin maps them to the snake_case columns of the
// migrations. Flags are integers 0/1 and timestamps epoch milliseconds in both engines, so
// SQLite and PostgreSQL answer with the same JavaScript values (see decision 0003).

/** 0 or 1: better-sqlite3 cannot bind booleans, so flags are integers everywhere. */
export type Flag = number;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  requirePo: Flag;
  forkliftPickup: Flag;
  forkliftDelivery: Flag;
  dimensionFactor: Generated<number>;
  defaultOpen: Generated<string>;
  defaultClose: Generated<string>;
  defaultInstructions: Generated<string>;
  defaultExtraEmail: Generated<string>;
  /** Freight limits; null means FALLBACK_FREIGHT_LIMITS (spec 01 section 9). */
  limitWeight: number | null;
  limitVolume: number | null;
  limitLength: number | null;
  limitWidth: number | null;
  limitHeight: number | null;
  limitItems: number | null;
  /** A saved address of the company (migration 0004); null when none. */
  defaultSenderId: Generated<number | null>;
}

export interface RolesTable {
  /** The role list's ugSEQ. */
  id: number;
  name: string;
}

export interface RolePermissionsTable {
  roleId: number;
  permissionGroup: string;
  canView: Flag;
  canAdd: Flag;
  canEdit: Flag;
  canDelete: Flag;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  name: string;
  email: string;
  phone: Generated<string>;
  /** Null for a user added on the Users screen who has only a temporary password so far. */
  passwordHash: string | null;
  tempPasswordHash: string | null;
  tempPasswordExpiresAt: number | null;
  isAdmin: Flag;
  timeoutMs: number;
  createdAt: number;
}

export interface MembershipsTable {
  userId: number;
  companyId: number;
  roleId: number;
  enabled: Flag;
}

export interface SessionsTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  companyId: number | null;
  createdAt: number;
  lastActiveAt: number;
  timeoutMs: number;
  mustChangePassword: Flag;
  /**
   * JSON of the session answer's companies (CompanyRef[]), rewritten by every write that changes
   * the user's enabled memberships; null on sessions older than migration 0003 (decision 0005).
   */
  companiesSnapshot: string | null;
}

export interface SignInFailuresTable {
  key: string;
  failures: number;
  windowStartedAt: number;
}

export interface OutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  body: string;
  createdAt: number;
  sentAt: number | null;
  error: string | null;
}

// Reference data, rate cards and quotes (migrations 0004 and 0005, decision 0015).

export interface DepotsTable {
  code: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

export interface FreightTypesTable {
  name: string;
  ppiOnly: Flag;
  position: number;
}

export interface PpiEntriesTable {
  id: Generated<number>;
  freightType: string;
  name: string;
  price: number;
  position: number;
}

export interface RatesTable {
  id: Generated<number>;
  /** Null: the General card. */
  companyId: number | null;
  depotFrom: string;
  depotTo: string;
  freightType: string;
  isDefault: Flag;
  pickupAllowed: Flag;
  deliveryAllowed: Flag;
  basicCharge: number;
  ratePerKg: number;
  minimumCharge: number;
  /** kg per m³. */
  cubicConversion: number;
}

export interface ChargesTable {
  /** 'pickup', 'delivery', 'forklift' or 'dangerousGoods'. */
  code: string;
  amount: number;
}

export interface FuelLeviesTable {
  /** 'YYYY-MM'. */
  month: string;
  percent: number;
}

export interface SavedAddressesTable {
  id: Generated<number>;
  companyId: number;
  fName: string;
  sName: string;
  name: string;
  phone: string;
  emailAddress: string;
  addr1: string;
  addr2: string;
  addr3: string;
  suburb: string;
  state: string;
  postCode: string;
}

export interface QuotesTable {
  id: Generated<number>;
  companyId: number;
  createdBy: number | null;
  sender: string;
  receiver: string;
  customerRef: string;
  poNumber: string;
  ppi: Flag;
  pickupRequired: number;
  deliveryRequired: number;
  /** Null until the Dangerous Goods question is answered. */
  dgHas: Flag | null;
  /** JSON of the selected class names. */
  dgClasses: string;
  instructions: string;
  progress: number;
  depotFrom: string;
  depotTo: string;
  generalRate: Flag;
  /** Total excluding GST, dollars. */
  price: number;
  /** JSON of the PriceBreakdown. */
  breakdown: string;
  fuelLevyPercent: number;
  accepted: Generated<Flag>;
  acceptedAt: number | null;
  createdAt: number;
  updatedAt: number;
  validUntil: number;
  connote: Generated<string>;
  pickup: Generated<string>;
}

export interface QuoteItemsTable {
  id: Generated<number>;
  quoteId: number;
  position: number;
  itemKey: string;
  quantity: string;
  type: string;
  description: string;
  unitWeight: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  ppi: number;
  ref: string;
  dgClass: string;
  dgUnCode: string;
  dgTechName: string;
  dgSubRisk: string;
  dgPackGroup: string;
  dgPackType: string;
  dgPackCount: string;
  dgQty: string;
}

// Pickups, connote books, consignments and idempotency keys (migration 0006, decision 0019).

export interface PickupsTable {
  id: Generated<number>;
  companyId: number;
  createdBy: number | null;
  /** 0 booked and editable, 1 completed (spec 02 section 4). */
  status: Generated<number>;
  progress: number;
  senderKey: string;
  senderFullName: string;
  senderPhone: string;
  senderEmail: string;
  senderStreet: string;
  senderSuburb: string;
  senderState: string;
  senderPostCode: string;
  senderCompany: string;
  senderAbn: string;
  receiverKey: string;
  receiverFullName: string;
  receiverPhone: string;
  receiverEmail: string;
  receiverStreet: string;
  receiverSuburb: string;
  receiverState: string;
  receiverPostCode: string;
  receiverCompany: string;
  receiverAbn: string;
  poNumber: string;
  pickupRef: string;
  ppi: Flag;
  dgHas: Flag | null;
  /** JSON of the selected class names. */
  dgClasses: string;
  instructions: string;
  pickupRequired: number;
  deliveryRequired: number;
  depotFrom: string;
  depotTo: string;
  /** 'now' or 'at'. */
  readyWhen: string;
  readyAtDate: string;
  readyAtTime: string;
  openFrom: string;
  closedAfter: string;
  bookedBy: string;
  /** The schedule outcome: 'YYYY-MM-DD HH:mm' local, the pickup day, the cut-off message and rule. */
  readyAt: string;
  scheduleDay: string;
  scheduleMsg: string;
  scheduleRule: string;
  /** The quote converted to this pickup. */
  quoteId: number | null;
  conType: Generated<string>;
  conNumber: Generated<string>;
  extraEmail: string;
  createdAt: number;
  bookedAt: number;
  updatedAt: number;
  completedAt: Generated<number | null>;
}

export interface PickupItemsTable extends Omit<QuoteItemsTable, 'quoteId'> {
  pickupId: number;
}

export interface ConnoteBooksTable {
  id: Generated<number>;
  companyId: number;
  /** Serials (the 8 digits) of the book's first and last connote. */
  firstSerial: number;
  lastSerial: number;
  createdAt: number;
}

export interface ElectronicConnotesTable {
  id: Generated<number>;
  companyId: number;
  issuedAt: number;
}

export interface ConsignmentsTable {
  id: Generated<number>;
  companyId: number;
  number: string;
  /** 'manual' or 'electronic'. */
  conType: string;
  pickupId: number | null;
  createdBy: number | null;
  createdAt: number;
}

export interface IdempotencyKeysTable {
  companyId: number;
  key: string;
  call: string;
  requestHash: string;
  /** JSON of the answer given. */
  answer: string;
  createdAt: number;
}

export interface Database {
  companies: CompaniesTable;
  roles: RolesTable;
  rolePermissions: RolePermissionsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  signInFailures: SignInFailuresTable;
  outbox: OutboxTable;
  depots: DepotsTable;
  freightTypes: FreightTypesTable;
  ppiEntries: PpiEntriesTable;
  rates: RatesTable;
  charges: ChargesTable;
  fuelLevies: FuelLeviesTable;
  savedAddresses: SavedAddressesTable;
  quotes: QuotesTable;
  quoteItems: QuoteItemsTable;
  pickups: PickupsTable;
  pickupItems: PickupItemsTable;
  connoteBooks: ConnoteBooksTable;
  electronicConnotes: ElectronicConnotesTable;
  consignments: ConsignmentsTable;
  idempotencyKeys: IdempotencyKeysTable;
}

export type Company = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;

export const toFlag = (value: boolean): Flag => (value ? 1 : 0);
export const isSet = (flag: Flag): boolean => flag === 1;
