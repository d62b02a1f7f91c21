import { describe, expect, it } from 'vitest';
import type { ConsignmentView } from '@portal/domain/api/consignment';
import type { TrackingInfo } from '@portal/domain/api/tracking';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { openDatabase } from '../../db/database';
import { call, login } from '../../test/api';
import { bookConsignment, deliver, scan } from '../../test/consignments';
import { companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';

// Decision 0038: the consignment view's rows and the owner's tracking are kept while the
// company's count of changes stands; every write to what they show moves it, whoever makes it.

const { app, db, config } = await testApp();
const booker = await login(app, 'booker', { companyId: await companyIdByName(db, ACME) });
const coastal = await login(app, 'coastal', { companyId: await companyIdByName(db, COASTAL) });

const view = async (conNumber: string, token = booker) => (await call(app, 'GET', 'consignment', { token, query: { conNumber } })).json<ConsignmentView>();
const trackingIdOf = async (number: string) =>
  (await db.selectFrom('consignments').select('trackingId').where('number', '=', number).executeTakeFirstOrThrow()).trackingId;
const track = async (trackingId: string, token?: string) =>
  (await app.inject({ method: 'GET', url: '/api/track', query: { psTrackingID: trackingId }, headers: token ? { authorization: `Bearer ${token}` } : {} })).json<TrackingInfo>();

/** Writes through another connection: another instance's, or a script's. */
async function elsewhere(write: (other: ReturnType<typeof openDatabase>) => Promise<unknown>): Promise<void> {
  const other = openDatabase(config.database);
  try {
    await write(other);
  } finally {
    await other.destroy();
  }
}

describe('the consignment view', () => {
  it('shows a scan, a POD and a change to its freight lines on the next read', async () => {
    const conNumber = await bookConsignment(app, booker);
    expect(await view(conNumber)).toMatchObject({ stage: 'pickup', pod: false });
    expect(await view(conNumber.toLowerCase())).toMatchObject({ conNumber, stage: 'pickup' });
    await scan(app, conNumber, [20]);
    expect(await view(conNumber)).toMatchObject({ stage: 'transit' });
    await deliver(app, conNumber);
    expect(await view(conNumber)).toMatchObject({ pod: true });

    const { id } = await db.selectFrom('consignments').select('id').where('number', '=', conNumber).executeTakeFirstOrThrow();
    await elsewhere((other) => other.updateTable('consignmentItems').set({ description: 'Changed elsewhere' }).where('consignmentId', '=', id).execute());
    expect((await view(conNumber)).freightList.map((item) => item.description)).toContain('Changed elsewhere');
  });

  it("is not another company's, kept or not", async () => {
    const conNumber = await bookConsignment(app, booker);
    await view(conNumber);
    const response = await call(app, 'GET', 'consignment', { token: coastal, query: { conNumber } });
    expect(response.statusCode).toBe(404);
  });
});

describe("the owner's tracking", () => {
  it('shows a scan on the next read, to the owner and to anyone', async () => {
    const conNumber = await bookConsignment(app, booker);
    const trackingId = await trackingIdOf(conNumber);
    expect((await track(trackingId, booker)).events.transit).toHaveLength(0);
    await elsewhere((other) =>
      other.insertInto('trackingEvents').values({ consignmentId: other.selectFrom('consignments').select('id').where('number', '=', conNumber), code: 20, at: 1, depot: 'MEL', recordedAt: 1 }).execute(),
    );
    expect((await track(trackingId, booker)).events.transit).toHaveLength(1);
    expect((await track(trackingId)).events.transit).toHaveLength(1);
  });

  it("keeps the full form for its owner only: another company's session gets the public form", async () => {
    const conNumber = await bookConsignment(app, booker);
    const trackingId = await trackingIdOf(conNumber);
    expect(await track(trackingId, booker)).toHaveProperty('sender');
    expect(await track(trackingId, coastal)).not.toHaveProperty('sender');
    expect(await track(trackingId, booker)).toHaveProperty('sender');
  });
});
