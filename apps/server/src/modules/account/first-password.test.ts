import { describe, expect, it } from 'vitest';
import { GUESSABLE_PASSWORD_MESSAGE } from '@portal/domain/account/password';
import { ACME, DEMO_PASSWORD } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { GUESSABLE_PASSWORD, NEW_PASSWORD } from '../../test/passwords';
import { testApp } from '../../test/test-app';
import { guessablePasswordErrors, guessingHints } from '../auth/password-strength';
import { newRow, SAVED, saveUsers } from '../users/test-rows';

// Decision 0033 for the passwords the Users screen and a reset hand out: the server makes them,
// so they must pass the strength rule; the user's first New Password meets the rule like any other.
const { app, db, config } = await testApp();
const acme = await companyIdByName(db, ACME);

async function temporaryPasswordTo(address: string): Promise<string> {
  const mails = await db.selectFrom('outbox').select('body').where('toAddress', '=', address).orderBy('id').execute();
  const password = /Temporary password: (\S+)/.exec(mails.at(-1)?.body ?? '')?.[1];
  if (!password) throw new Error(`no temporary password mailed to ${address}`);
  return password;
}

const changeTo = (token: string, current: string, password: string) =>
  call(app, 'POST', 'changepassword', { token, body: { currentPassword: current, newPassword: password, confirmPassword: password } });

describe('temporary passwords and the first New Password (decision 0033)', () => {
  it('a user the Users screen adds gets a strong temporary password, then must choose a strong one', async () => {
    const admin = await login(app, 'admin', { companyId: acme });
    const row = newRow({ name: 'Wren Acmeson', username: 'wren', email: 'wren@acmehardware.example' });
    expect((await saveUsers(app, admin, [row])).json()).toMatchObject(SAVED);
    const temporary = await temporaryPasswordTo(row.email);
    const owner = { username: row.username, name: row.name, email: row.email, companyNames: [ACME] };
    expect(await guessablePasswordErrors(temporary, guessingHints(owner, config.documents.carrierName))).toEqual([]);

    const token = await login(app, row.username, { password: temporary });
    const refused = errorOf(await changeTo(token, temporary, GUESSABLE_PASSWORD));
    expect(refused).toMatchObject({ status: 400, header: GUESSABLE_PASSWORD_MESSAGE });
    expect(errorOf(await changeTo(token, temporary, 'Acmeson#2026')).body.error).toBe(GUESSABLE_PASSWORD_MESSAGE);
    expect((await changeTo(token, temporary, NEW_PASSWORD)).json()).toMatchObject({ success: true });
  });

  it('a reset gives a strong temporary password, and the New Password form refuses a guessable one', async () => {
    const reset = await call(app, 'POST', 'password/reset', { body: { username: 'booker', email: 'bella@acmehardware.example' } });
    expect(reset.statusCode).toBe(200);
    const temporary = await temporaryPasswordTo('bella@acmehardware.example');
    const owner = { username: 'booker', name: 'Bella Booker', email: 'bella@acmehardware.example', companyNames: [ACME] };
    expect(await guessablePasswordErrors(temporary, guessingHints(owner, config.documents.carrierName))).toEqual([]);

    const token = await login(app, 'booker', { password: temporary });
    expect(errorOf(await changeTo(token, temporary, 'B00ker#2026')).body.error).toBe(GUESSABLE_PASSWORD_MESSAGE);
    expect((await changeTo(token, temporary, NEW_PASSWORD)).statusCode).toBe(200);
    expect(errorOf(await call(app, 'POST', 'login', { body: { username: 'booker', password: DEMO_PASSWORD } })).status).toBe(400);
  });
});
