import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContactDetails } from '@portal/domain/api/session';
import { AUDIT_WINDOW_DAYS } from '@portal/domain/audit/audit-actions';
import { DEFAULT_SESSION_TIMEOUT_MS } from '@portal/domain/constants';
import { companyPrefixError, DEMO_GS1_COMPANY_PREFIX } from '@portal/domain/documents/sscc';
import { CARRIER_TIME_ZONE } from '@portal/domain/pricing/quote-terms';

/**
 * The repository root: DATA_DIR and WEB_DIST default relative to it, wherever npm runs us from.
 * Three levels up from this file under tsx (src/config.ts) and from the bundle (dist/main.js).
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Set: mail goes out by SMTP as well as into the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The carrier's staff mailbox: told, for one, when a connote book is nearly used (issue 26). */
  staffMailbox: string;
  /** The carrier's clock (IANA zone): rate card versions take effect at its midnight, levies by its month (issue 27). */
  carrierTimeZone: string;
  /** Idle timeout the seed gives demo users and Users > Add gives new users. */
  sessionTimeoutMs: number;
  logLevel: string;
  contact: ContactDetails;
  /** Unset: the operations API refuses every call. */
  operationsKey: string | undefined;
  webDist: string;
  /** Honour X-Forwarded-For when the portal runs behind a load balancer (sign-in throttle by address). */
  trustProxy: boolean;
  /** The clock every rule reads; tests inject a mutable one. */
  now: () => number;
  /** scrypt N for new hashes (OWASP: 2^17). Stored hashes carry their own cost. */
  scryptCost: number;
  documents: DocumentsConfig;
  /** Move booked consignments through their stages in this process (SIMULATE=1). */
  simulate: boolean;
  rateLimits: RateLimitsConfig;
  retention: RetentionConfig;
}

/**
 * How long rows kept for people to look back at stay, in days; 0 keeps them for good (the
 * default for the audit trail: disputes can come years later). AUDIT_RETENTION_DAYS must be 0
 * or at least the 90 days the Audit trail screen shows; OUTBOX_RETENTION_DAYS (default 90)
 * removes messages, sent or not, with their attachments.
 */
export interface RetentionConfig {
  auditDays: number;
  outboxDays: number;
}

/**
 * Requests a minute every route takes, counted by all instances together (decision 0031). Each
 * is a whole number, 0 turning that limit off (the bench does): RATE_LIMIT_SESSION_PER_MINUTE
 * (default 1200: a person clicking through the portal makes a few calls a second at most) and
 * RATE_LIMIT_ADDRESS_PER_MINUTE (default 12000: an office behind one address, or the e2e suite
 * at full speed from 127.0.0.1, stays far below it).
 */
export interface RateLimitsConfig {
  sessionPerMinute: number;
  addressPerMinute: number;
  /** How often each instance adds its counts to the shared table and hears the others'. */
  flushIntervalMs: number;
}

/** What the consignment notes, labels and PODs print (DESIGN.md, documents). */
export interface DocumentsConfig {
  carrierName: string;
  carrierPhone: string;
  /** Where the portal is reached from outside: the label's QR code links to its tracking page. */
  publicUrl: string;
  /** The 24-hour emergency number a dangerous goods consignment note must carry (ADG Code 11.1.4). */
  dgEmergencyPhone: string;
  /** The carrier's GS1 company prefix, 7 to 10 digits, for the labels' SSCCs. */
  gs1CompanyPrefix: string;
  /** The HMAC key of signed document URLs; one shared by every instance is kept in the database when unset. */
  urlSecret: string | undefined;
  /** How long a signed document URL works. */
  urlLifetimeMs: number;
}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not '${raw}'.`);
  return value;
}

/** A limit: a whole number, 0 meaning no limit. */
function limit(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number (0 for no limit), not '${raw}'.`);
  return value;
}

function retentionConfig(env: Env): RetentionConfig {
  const auditDays = limit(env, 'AUDIT_RETENTION_DAYS', 0);
  if (auditDays !== 0 && auditDays < AUDIT_WINDOW_DAYS) {
    throw new Error(`AUDIT_RETENTION_DAYS must be 0 (keep for good) or at least ${AUDIT_WINDOW_DAYS}, the days the Audit trail screen shows, not '${auditDays}'.`);
  }
  return { auditDays, outboxDays: limit(env, 'OUTBOX_RETENTION_DAYS', 90) };
}

/** OWASP's scrypt cost for passwords: the default, and what a deployment should keep. */
export const DEFAULT_SCRYPT_COST = 2 ** 17;
/** The least a test machine may ask for, as the unit tests use (test-app.ts). */
const MIN_SCRYPT_COST = 2 ** 10;

