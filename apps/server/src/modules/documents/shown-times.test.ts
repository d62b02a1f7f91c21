import { describe, expect, it } from 'vitest';
import type { ConsignmentsAnswer, ConsignmentView } from '@portal/domain/api/consignment';
import type { DocumentsAnswer } from '@portal/domain/api/documents';
import type { OutboxAnswer } from '@portal/domain/api/operations';
import type { Pod } from '@portal/domain/api/pod';
import type { TrackingInfo } from '@portal/domain/api/tracking';
import { ACME } from '../../db/seed/demo-users';
import { call, login } from '../../test/api';
import { bookConsignment, deliver, fetchDocument, ops } from '../../test/consignments';
import { companyIdByName } from '../../test/factories';
import { pdfText } from '../../test/pdf-tools';
import { createPickup } from '../../test/pickup-drafts';
import { testApp } from '../../test/test-app';

// One clock (decision 0042): every time the server writes or answers belongs to a place and is
// shown on that place's clock with the zone's name. The test clock starts at 2026-03-02 09:00 UTC:
// 19:00 AEST in Brisbane (the sender, Fortitude Valley), 20:00 AEDT in Sydney, 17:00 AWST in Perth.

const { app, db } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const booker = await login(app, 'booker', { companyId: acmeId });
const conNumber = await bookConsignment(app, booker);
// Delivered at the Perth depot: a place whose clock is neither the sender's nor the receiver's.
await ops(app, 'POST', 'events', { conNumber, code: 55, depot: 'PER' });
await deliver(app, conNumber, 'Mia Costa');

describe('times shown by the server', () => {
  it("prints the note's creation on the sender's clock, named", async () => {
    const { pdf } = await fetchDocument(app, booker, { docRN: conNumber, docType: 'CON' });
    expect(await pdfText(pdf.rawPayload)).toContain('Created 2026-03-02 19:00 AEST');
  });

  it("prints and answers the delivery on the delivering depot's clock, named", async () => {
    const { pdf } = await fetchDocument(app, booker, { docRN: conNumber, docType: 'POD' });
    expect(await pdfText(pdf.rawPayload)).toContain('Delivered: 2026-03-02 17:00 AWST');
    const pod = (await call(app, 'GET', 'pod', { token: booker, query: { podNumber: conNumber } })).json<Pod>();
    expect(pod).toMatchObject({ deliveredLocal: '2026-03-02 17:00 AWST', deliveredTown: 'Perth' });
  });

  it('answers with every list row and the view the zone its time is shown in', async () => {
    const zoneOf = async (docType: 'CON' | 'POD') =>
      (await call(app, 'GET', 'documents/list', { token: booker, query: { docType, conNumber } })).json<DocumentsAnswer>().documents[0]?.timeZone;
    expect(await zoneOf('POD')).toBe('Australia/Perth');
    expect(await zoneOf('CON')).toBe('Australia/Brisbane');
    const view = (await call(app, 'GET', 'consignment', { token: booker, query: { conNumber } })).json<ConsignmentView>();
    expect(view.timeZone).toBe('Australia/Brisbane');
    const list = (await call(app, 'GET', 'consignments', { token: booker, query: { search: conNumber } })).json<ConsignmentsAnswer>();
    expect(list.consignments[0]).toMatchObject({ conNumber, timeZone: 'Australia/Brisbane' });
  });

  it("names each tracking event's zone, at its depot", async () => {
    const trackingId = (await db.selectFrom('consignments').select('trackingId').where('number', '=', conNumber).executeTakeFirstOrThrow()).trackingId;
    const info = (await app.inject({ method: 'GET', url: '/api/track', query: { psTrackingID: trackingId } })).json<TrackingInfo>();
    expect(info.events.delivery.map((e) => [e.local, e.town])).toEqual([['2026-03-02 17:00 AWST', 'Perth']]);
    expect(info.estimatedDelivery).toBe('2026-03-02');
  });

  it("e-mails a pickup's ready time on the sender's clock, named", async () => {
    const { pickupNumber } = await createPickup(app, booker);
    await call(app, 'POST', 'pickups/convert', { token: booker, body: { pickupNumber, conNumber: '', ExtraEmail: 'dock@times.example' } });
    const { messages } = (await ops(app, 'GET', 'outbox?to=dock%40times.example')).json<OutboxAnswer>();
    expect(messages.at(-1)?.body).toMatch(/\(ready \d{4}-\d{2}-\d{2} \d{2}:\d{2} AEST, open/);
  });
});
