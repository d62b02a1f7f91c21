import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { companyParamsSchema, companyUserParamsSchema } from '@portal/domain/carrier/company-calls';
import { CARRIER_PATH } from '@portal/domain/constants';
import { loadConfig } from '../config';
import { ACME } from '../db/seed/demo-users';
import { createCompany } from '../test/companies';
import { companyIdByName, userIdByUsername } from '../test/factories';
import { signedInStaff } from '../test/staff';
import { testApp } from '../test/test-app';
import { problemOf } from './hostile/oracle';
import { hostileRequests, type Carrier } from './hostile/requests';
import type { Payload } from './hostile/mutations';

// Issue 13's hostile input (fast-check) against the ids in the paths of the back office's company
// calls (issue 26); their payloads are hostile-input-carrier.test.ts's. Every answer is a 4xx
// sentence naming what is wrong, never a 5xx or a leak; a refused write writes nothing.

const RUNS = 200;
const SEED = 20_261_326;

const { app, db, clock } = await testApp({ rateLimits: { ...loadConfig({}).rateLimits, sessionPerMinute: 0, addressPerMinute: 0 } });
const { token } = await signedInStaff(app, db, clock, 'Administrator');
const acme = await companyIdByName(db, ACME);
const viewer = await userIdByUsername(db, 'viewer');
const { companyId } = await createCompany(app, token);

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  carrier: Carrier;
  schema: z.ZodType;
  base: Payload;
  path: string;
}

const at = (path: string) => `${CARRIER_PATH}${path}`;
const CASES: Case[] = [
  { name: 'GET companies/:id', method: 'GET', carrier: 'params', schema: companyParamsSchema, base: { id: String(acme) }, path: at('companies/:id') },
  { name: 'POST companies/:id/suspend', method: 'POST', carrier: 'params', schema: companyParamsSchema, base: { id: String(companyId) }, path: at('companies/:id/suspend') },
  {
    name: 'POST companies/:id/users/:userId/password',
    method: 'POST',
    carrier: 'params',
    schema: companyUserParamsSchema,
    base: { id: String(acme), userId: String(viewer) },
    path: at('companies/:id/users/:userId/password'),
  },
];

const companies = async () => Number((await db.selectFrom('companies').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('hostile input: the company calls\' paths', () => {
  it.each(CASES)('$name refuses hostile payloads by field name, never with a 5xx', async ({ method, carrier, schema, base, path }) => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequests(carrier, schema, base, path), async (request) => {
        const before = method === 'POST' ? await companies() : 0;
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        if (request.body !== undefined) headers['content-type'] = 'application/json';
        const response = await app.inject({ method, url: request.url, headers, ...(request.body === undefined ? {} : { payload: request.body }) });
        sent += 1;
        const problem = problemOf(response, request, schema, carrier);
        if (problem) throw new Error(`${method} ${request.url.slice(0, 200)} ${request.body?.slice(0, 300) ?? ''}\n  ${problem}`);
        if (method === 'POST' && response.statusCode >= 400 && (await companies()) !== before) throw new Error(`refused with ${response.statusCode} yet added a company`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(sent).toBe(RUNS);
  }, 120_000);
});
