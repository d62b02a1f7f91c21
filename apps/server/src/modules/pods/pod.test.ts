import { describe, expect, it } from 'vitest';
import type { Pod } from '@portal/domain/api/pod';
import { BOOKING_MESSAGES, documentNotFound } from '@portal/domain/booking-messages';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { bookConsignment, deliver } from '../../test/consignments';
import { buildRole, buildUser, companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { POD_MESSAGES } from '@portal/domain/consignment/pod-rules';

// GET pod (spec 02 section 2, /pod with a podNumber; section 6, POD view).

const { app, db } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });
const coastal = await login(app, 'coastal', { companyId: await companyIdByName(db, COASTAL) });
const getPod = (token: string, podNumber: string) => call(app, 'GET', 'pod', { token, query: { podNumber } });

describe('GET pod', () => {
  it('shows the delivery, who signed and the signature PNG', async () => {
    const conNumber = await bookConsignment(app, booker);
    await deliver(app, conNumber, 'Mia Costa');
    const pod = (await getPod(viewer, conNumber)).json<Pod>();
    expect(pod).toMatchObject({ podNumber: conNumber, conNumber, signedBy: 'Mia Costa', deliveredTown: 'Sydney', receiverCompany: 'Harbour Builders' });
    // On the delivering depot's clock (Sydney), named (decision 0042).
    expect(pod.deliveredLocal).toBe('2026-03-02 20:00 AEDT');
    const png = Buffer.from(pod.signature.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it("refuses another company's POD, a consignment without one, and users without POD view", async () => {
    const conNumber = await bookConsignment(app, booker);
    expect(errorOf(await getPod(viewer, conNumber))).toMatchObject({ status: 404, body: { error: POD_MESSAGES.none(conNumber) } });
    await deliver(app, conNumber);
    expect(errorOf(await getPod(coastal, conNumber))).toMatchObject({ status: 404, body: { error: documentNotFound(conNumber) } });
    const noPods = await buildUser(db, { companyId: acmeId, role: await buildRole(db, { Consignments: ['view'] }) });
    const token = await login(app, noPods.username, { password: noPods.password });
    expect(errorOf(await getPod(token, conNumber))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessViewPods } });
  });
});
