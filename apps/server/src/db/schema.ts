import type { Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type {
  DepotsTable,
  FreightTypesTable,
  FuelLeviesTable,
  PpiEntriesTable,
  QuoteItemsTable,
  QuotesTable,
  SavedAddressesTable,
} from './schema/booking-tables';
import type { RateCardVersionsTable, RateImportsTable, RateLanesTable, VersionPpiPricesTable } from './schema/pricing-tables';
import type {
  AppSecretsTable,
  ConsignmentItemsTable,
  ConsignmentsTable,
  DocumentsTable,
  OutboxAttachmentsTable,
  PodsTable,
  RetiredConnotesTable,
  ScannedOriginalsTable,
  SsccSerialsTable,
  TrackingEventsTable,
} from './schema/consignment-tables';
import type {
  ConnoteBooksTable,
  ElectronicConnotesTable,
  IdempotencyKeysTable,
  PickupItemsTable,
  PickupsTable,
} from './schema/pickup-tables';
import type { AuditEventsTable } from './schema/audit-tables';
import type { RateLimitsTable } from './schema/rate-limit-tables';
import type { StaffRecoveryCodesTable, StaffSessionsTable, StaffUsersTable } from './schema/staff-tables';

// Table types in camelCase; the CamelCasePlugin maps them to the snake_case columns of the
// migrations. Flags are integers 0/1 and timestamps epoch milliseconds in both engines, so
// SQLite and PostgreSQL answer with the same JavaScript values (see decision 0003). The account
// tables are here; the booking tables by area in schema/.

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
  /** The ABN's 11 digits; '' when none is on file (migration 0022). */
  abn: Generated<string>;
  /** When staff suspended the company, epoch ms; null while it trades. */
  suspendedAt: Generated<number | null>;
  createdAt: Generated<number>;
  /** lower(name), computed by the database: the back office's list order and name search. */
  nameKey: GeneratedAlways<string>;
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
  /** The label stock last chosen ('thermal' or 'a4'); '' for the default. */
  labelStock: Generated<string>;
  /**
   * Raised by a change of what My Settings and the Users screen edit (migration 0010, decision
   * 0030): name, username, phone, e-mail, and the Users screen's role, enabled and reset.
   */
  version: Generated<number>;
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
  /** The last send's failure, if it failed. */
  error: string | null;
  /** Sends tried (migration 0014). */
  attempts: Generated<number>;
  /** No instance starts sending it before then: one is sending it, or it waits to be tried again. */
  claimedUntil: number | null;
}

/**
 * A company's count of changes to the rows its lists and views show, kept by triggers (migration
 * 0016). On PostgreSQL it is split over a shard column and read as a sum (migration 0017).
 */
export interface CompanyChangesTable {
  companyId: number;
  changes: number;
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
  rateCardVersions: RateCardVersionsTable;
  rateLanes: RateLanesTable;
  versionPpiPrices: VersionPpiPricesTable;
  rateImports: RateImportsTable;
  fuelLevies: FuelLeviesTable;
  savedAddresses: SavedAddressesTable;
  quotes: QuotesTable;
  quoteItems: QuoteItemsTable;
  pickups: PickupsTable;
  pickupItems: PickupItemsTable;
  connoteBooks: ConnoteBooksTable;
  electronicConnotes: ElectronicConnotesTable;
  consignments: ConsignmentsTable;
  retiredConnotes: RetiredConnotesTable;
  idempotencyKeys: IdempotencyKeysTable;
  consignmentItems: ConsignmentItemsTable;
  trackingEvents: TrackingEventsTable;
  pods: PodsTable;
  scannedOriginals: ScannedOriginalsTable;
  ssccSerials: SsccSerialsTable;
  documents: DocumentsTable;
  appSecrets: AppSecretsTable;
  outboxAttachments: OutboxAttachmentsTable;
  auditEvents: AuditEventsTable;
  rateLimits: RateLimitsTable;
  staffUsers: StaffUsersTable;
  staffRecoveryCodes: StaffRecoveryCodesTable;
  staffSessions: StaffSessionsTable;
  companyChanges: CompanyChangesTable;
}

export type Company = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type User = Selectable<UsersTable>;

export const toFlag = (value: boolean): Flag => (value ? 1 : 0);
export const isSet = (flag: Flag): boolean => flag === 1;
