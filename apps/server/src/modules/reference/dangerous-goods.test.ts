import { describe, expect, it } from 'vitest';
import type { DgDescriptionAnswer } from '@portal/domain/api/reference';
import { DG_MESSAGES } from '@portal/domain/dangerous-goods/dg-messages';
import { ACME } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { DG_LOOKUP_MESSAGES, technicalName } from './dangerous-goods';

const { app, db } = await testApp();
const token = await login(app, 'booker', { companyId: await companyIdByName(db, ACME) });

async function lookup(dgClass: string, code: string): Promise<DgDescriptionAnswer> {
  const response = await call(app, 'GET', 'dg/description', { token, query: { class: dgClass, code } });
  expect(response.statusCode).toBe(200);
  return response.json<DgDescriptionAnswer>();
}

describe('GET dg/description (spec 02 sections 4 and 7)', () => {
  it('answers the technical name of a class and UN code, the class as dgClass3 or 3', async () => {
    expect(await lookup('dgClass3', '1203')).toEqual({ description: 'Gasoline', result: { message: '' } });
    expect(await lookup('3', '1203')).toEqual({ description: 'Gasoline', result: { message: '' } });
  });

  it('reads class 4 as 4.1 and class 1 as any division of explosives', async () => {
    expect((await lookup('dgClass4', '1325')).description).toBe('Flammable solids, organic, n.o.s.');
    expect((await lookup('4.1', '1325')).description).toBe('Flammable solids, organic, n.o.s.');
    expect((await lookup('dgClass1', '0004')).description).toBe('Ammonium picrate');
  });

  it('picks the entry of the chosen class when a UN code has several', async () => {
    expect(await lookup('dgClass2.1', '1950')).toEqual({ description: 'Aerosols', result: { message: '' } });
    expect(await lookup('dgClass2.3', '1005')).toMatchObject({ result: { message: '' } });
  });

  it.each(['12a', '123', '12345', '3551', ''])('answers the spec message for the UN code %j', async (code) => {
    expect(await lookup('dgClass3', code)).toEqual({ description: '', result: { message: DG_MESSAGES.invalidUnCode } });
  });

  it('says so when the code is not on the list or not of the class', async () => {
    expect(await lookup('dgClass3', '0000')).toEqual({ description: '', result: { message: DG_LOOKUP_MESSAGES.unknownCode('0000') } });
    expect((await lookup('dgClass8', '1203')).result.message).toBe('UN 1203 is not a class 8 dangerous good.');
    expect((await lookup('N/A', '1203')).result.message).toBe(DG_LOOKUP_MESSAGES.unknownClass);
  });

  it('needs a session', async () => {
    const response = await call(app, 'GET', 'dg/description', { query: { class: '3', code: '1203' } });
    expect(errorOf(response).status).toBe(401);
  });
});

describe('technical names fit the 50-character field', () => {
  it('keeps the first of several names, else cuts at a word', () => {
    expect(technicalName('Cartridges for weapons, inert projectile or Cartridges, small arms')).toBe('Cartridges for weapons, inert projectile');
    const cut = technicalName('Environmentally hazardous substance, liquid, n.o.s.');
    expect(cut).toBe('Environmentally hazardous substance, liquid');
    expect(technicalName('Gasoline')).toBe('Gasoline');
  });
});
