import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { DatabaseConfig } from '../../config';
import type { Db } from '../../db/database';
import { inSavepoint } from '../../db/savepoint';
import type { WriteBatcher } from '../../db/write-batch';
import type { AuditDraft, StaffWho } from './audit-draft';
import { consignmentCompany, documentName, insertAuditEvents, staffMemberOf, userCompanies, type NewAuditEvent } from './repo';
import { ruleOfRoute, type RouteRule } from './route-rules';

// The one mechanism that records the audit trail (issue 13, decision 0032). As each route is added,
// a route of a call in AUDITED_CALLS (or, for the back office, CARRIER_AUDITED_CALLS: route-rules.ts)
// gets three hooks: preHandler gives the request its trail,
// preSerialization keeps the answer object
// (the new record's number is only known there), and onSend hands the call to its rule and writes
// the rows before the answer leaves, unless the call's service has already written them in its
// own transaction through the request's trail (http/audit-trail.ts: a booking and its row commit
// together, issue 25). Writing in the request, not after it, means the row exists
// by the time the client sees the answer; the cost is one small INSERT on calls that change
// something, committed with the other writes of the moment (the group commit of decision 0015:
// a commit of its own per call fsynced once more and cut POST quoteNew's rate by two thirds at
// 50 connections). A failed write is logged and the answer goes out unchanged: the trail must never
// turn a booking into a 500. Other routes get no hook at all (decision 0005's hot path).

/** Typed text is stored as far as a screen would show it: a 1 MB username stays out of the trail. */
const TEXT_MAX = 200;
const clip = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text);

/** A draft's target as the trail words it: a document by its type and number, a staff member or user by username. */
async function targetText(db: Db, target: AuditDraft['target']): Promise<string> {
  if (typeof target === 'string') return target;
  if ('documentId' in target) return (await documentName(db, target.documentId)) ?? '';
  if ('userId' in target) return (await userCompanies(db, { id: target.userId }))?.username ?? '';
  return (await staffMemberOf(db, target.staffId))?.username ?? '';
}

/** A staff member's columns (issue 26): named by the session, or looked up by id (a PDF link); as typed at a failed sign-in. */
async function staffColumns(db: Db, who: StaffWho) {
  const known = 'name' in who ? who : 'id' in who ? await staffMemberOf(db, who.id) : undefined;
  const typed = 'username' in who ? who.username : '';
  return { actor: 'staff' as const, userId: null, staffUserId: known?.id ?? null, username: clip(known?.username ?? typed), staffName: known?.name ?? '' };
}

/** The rows of a draft: one for each company that sees it, or one no company sees. */
async function rowsOf(db: Db, draft: AuditDraft, at: number, address: string): Promise<NewAuditEvent[]> {
  const target = await targetText(db, draft.target);
  // The rows' own keys go before the spreads (decision 0052).
  const base = { at, address, action: draft.action, target: clip(target) };
  const subject = draft.subject;
  if (subject.seenBy === 'staff') return [{ companyId: subject.companyId, ...base, ...(await staffColumns(db, subject.staff)) }];
  if (subject.seenBy === 'consignment') {
    return [{ actor: 'operations', companyId: (await consignmentCompany(db, subject.conNumber)) ?? null, userId: null, username: '', ...base }];
  }
  if (subject.seenBy === 'company') {
    const username = subject.user.username ?? (await userCompanies(db, subject.user))?.username ?? '';
    return [{ actor: 'user', userId: subject.user.id, username, companyId: subject.companyId, ...base }];
  }
  // Sign-ins and a user's own account: every company of the user sees the row (none for an unknown name).
  const known = await userCompanies(db, subject.user);
  const typed = 'username' in subject.user ? subject.user.username : '';
  const user = { actor: 'user' as const, userId: known?.userId ?? null, username: clip(known?.username ?? typed) };
  const companies = known?.companyIds ?? [];
  if (companies.length === 0) return [{ companyId: null, ...base, ...user }];
  return companies.map((companyId) => ({ companyId, ...base, ...user }));
}

/** The rows of a call's drafts. */
async function rowsOfAll(db: Db, drafts: readonly AuditDraft[], at: number, address: string): Promise<NewAuditEvent[]> {
  return (await Promise.all(drafts.map((draft) => rowsOf(db, draft, at, address)))).flat();
}

/** Adds the recording hooks to the route of an audited call. */
function addRecording(route: RouteOptions, db: Db, kind: DatabaseConfig['kind'], writes: WriteBatcher, now: () => number, log: FastifyInstance['log']): void {
  const found: { name: string; rule: RouteRule } | undefined = ruleOfRoute(route);
  if (!found) return;
  const { name, rule } = found;
  const answers = new WeakMap<FastifyRequest, unknown>();
  const keepAnswer = (request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
    answers.set(request, payload);
    done(null, payload);
  };
  // A service that writes hands the trail its answer inside its own transaction
  // (http/audit-trail.ts): the row commits with the booking, and onSend has nothing left to do.
  const inTransaction = new WeakSet<FastifyRequest>();
  function giveTrail(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
    request.auditTrail = {
      record: async (trx, answer) => {
        const drafts = rule(request, { status: 200, answer, refusal: undefined });
        // A row that cannot be written is undone alone and logged: the booking still commits.
        if (drafts.length > 0) await inSavepoint(trx, kind, async () => insertAuditEvents(trx, await rowsOfAll(trx, drafts, now(), request.ip))).catch(lost);
        inTransaction.add(request);
        return answer;
      },
    };
    done();
  }
  const lost = (error: unknown) => log.error({ err: error, call: name }, 'audit trail: the event was not recorded');
  async function record(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (inTransaction.has(request) && reply.statusCode < 300) return;
    try {
      const refusal = reply.statusCode >= 300 ? String(reply.getHeader('x-error') ?? '') : undefined;
      const drafts = rule(request, { status: reply.statusCode, answer: answers.get(request), refusal });
      if (drafts.length > 0) {
        const rows = await rowsOfAll(db, drafts, now(), request.ip);
        await writes.run((trx) => insertAuditEvents(trx, rows));
      }
    } catch (error) {
      lost(error);
    }
  }
  route.preHandler = [...[route.preHandler ?? []].flat(), giveTrail] as RouteOptions['preHandler'];
  route.preSerialization = [...[route.preSerialization ?? []].flat(), keepAnswer] as RouteOptions['preSerialization'];
  route.onSend = [
    ...[route.onSend ?? []].flat(),
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
      void record(request, reply).then(() => done(null, payload));
    },
  ] as RouteOptions['onSend'];
}

/** Call before the routes are registered: an onRoute hook only sees routes added after it. */
export function installAuditTrail(app: FastifyInstance, db: Db, kind: DatabaseConfig['kind'], writes: WriteBatcher, now: () => number): void {
  app.addHook('onRoute', (route) => addRecording(route, db, kind, writes, now, app.log));
}
