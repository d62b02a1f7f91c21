import type { FastifyInstance } from 'fastify';
import type { Settings } from '@portal/domain/account/settings';
import type { GenerateDocumentAnswer } from '@portal/domain/api/documents';
import type { BookingOptionsAnswer } from '@portal/domain/api/reference';
import type { StaffSession } from '@portal/domain/carrier/staff-session';
import { carrierDay } from '@portal/domain/pricing/card-versions';
import { CARRIER_TIME_ZONE } from '@portal/domain/pricing/quote-terms';
import { loadConfig } from '../../config';
import type { Db } from '../../db/database';
import { ACME, DEMO_PASSWORD, ROLE } from '../../db/seed/demo-users';
import { call, login } from '../../test/api';
import { bookConsignment, deliver, generate, scan } from '../../test/consignments';
import { bookDropFreight, startDropFreight } from '../../test/drop-freight-drafts';
import { buildCompany, buildUser, companyIdByName } from '../../test/factories';
import { createPickup } from '../../test/pickup-drafts';
import { createQuote } from '../../test/quote-drafts';
import { signedInStaff, staffCall } from '../../test/staff';
import { testApp } from '../../test/test-app';
import { companyWorld, type CompanyWorld } from './company-world';
import { pricingWorld, type PricingWorld } from './pricing-world';
import { rateSheetWorld, type RateSheetWorld } from './rate-sheet-world';

// What the hostile run needs so that a payload reaches the service, not only the schema: the
// real app, signed-in sessions with every permission, and one stored record of each kind whose
// number a valid-ish payload can name.

/** Hostile requests come from this /24 (TEST-NET-3), so their throttling never blocks the setup's sign-ins. */
export const HOSTILE_NETWORK = '203.0.113';

export interface Records {
  /** Read, duplicated and re-priced; never accepted or converted. */
  quoteNumber: string;
  /** Quotes of their own for the calls that use one up: accepting, converting to a pickup, to drop freight. */
  acceptQuote: { quoteNumber: string; version: number };
  convertQuoteNumber: string;
  dropQuoteNumber: string;
  pickup: { pickupNumber: string; version: number };
  /** A pickup of its own for the conversion, which ends its editing. */
  convertPickupNumber: string;
  /** Delivered: read, documents generated. */
  conNumber: string;
  trackingId: string;
  /** Picked up, not delivered: for scans and the proof of delivery. */
  movingConNumber: string;
  dropFreight: { conNumber: string; version: number };
  bookedDropFreightNumber: string;
  gazetteerHash: string;
  /** The query of a real signed documents/pdf link. */
  pdfQuery: Record<string, string>;
  /** An e-mailed document's attachment (GET /ops/outbox/{id}/attachments/{index}). */
  attachment: { id: string; index: string };
}

/** The back office's callers and records (issue 26). */
export interface StaffWorld {
  /** A signed-in staff Administrator: every permission of the back office. */
  admin: string;
  /** A staff member signed in afresh, for calls that end or change the session. */
  fresh: () => Promise<string>;
  /** The demo Administrator part way through signing in, at the authenticator's set-up. */
  partWay: () => Promise<string>;
  /** A staff member the Administrator changes and resets. */
  memberId: number;
  /** Customer companies for the company calls. */
  companies: CompanyWorld;
  /** Rate card versions for the pricing desk's calls (issue 27). */
  pricing: PricingWorld;
  /** A draft version and an import of it, for the rate sheet calls (issue 27). */
  rateSheets: RateSheetWorld;
}

export interface World {
  app: FastifyInstance;
  db: Db;
  staff: StaffWorld;
  /** Acme's administrator (Acme chosen): every permission of the portal. */
  admin: string;
  /**
   * The administrator of a company of its own, for calls that change the caller (settings,
   * users, password, company choice): a payload that happens to be valid changes nothing the
   * other calls rely on.
   */
  sandbox: { token: string; username: string; password: string; userId: number; companyId: number; version: number };
  records: Records;
}

async function recordsOf(app: FastifyInstance, db: Db, token: string): Promise<Records> {
  const quote = async () => (await createQuote(app, token)).quoteNumber;
  const pickup = await createPickup(app, token);
  const conNumber = await bookConsignment(app, token);
  await scan(app, conNumber, [2, 3, 20]);
  await deliver(app, conNumber);
  const movingConNumber = await bookConsignment(app, token);
  await scan(app, movingConNumber, [2]);
  // E-mailed to a copy address, the document is the outbox's attachment.
  const generated = await generate(app, token, { docRN: conNumber, docType: 'CON', extraEmail: 'copy@acmehardware.example' });
  const answer = generated.json<GenerateDocumentAnswer>();
  const attachment = await db.selectFrom('outboxAttachments').select('messageId').orderBy('messageId').executeTakeFirstOrThrow();
  const options = (await call(app, 'GET', 'quoteNew', { token })).json<BookingOptionsAnswer>();
  return {
    quoteNumber: await quote(),
    acceptQuote: { quoteNumber: await quote(), version: 1 },
    convertQuoteNumber: await quote(),
    dropQuoteNumber: await quote(),
    pickup: { pickupNumber: pickup.pickupNumber, version: pickup.version },
    convertPickupNumber: (await createPickup(app, token)).pickupNumber,
    conNumber,
    trackingId: answer.trackingID,
    movingConNumber,
    dropFreight: { conNumber: await startDropFreight(app, token), version: 1 },
    bookedDropFreightNumber: await bookDropFreight(app, token),
    gazetteerHash: options.gazetteer,
    pdfQuery: Object.fromEntries(new URL(answer.url, 'http://portal.test').searchParams),
    attachment: { id: String(attachment.messageId), index: '0' },
  };
}

export async function buildWorld(): Promise<World> {
  // Without rate limits: one session sends thousands of requests here within the test clock's
  // one minute, and each must reach validation and the service, not the limiter (decision 0031).
  const { app, db, clock } = await testApp({ rateLimits: { ...loadConfig({}).rateLimits, sessionPerMinute: 0, addressPerMinute: 0 } });
  const admin = await login(app, 'admin', { companyId: await companyIdByName(db, ACME) });
  const company = await buildCompany(db, { name: 'Hostile Sandbox Pty Ltd' });
  const user = await buildUser(db, { companyId: company.id, role: ROLE.administrator, isAdmin: true, password: DEMO_PASSWORD });
  await buildUser(db, { companyId: company.id, role: ROLE.readOnly });
  const token = await login(app, user.username, { companyId: company.id });
  const { version } = (await call(app, 'GET', 'settings', { token })).json<Settings>();
  const staffAdmin = await signedInStaff(app, db, clock, 'Administrator');
  const staff: StaffWorld = {
    admin: staffAdmin.token,
    fresh: async () => (await signedInStaff(app, db, clock, 'Operations')).token,
    partWay: async () => (await staffCall(app, 'POST', 'login', { body: { username: 'carrier', password: DEMO_PASSWORD } })).json<StaffSession>().token,
    memberId: (await signedInStaff(app, db, clock, 'Customer service')).id,
    companies: await companyWorld(app, db, staffAdmin.token),
    pricing: await pricingWorld(app, staffAdmin.token, company.id, carrierDay(clock.now(), CARRIER_TIME_ZONE)),
    rateSheets: await rateSheetWorld(app, db, staffAdmin.token, company.id),
  };
  return {
    app,
    db,
    staff,
    admin,
    sandbox: { token, username: user.username, password: DEMO_PASSWORD, userId: user.id, companyId: company.id, version },
    records: await recordsOf(app, db, admin),
  };
}
