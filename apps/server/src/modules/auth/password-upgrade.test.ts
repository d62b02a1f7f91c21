import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, loginAnswer } from '../../test/api';
import { buildUser } from '../../test/factories';
import { TEST_SCRYPT_COST, testApp } from '../../test/test-app';
import { verifyPassword } from './password-hash';

// Decision 0033: the factories hash at TEST_SCRYPT_COST; this app is configured one step above,
// as an installation is after its cost is raised.
const RAISED_COST = TEST_SCRYPT_COST * 2;
const warnings: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    warnings.push(chunk.toString());
    done();
  },
});
const { app, db, config } = await testApp({ scryptCost: RAISED_COST, logLevel: 'warn' }, { logStream });

const storedHash = async (userId: number) =>
  (await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirstOrThrow()).passwordHash ?? '';

/** Makes every write of a password hash fail, as a full disk or a lost connection would. */
async function refuseHashWrites(): Promise<() => Promise<void>> {
  if (config.database.kind === 'sqlite') {
    await sql`CREATE TRIGGER refuse_hash BEFORE UPDATE OF password_hash ON users BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(db);
    return async () => void (await sql`DROP TRIGGER refuse_hash`.execute(db));
  }
  await sql`CREATE FUNCTION refuse_hash() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER refuse_hash BEFORE UPDATE OF password_hash ON users FOR EACH ROW EXECUTE FUNCTION refuse_hash()`.execute(db);
  return async () => {
    await sql`DROP TRIGGER refuse_hash ON users`.execute(db);
    await sql`DROP FUNCTION refuse_hash()`.execute(db);
  };
}

describe('sign-in upgrades a password hash made at a lower cost', () => {
  it('re-hashes at the configured cost once; the next sign-in leaves it alone', async () => {
    const user = await buildUser(db);
    const before = await storedHash(user.id);
    expect(before).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT_COST}\\$8\\$1\\$`));

    expect((await loginAnswer(app, user.username, user.password)).statusCode).toBe(200);
    const after = await storedHash(user.id);
    expect(after).toMatch(new RegExp(`^scrypt\\$${RAISED_COST}\\$8\\$1\\$`));
    expect(await verifyPassword(user.password, after)).toBe(true);

    expect((await loginAnswer(app, user.username, user.password)).statusCode).toBe(200);
    expect(await storedHash(user.id)).toBe(after);
  });

  it('leaves the hash alone on a wrong password and on a sign-in with a temporary password', async () => {
    const user = await buildUser(db);
    const before = await storedHash(user.id);
    expect((await loginAnswer(app, user.username, 'Wrong#Pass1')).statusCode).toBe(400);
    expect(await storedHash(user.id)).toBe(before);

    // A reset's temporary password signs in, but says nothing about the password itself.
    await call(app, 'POST', 'password/reset', { body: { username: user.username, email: user.email } });
    const mail = await db.selectFrom('outbox').select('body').where('toAddress', '=', user.email).executeTakeFirstOrThrow();
    const temporary = /Temporary password: (\S+)/.exec(mail.body)?.[1] ?? '';
    expect((await loginAnswer(app, user.username, temporary)).statusCode).toBe(200);
    expect(await storedHash(user.id)).toBe(before);
  });

  it('still signs in when the new hash cannot be written, and says so in the log', async () => {
    const user = await buildUser(db);
    const before = await storedHash(user.id);
    const restore = await refuseHashWrites();
    try {
      expect((await loginAnswer(app, user.username, user.password)).statusCode).toBe(200);
    } finally {
      await restore();
    }
    expect(await storedHash(user.id)).toBe(before);
    const warning = warnings.find((line) => line.includes('password hash not upgraded'));
    expect(warning).toContain(`"userId":${user.id}`);
    expect(warning).not.toContain(user.password);
  });
});
