import type { FastifyInstance } from 'fastify';
import type { GenerateDocumentAnswer } from '@portal/domain/api/documents';
import type { OutboxAnswer } from '@portal/domain/api/operations';
import type { QuoteDraft } from '@portal/domain/api/quote';
import type { Db } from '../db/database';
import { ACME, COASTAL, DEMO_PASSWORD, ROLE } from '../db/seed/demo-users';
import { call, login } from '../test/api';
import type { TestClock } from '../test/clock';
import { bookConsignment, deliver, generate, ops } from '../test/consignments';
import { bookDropFreight, startDropFreight } from '../test/drop-freight-drafts';
import { buildRole, buildUser, companyIdByName, FACTORY_PASSWORD } from '../test/factories';
import { createPickup } from '../test/pickup-drafts';
import { createQuote } from '../test/quote-drafts';
import type { Actor, MatrixRow } from './access-matrix';

// The world the access matrix runs in: company A (Acme) with one record of every kind, the
// callers of the matrix's columns, and the texts of A's records that must never reach anyone
// else. Records a successful call would use up (accepting, converting, editing) are made fresh
// per cell by the requests (access-requests.ts).

/** A's references: distinctive, so that finding one in an answer means it leaked. */
export const A_REFS = { poNumber: 'ACMEPO-7731', customerRef: 'ACMECR-7731', pickupRef: 'ACMEPR-7731' } as const;

interface Caller {
  username: string;
  password: string;
  companyId: number;
  role: number;
  isAdmin: boolean;
}

export interface World {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  acmeId: number;
  coastalId: number;
  /** The signed-in callers, their tokens kept for the whole file. */
  tokens: Record<'booker' | 'admin' | 'noPermission' | 'otherCompany' | 'otherAdmin', string>;
  records: {
    quote: string;
    pickupQuote: string;
    dropInQuote: string;
    pickup: string;
    /** Still a draft (status 2). */
    dropFreight: string;
    bookedDropFreight: string;
    /** Delivered, with a POD. */
    consignment: string;
    trackingID: string;
    pdfUrl: string;
    /** 'outbox/{id}/attachments/0' of a document e-mailed to a copy-to address. */
    attachment: string;
    /** An Acme user the admin edits on the Users screen. */
    userId: number;
  };
  /** A's record numbers, names and references. */
  secrets: string[];
  /** A session only this cell uses (the call ends or replaces it), of a new user for a password change. */
  freshToken: (actor: Actor, owner: MatrixRow['owner'], newUser?: boolean) => Promise<string | null>;
}

export async function acceptedQuote(app: FastifyInstance, token: string, over: Partial<QuoteDraft> = {}): Promise<string> {
  const { quoteNumber } = await createQuote(app, token, { ...A_REFS, ...over });
  const accepted = await call(app, 'POST', 'quote', { token, body: { quoteNumber, version: 1 } });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  return quoteNumber;
}

export async function buildWorld(app: FastifyInstance, db: Db, clock: TestClock): Promise<World> {
  const acmeId = await companyIdByName(db, ACME);
  const coastalId = await companyIdByName(db, COASTAL);
  const nothing = await buildRole(db, {});
  const made = {
    admin: await buildUser(db, { companyId: acmeId, role: ROLE.administrator, isAdmin: true, username: 'acmeadmin', name: 'Acme Secret Admin' }),
    noPermission: await buildUser(db, { companyId: acmeId, role: nothing, username: 'acmenone' }),
    otherAdmin: await buildUser(db, { companyId: coastalId, role: ROLE.administrator, isAdmin: true, username: 'cfadmin' }),
    edited: await buildUser(db, { companyId: acmeId, role: ROLE.readOnly, username: 'acmeedit', name: 'Acme Secret Member' }),
    // Idle after a second: the expired session's user (decision 0002: the timeout is the user's).
    expiring: await buildUser(db, { companyId: acmeId, role: ROLE.bookingOfficer, username: 'acmeidle', timeoutMs: 1000 }),
  };
  const coastalUser = { username: 'coastal', password: DEMO_PASSWORD };
  const callers: Record<keyof World['tokens'], Caller> = {
    booker: { username: 'booker', password: DEMO_PASSWORD, companyId: acmeId, role: ROLE.bookingOfficer, isAdmin: false },
    admin: { ...made.admin, role: ROLE.administrator, isAdmin: true },
    noPermission: { ...made.noPermission, role: nothing, isAdmin: false },
    otherCompany: { ...coastalUser, companyId: coastalId, role: ROLE.bookingOfficer, isAdmin: false },
    otherAdmin: { ...made.otherAdmin, role: ROLE.administrator, isAdmin: true },
  };
  const signIn = (p: Pick<Caller, 'username' | 'password'>) => login(app, p.username, { password: p.password });
  const tokens = {
    booker: await signIn(callers.booker),
    admin: await signIn(callers.admin),
    noPermission: await signIn(callers.noPermission),
    otherCompany: await signIn(callers.otherCompany),
    otherAdmin: await signIn(callers.otherAdmin),
  };

  const booker = tokens.booker;
  const quote = (await createQuote(app, booker, A_REFS)).quoteNumber;
  const pickupQuote = await acceptedQuote(app, booker);
  const dropInQuote = await acceptedQuote(app, booker, { pickupRequired: 1 });
  const pickup = (await createPickup(app, booker, A_REFS)).pickupNumber;
  const dropFreight = await startDropFreight(app, booker, { customerRef: A_REFS.customerRef });
  const bookedDropFreight = await bookDropFreight(app, booker, { customerRef: A_REFS.customerRef });
  const consignment = await bookConsignment(app, booker, A_REFS);
  await deliver(app, consignment);
  const generated = (await generate(app, booker, { docRN: consignment, docType: 'LBL', extraEmail: 'dock@harbour.example' })).json<GenerateDocumentAnswer>();
  const outbox = (await ops(app, 'GET', 'outbox')).json<OutboxAnswer>();
  const mail = outbox.messages.find((m) => m.attachments.length > 0)!;

  const freshToken = async (actor: Actor, owner: MatrixRow['owner'], newUser = false): Promise<string | null> => {
    if (actor === 'noSession' || actor === 'wrongOpsKey') return null;
    if (actor === 'expiredSession') {
      const token = await signIn(made.expiring);
      // One millisecond past the user's idle limit: the session is over, as the server judges it.
      clock.advance(1001);
      return token;
    }
    const caller = callers[actor === 'owner' ? owner : actor];
    if (!newUser) return signIn(caller);
    // A password change outlives the cell: a new user of the same company, role and isAdmin takes it.
    const clone = await buildUser(db, { companyId: caller.companyId, role: caller.role, isAdmin: caller.isAdmin });
    return signIn({ username: clone.username, password: FACTORY_PASSWORD });
  };

  return {
    app,
    db,
    clock,
    acmeId,
    coastalId,
    tokens,
    records: {
      quote,
      pickupQuote,
      dropInQuote,
      pickup,
      dropFreight,
      bookedDropFreight,
      consignment,
      trackingID: generated.trackingID,
      pdfUrl: generated.url,
      attachment: `outbox/${mail.id}/attachments/0`,
      userId: made.edited.id,
    },
    secrets: [
      quote, pickupQuote, dropInQuote, pickup, dropFreight, bookedDropFreight, consignment, generated.trackingID,
      ...Object.values(A_REFS), made.admin.name, made.edited.name, made.edited.email, 'Bella Booker', 'bella@acmehardware.example',
    ],
    freshToken,
  };
}
