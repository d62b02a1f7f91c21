import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { ACME } from '../../db/seed/demo-users';
import { inviteAdministrator, newAdministrator } from '../../test/companies';
import { buildCompany, companyIdByName, userIdByUsername } from '../../test/factories';

// The customer companies the back office's company calls (issue 26) take hostile payloads for:
// each call its own, so that one call's accepted request leaves the next call's target as it was.

export interface CompanyWorld {
  /** Acme: read, edited and its users' passwords reset. */
  acme: number;
  /** Acme's Read Only user, whose password is reset. */
  viewer: number;
  /** Suspended, then reactivated. */
  suspension: number;
  /** Without users: its first administrator is invited. */
  empty: number;
  /** With an administrator invited, who has not chosen a password: the invitation is sent again. */
  invited: number;
}

export async function companyWorld(app: FastifyInstance, db: Db, staffToken: string): Promise<CompanyWorld> {
  const invited = (await buildCompany(db, { name: 'Hostile Invited Pty Ltd' })).id;
  await inviteAdministrator(app, staffToken, invited, newAdministrator());
  return {
    acme: await companyIdByName(db, ACME),
    viewer: await userIdByUsername(db, 'viewer'),
    suspension: (await buildCompany(db, { name: 'Hostile Suspension Pty Ltd' })).id,
    empty: (await buildCompany(db, { name: 'Hostile Empty Pty Ltd' })).id,
    invited,
  };
}