/**
 * SCRYPT_COST: scrypt's N for new password hashes. Lowered only where passwords are throwaway and
 * sign-ins many: the end-to-end suite signs in hundreds of times, and at 2^17 each costs about
 * 0.4 s of a core. Stored hashes carry their own cost, so a lower one changes no rule.
 */
function scryptCost(env: Env): number {
  const cost = positiveInt(env, 'SCRYPT_COST', DEFAULT_SCRYPT_COST);
  if (cost < MIN_SCRYPT_COST || (cost & (cost - 1)) !== 0) {
    throw new Error(`SCRYPT_COST must be a power of two of at least ${MIN_SCRYPT_COST}, not '${env.SCRYPT_COST}'.`);
  }
  return cost;
}

/** An IANA time zone the runtime knows, e.g. Australia/Brisbane. */
function timeZone(env: Env, name: string, fallback: string): string {
  const zone = text(env, name) ?? fallback;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
  } catch {
    throw new Error(`${name} must be a time zone such as Australia/Brisbane, not '${zone}'.`);
  }
  return zone;
}

const text = (env: Env, name: string): string | undefined => (env[name]?.trim() ? env[name]!.trim() : undefined);

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(REPO_ROOT, text(env, 'DATA_DIR') ?? 'data');
  const databaseUrl = text(env, 'DATABASE_URL');
  return {
    port: positiveInt(env, 'PORT', 3000),
    host: text(env, 'HOST') ?? '0.0.0.0',
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'sqlite', file: join(dataDir, 'portal.db') },
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'Freight Portal <no-reply@portal.example>',
    staffMailbox: text(env, 'STAFF_MAILBOX') ?? 'operations@freightportal.example',
    carrierTimeZone: timeZone(env, 'CARRIER_TIME_ZONE', CARRIER_TIME_ZONE),
    sessionTimeoutMs: positiveInt(env, 'SESSION_TIMEOUT_MS', DEFAULT_SESSION_TIMEOUT_MS),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    contact: {
      contactUsUrl: text(env, 'CONTACT_US_URL') ?? 'https://portal.example/contact',
      // Numbers reserved for fiction by the Australian regulator (DESIGN.md).
      salesPhone: text(env, 'SALES_PHONE') ?? '(07) 5550 0123',
      pickupsPhone: text(env, 'PICKUPS_PHONE') ?? '1800 160 401',
      supportText:
        text(env, 'SUPPORT_TEXT') ?? 'For help call customer service on (07) 5550 0123, 7am to 5pm AEST, Monday to Friday.',
    },
    operationsKey: text(env, 'OPERATIONS_KEY'),
    webDist: resolve(REPO_ROOT, text(env, 'WEB_DIST') ?? 'apps/web/dist'),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    now: Date.now,
    scryptCost: scryptCost(env),
    documents: documentsConfig(env),
    simulate: env.SIMULATE === 'true' || env.SIMULATE === '1',
    rateLimits: {
      sessionPerMinute: limit(env, 'RATE_LIMIT_SESSION_PER_MINUTE', 1200),
      addressPerMinute: limit(env, 'RATE_LIMIT_ADDRESS_PER_MINUTE', 12_000),
      flushIntervalMs: 250,
    },
    retention: retentionConfig(env),
  };
}

function documentsConfig(env: Env): DocumentsConfig {
  const gs1CompanyPrefix = text(env, 'GS1_COMPANY_PREFIX') ?? DEMO_GS1_COMPANY_PREFIX;
  const prefixError = companyPrefixError(gs1CompanyPrefix);
  if (prefixError) throw new Error(`GS1_COMPANY_PREFIX: ${prefixError}`);
  return {
    carrierName: text(env, 'CARRIER_NAME') ?? 'Freight Portal Transport',
    // Numbers reserved for fiction by the Australian regulator (DESIGN.md).
    carrierPhone: text(env, 'PICKUPS_PHONE') ?? '1800 160 401',
    publicUrl: (text(env, 'PUBLIC_URL') ?? `http://localhost:${positiveInt(env, 'PORT', 3000)}`).replace(/\/+$/, ''),
    dgEmergencyPhone: text(env, 'DG_EMERGENCY_PHONE') ?? '1800 160 444',
    gs1CompanyPrefix,
    urlSecret: text(env, 'DOCUMENT_URL_SECRET'),
    urlLifetimeMs: positiveInt(env, 'DOCUMENT_URL_LIFETIME_MS', 5 * 60_000),
  };
}
