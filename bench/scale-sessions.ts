import type { ConsignmentsAnswer } from '@portal/domain/api/consignment';
import type { Session } from '@portal/domain/api/session';
import type { Db } from '../apps/server/src/db/database';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-users';
import { scaleUsername } from '../apps/server/src/db/seed/scale-companies';
import { findConsignment } from '../apps/server/src/modules/consignments/repo';

// The scale bench's sessions: a Booking Officer of several companies spread over the seed's
// (npm run seed:scale), each signed in once, with what its own first consignments page shows:
// a consignment to view and track, and a receiver suburb to search for.

export interface ScaleSession {
  username: string;
  companyId: number;
  auth: Record<string, string>;
  conNumber: string;
  trackingId: string;
  /** A receiver suburb of the company's list, as typed into the search box. */
  suburb: string;
}

/** 'Fortitude Valley 4006 QLD' -> 'Fortitude Valley'. */
const suburbOf = (label: string) => label.replace(/ \d{4} [A-Z]{2,3}$/, '');

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Sessions the bench signs in unless --sessions says otherwise: a few callers, each calling often. */
export const SESSIONS = 8;

/** Company numbers 1 to `companies`, `count` of them evenly spread. */
export function spreadCompanies(companies: number, count: number): number[] {
  const n = Math.min(count, companies);
  return [...new Set(Array.from({ length: n }, (_, i) => 1 + Math.round((i * (companies - 1)) / Math.max(1, n - 1))))];
}

/**
 * Sessions of `count` companies: the first spread over all of them, then, when a company has no
 * consignment in 30 days (a small seed), the next that has.
 */
export async function signIn(base: string, db: Db, companies: number, count: number): Promise<ScaleSession[]> {
  const sessions: ScaleSession[] = [];
  const candidates = new Set([...spreadCompanies(companies, count), ...Array.from({ length: companies }, (_, i) => i + 1)]);
  for (const n of candidates) {
    if (sessions.length === count) break;
    const i = sessions.length;
    const username = scaleUsername(n, 2);
    const login = await fetch(`${base}/portal/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    const { user } = await json<Session>(login, `sign-in of ${username}`);
    if (!user.company) throw new Error(`${username} has no company chosen after sign-in`);
    const auth = { authorization: `Bearer ${user.token}` };
    const page = await json<ConsignmentsAnswer>(await fetch(`${base}/portal/consignments`, { headers: auth }), `${username}'s consignments`);
    if (page.consignments.length === 0) continue;
    // A different row for each company, so the views do not all read the newest rows.
    const row = page.consignments[(i * 7) % page.consignments.length]!;
    const stored = await findConsignment(db, user.company.id, row.conNumber);
    if (!stored) throw new Error(`${row.conNumber} not found in the database the server uses`);
    sessions.push({ username, companyId: user.company.id, auth, conNumber: row.conNumber, trackingId: stored.trackingId, suburb: suburbOf(row.receiverSuburb) });
  }
  if (sessions.length === 0) throw new Error('No company has consignments in the last 30 days: seed first (npm run seed:scale).');
  return sessions;
}
