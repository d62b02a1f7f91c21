import { describe, expect, it } from 'vitest';
import type { PpiAnswer } from '@portal/domain/api/reference';
import { ACME } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';

const { app, db } = await testApp();
const token = await login(app, 'booker', { companyId: await companyIdByName(db, ACME) });

describe('POST options/ppi (spec 02 sections 4 and 7)', () => {
  it('answers the price per item list of a ppiOnly freight type, without prices', async () => {
    const response = await call(app, 'POST', 'options/ppi', { token, body: { rate: 'Pallets' } });
    expect(response.statusCode).toBe(200);
    const { ppi } = response.json<PpiAnswer>();
    expect(ppi.map((e) => e.name)).toEqual(['Standard pallet (1.2 x 1.2 m)', 'Half pallet (1.2 x 0.8 m)', 'Oversize pallet (up to 2.4 x 1.2 m)']);
    expect(Object.keys(ppi[0]!).sort()).toEqual(['id', 'name']);
  });

  it.each(['General', 'Nonsense', ''])('refuses %j, which is not priced per item', async (rate) => {
    const error = errorOf(await call(app, 'POST', 'options/ppi', { token, body: { rate } }));
    expect(error.status).toBe(400);
    expect(error.body.error).toMatch(/is not priced per item\.$/);
  });

  it('needs a session', async () => {
    expect(errorOf(await call(app, 'POST', 'options/ppi', { body: { rate: 'Pallets' } })).status).toBe(401);
  });
});
