import type { FastifyRequest, RouteOptions } from 'fastify';
import { CALL_TABLES } from '@portal/domain/api/call-tables';
import type { CallName } from '@portal/domain/api/request-schemas';
import { CARRIER_CALLS, type CarrierCallName } from '@portal/domain/carrier/carrier-calls';
import { CARRIER_PATH } from '@portal/domain/constants';
import type { AnsweredCall, AnsweredCarrierCall, AuditDraft, AuditRule, CarrierAuditRule } from './audit-draft';
import { AUDITED_CALLS } from './audited-calls';
import { CARRIER_AUDITED_CALLS } from './carrier-audited-calls';

// Which rule records a route's calls (decision 0032): the customers' calls by AUDITED_CALLS, the
// back office's by CARRIER_AUDITED_CALLS (issue 26), each rule reading its own kind of session.

/** What a rule reads of the answer, beside the request. */
export interface Answered {
  status: number;
  answer: unknown;
  refusal: string | undefined;
}

/** A route's rule, whichever table its call is in: the call's events, none when it records nothing. */
export type RouteRule = (request: FastifyRequest, answered: Answered) => readonly AuditDraft[];

const keyOf = (method: string, base: string, path: string) => `${method} ${base}${path}`;

const CUSTOMER_CALL_OF_ROUTE = new Map(
  CALL_TABLES.flatMap(([base, table]) => Object.entries(table).map(([name, call]) => [keyOf(call.method, base, call.path), name as CallName])),
);
const CARRIER_CALL_OF_ROUTE = new Map(Object.entries(CARRIER_CALLS).map(([name, call]) => [keyOf(call.method, CARRIER_PATH, call.path), name as CarrierCallName]));

/** The parsed payload: a path's parameters with the query string or the body. */
const payloadOf = (request: FastifyRequest) => ({
  ...(request.params as object),
  ...((request.method === 'GET' || request.method === 'DELETE' ? request.query : request.body) as object),
});

function customerRule(name: CallName): RouteRule | undefined {
  const rule = AUDITED_CALLS[name] as AuditRule<CallName> | undefined;
  if (!rule) return undefined;
  return (request, { status, answer, refusal }) => {
    const draft = rule({ status, payload: payloadOf(request), answer, auth: request.auth, refusal } as AnsweredCall<CallName>);
    return draft ? [draft] : [];
  };
}

function carrierRule(name: CarrierCallName): RouteRule | undefined {
  const rule = CARRIER_AUDITED_CALLS[name] as CarrierAuditRule<CarrierCallName> | undefined;
  if (!rule) return undefined;
  return (request, { status, answer, refusal }) => rule({ status, payload: payloadOf(request), answer, staff: request.staffAuth, refusal } as AnsweredCarrierCall<CarrierCallName>);
}

/** The call a route serves and its rule; undefined for a route the trail does not record. */
export function ruleOfRoute(route: RouteOptions): { name: string; rule: RouteRule } | undefined {
  const keys = (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${method} ${route.url}`);
  for (const key of keys) {
    const customer = CUSTOMER_CALL_OF_ROUTE.get(key);
    const carrier = CARRIER_CALL_OF_ROUTE.get(key);
    const rule = customer ? customerRule(customer) : carrier ? carrierRule(carrier) : undefined;
    if (rule) return { name: customer ?? carrier!, rule };
  }
  return undefined;
}
