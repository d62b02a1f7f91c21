import { beforeAll, describe, expect, test } from 'vitest';
import type { GenerateDocumentAnswer } from '@portal/domain/api/documents';
import type { PickupConvertAnswer, PickupSaveAnswer } from '@portal/domain/api/pickup';
import type { QuoteNewAnswer } from '@portal/domain/api/quote';
import type { KeepAliveAnswer } from '@portal/domain/api/session';
import { openDatabase, type Db } from './db/database';
import { ACME, DEMO_PASSWORD } from './db/seed/demo-users';
import { USERNAME_FAILURE_LIMIT } from './modules/auth/throttle';
import { onCleanup } from './test/cleanup';
import { pickupDraft } from './test/pickup-drafts';
import { jsonOf, portal, signIn } from './test/process-calls';
import { quoteDraft } from './test/quote-drafts';
import { buildServer, call, startServer, type ServerProcess } from './test/server-process';
import { createTestDatabase } from './test/test-db';

// Several instances behind a load balancer (issue 12): two compiled servers in processes of
// their own on one PostgreSQL database, started at the same moment on an empty database. Each
// call may land on either, so everything a user relies on must live in the database: sessions,
// the sign-in throttle, numbers and Idempotency-Keys. Loopback only; every wait is on an answer.
// Sign-ins run scrypt at its production cost (about 0.3 s each), hence the longer test timeout.

const POSTGRES = process.env.TEST_DB === 'postgres';
const run = `multi-${process.pid}-${Date.now()}`;

