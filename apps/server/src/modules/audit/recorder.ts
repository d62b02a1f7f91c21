import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { CALL_TABLES } from '@portal/domain/api/call-tables';
import type { CallName } from '@portal/domain/api/request-schemas';
import type { DatabaseConfig } from '../../config';
import type { Db } from '../../db/database';
import { inSavepoint } from '../../db/savepoint';
import type { WriteBatcher } from '../../db/write-batch';
import type { AnsweredCall, AuditDraft, AuditRule } from './audit-draft';
import { AUDITED_CALLS } from './audited-calls';
import { consignmentCompany, documentName, insertAuditEvents, userCompanies, type NewAuditEvent } from './repo';

// The one mechanism that records the audit trail (issue 13, decision 0032). As each route is added,
// a route of a call in AUDITED_CALLS gets three hooks: preHandler gives the request its trail,
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

const CALL_OF_ROUTE = new Map(
  CALL_TABLES.flatMap(([base, table]) => Object.entries(table).map(([name, call]) => [`${call.method} ${base}${call.path}`, name as CallName])),
);

function callOf(route: RouteOptions): CallName | undefined {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => CALL_OF_ROUTE.get(`${method} ${route.url}`)).find((name) => name !== undefined);
}

/** The rows of a draft: one for each company that sees it, or one no company sees. */
async function rowsOf(db: Db, draft: AuditDraft, at: number, address: string): Promise<NewAuditEvent[]> {
  const target = typeof draft.target === 'string' ? draft.target : ((await documentName(db, draft.target.documentId)) ?? '');
  // The rows' own keys go before the spreads (decision 0052).
  const base = { at, address, action: draft.action, target: clip(target) };
  const subject = draft.subject;
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

const payloadOf = (request: FastifyRequest) => (request.method === 'GET' || request.method === 'DELETE' ? request.query : request.body);

/** Adds the recording hooks to the route of an audited call. */
function addRecording(route: RouteOptions, db: Db, kind: DatabaseConfig['kind'], writes: WriteBatcher, now: () => number, log: FastifyInstance['log']): void {
  const name = callOf(route);
  const rule = name === undefined ? undefined : (AUDITED_CALLS[name] as AuditRule<CallName> | undefined);
  if (!rule) return;
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
        const call = { status: 200, payload: payloadOf(request), answer, auth: request.auth, refusal: undefined } as AnsweredCall<CallName>;
        const draft = rule!(call);
        // A row that cannot be written is undone alone and logged: the booking still commits.
        if (draft) await inSavepoint(trx, kind, async () => insertAuditEvents(trx, await rowsOf(trx, draft, now(), request.ip))).catch(lost);
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
      const call = { status: reply.statusCode, payload: payloadOf(request), answer: answers.get(request), auth: request.auth, refusal } as AnsweredCall<CallName>;
      const draft = rule!(call);
      if (draft) {
        const rows = await rowsOf(db, draft, now(), request.ip);
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
