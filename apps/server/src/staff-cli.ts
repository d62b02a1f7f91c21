import { parseArgs } from 'node:util';
import { isStaffRole, STAFF_ROLES } from '@portal/domain/carrier/staff-roles';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createStaffMember, StaffExistsError } from './modules/staff/service';

// npm run staff -- create --username NAME --email ADDRESS [--name "Full Name"] [--role ROLE]
// The first administrator of a new installation (issue 26, decision 0054): a staff account on the
// portal's database (DATA_DIR or DATABASE_URL, as npm start), with a one-time temporary password
// printed here once, to be changed at first sign-in at #/carrier. The role is Administrator
// unless given; an Administrator sets up an authenticator app at that first sign-in.

const USAGE = 'Usage: npm run staff -- create --username NAME --email ADDRESS [--name "Full Name"] [--role ROLE]';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { username: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
});
if (positionals[0] !== 'create') fail(`Unknown command '${positionals[0] ?? ''}'.`);
const username = values.username?.trim() ?? '';
const email = values.email?.trim() ?? '';
const role = values.role ?? 'Administrator';
if (!/^[A-Za-z0-9._-]{2,50}$/.test(username)) fail('--username must be 2 to 50 letters, digits, dots, dashes or underscores.');
if (!EMAIL.test(email)) fail('--email must be an e-mail address.');
if (!isStaffRole(role)) fail(`--role must be one of: ${STAFF_ROLES.join(', ')}.`);

const config = loadConfig();
const db = openDatabase(config.database);
try {
  await migrateToLatest(db, config.database.kind);
  const { temporaryPassword } = await createStaffMember(db, { username, email, role, name: values.name?.trim() || username }, config.scryptCost, config.now());
  process.stdout.write(
    [
      `Staff member '${username.toLowerCase()}' created (${role}).`,
      `Temporary password (shown once, valid for 24 hours): ${temporaryPassword}`,
      'Sign in at #/carrier on the portal; the password must be changed at first sign-in.',
      '',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof StaffExistsError) fail(error.message);
  throw error;
} finally {
  await db.destroy();
}