describe.skipIf(!POSTGRES)('two instances on one PostgreSQL database (PostgreSQL only: a SQLite file belongs to one process)', { timeout: 20_000 }, () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let db: Db;
  let booker: string;

  beforeAll(async () => {
    buildServer();
    const database = await createTestDatabase();
    onCleanup(database.drop);
    // Both at once on an empty database: migrations and the first-run seed must not race.
    [a, b] = await Promise.all([startServer(database.config), startServer(database.config)]);
    db = openDatabase(database.config);
    onCleanup(() => db.destroy());
    booker = await signIn(a.port, 'booker');
  }, 60_000);

  const pickupCount = async () => Number((await db.selectFrom('pickups').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  test('started together on an empty database, both come up and exactly one seeds', async () => {
    const banners = await Promise.all([a.line('Database:'), b.line('Database:')]);
    expect(banners.filter((line) => line.includes('demo data seeded'))).toHaveLength(1);
    const users = await db.selectFrom('users').select('username').where('username', '=', 'booker').execute();
    expect(users).toHaveLength(1);
  });

  test('a session opened on one instance is valid on the other, and logging out on one ends it on both', async () => {
    const acme = await db.selectFrom('companies').select('id').where('name', '=', ACME).executeTakeFirstOrThrow();
    // admin has two companies: the company is chosen on A with PUT login.
    const token = await signIn(a.port, 'admin', acme.id);
    const kept = jsonOf<KeepAliveAnswer>(await portal(b.port, 'GET', 'login', { token }), 'keep-alive on B');
    expect(kept.user.company).toMatchObject({ id: acme.id, name: ACME });
    expect((await portal(b.port, 'GET', 'quotes', { token })).status).toBe(200);

    expect((await portal(b.port, 'DELETE', 'login', { token })).status).toBe(200);
    expect((await portal(a.port, 'GET', 'login', { token })).status).toBe(401);
    expect((await portal(a.port, 'GET', 'quotes', { token })).status).toBe(401);
  });

  test('bookings made on both at once get distinct numbers, and each is found on the other instance', async () => {
    const on = (i: number) => (i % 2 === 0 ? a : b);
    const other = (i: number) => (i % 2 === 0 ? b : a);
    const quotes = Array.from({ length: 20 }, (_, i) =>
      portal(on(i).port, 'POST', 'quoteNew', { token: booker, body: quoteDraft({ customerRef: `Q-${i}` }) }),
    );
    const pickups = Array.from({ length: 10 }, (_, i) =>
      portal(on(i).port, 'POST', 'pickups/new', { token: booker, key: `${run}-book-${i}`, body: pickupDraft({ pickupRef: `P-${i}` }) }),
    );
    const quoteNumbers = (await Promise.all(quotes)).map((answer) => jsonOf<QuoteNewAnswer>(answer, 'quoteNew').quoteNumber);
    const pickupNumbers = (await Promise.all(pickups)).map((answer) => jsonOf<PickupSaveAnswer>(answer, 'pickups/new').pickupNumber);
    expect(new Set(quoteNumbers).size).toBe(20);
    expect(new Set(pickupNumbers).size).toBe(10);

    const found = await Promise.all([
      ...quoteNumbers.map((number, i) => portal(other(i).port, 'GET', `quote?quote=${number}`, { token: booker })),
      ...pickupNumbers.map((number, i) => portal(other(i).port, 'GET', `pickups/edit?pickupNumber=${number}`, { token: booker })),
    ]);
    expect(found.map((answer) => answer.status)).toEqual(found.map(() => 200));
    expect(found.slice(20).map((answer) => JSON.parse(answer.body).pickupRef)).toEqual(pickupNumbers.map((_, i) => `P-${i}`));
  });

  test('an Idempotency-Key used on one instance and retried on the other answers the same pickup, never two', async () => {
    const before = await pickupCount();
    const draft = pickupDraft({ pickupRef: 'RETRIED' });
    const first = jsonOf<PickupSaveAnswer>(await portal(a.port, 'POST', 'pickups/new', { token: booker, key: `${run}-retry`, body: draft }), 'on A');
    const retry = await portal(b.port, 'POST', 'pickups/new', { token: booker, key: `${run}-retry`, body: draft });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(jsonOf<PickupSaveAnswer>(retry, 'retried on B')).toEqual(first);

    // The same key sent to both at the same moment: the two bookings meet on the key's row.
    const keys = Array.from({ length: 5 }, (_, i) => `${run}-race-${i}`);
    const raced = await Promise.all(
      keys.map((key) =>
        Promise.all([a, b].map((server) => portal(server.port, 'POST', 'pickups/new', { token: booker, key, body: draft }))),
      ),
    );
    for (const [onA, onB] of raced) {
      expect(jsonOf<PickupSaveAnswer>(onB!, 'raced on B').pickupNumber).toBe(jsonOf<PickupSaveAnswer>(onA!, 'raced on A').pickupNumber);
    }
    expect(await pickupCount()).toBe(before + 1 + keys.length);
  });

  test('a signed document URL made on one instance opens on the other: the URL key is shared through the database', async () => {
    const body = pickupDraft({ pickupRef: 'DOCS' });
    const { pickupNumber } = jsonOf<PickupSaveAnswer>(await portal(a.port, 'POST', 'pickups/new', { token: booker, body }), 'pickups/new');
    const convert = { pickupNumber, conNumber: '', ExtraEmail: '' };
    const { conNumber } = jsonOf<PickupConvertAnswer>(await portal(b.port, 'POST', 'pickups/convert', { token: booker, body: convert }), 'convert');
    const { url } = jsonOf<GenerateDocumentAnswer>(await portal(a.port, 'GET', `documents/generate?docRN=${conNumber}&docType=CON`, { token: booker }), 'generate');
    const pdf = await call(b.port, 'GET', url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  test('failed sign-ins spread over both instances add up to one throttle', async () => {
    const wrong = Array.from({ length: USERNAME_FAILURE_LIMIT }, (_, i) =>
      portal((i % 2 === 0 ? a : b).port, 'POST', 'login', { body: { username: 'accounts', password: `wrong-${i}` } }),
    );
    expect((await Promise.all(wrong)).map((answer) => answer.status)).toEqual(wrong.map(() => 400));
    // The limit is reached: even the right password is refused, on either instance.
    for (const server of [a, b]) {
      const refused = await portal(server.port, 'POST', 'login', { body: { username: 'accounts', password: DEMO_PASSWORD } });
      expect(refused.status).toBe(429);
    }
  });
});
