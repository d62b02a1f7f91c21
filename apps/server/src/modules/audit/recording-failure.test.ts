import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ACME } from '../../db/seed/demo-users';
import { call, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { pickupDraft } from '../../test/pickup-drafts';
import { testApp } from '../../test/test-app';

// Decision 0032: the trail must never turn a booking into a 500. With its table gone the booking
// is still answered, and the lost event is in the error log.

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
const { app, db } = await testApp({ logLevel: 'error' }, { logStream: capture });
const booker = await login(app, 'booker', { companyId: await companyIdByName(db, ACME) });

describe('when the trail cannot be written', () => {
  it('answers the request and logs the event it lost', async () => {
    await sql`DROP TABLE audit_events`.execute(db);
    const answer = await call(app, 'POST', 'pickups/new', { token: booker, body: pickupDraft() });
    expect(answer.statusCode).toBe(200);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; call?: string }).filter((line) => line.msg.startsWith('audit trail'));
    expect(logged).toMatchObject([{ msg: 'audit trail: the event was not recorded', call: 'pickupNew' }]);
  });
});
