import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../prepare';
import { testApp } from '../../test/test-app';
import { DEMO_USERS } from './demo-users';

const { db, config } = await testApp();

describe('demo seed', () => {
  it('seeds the demo companies, users and memberships once', async () => {
    const users = await db.selectFrom('users').select('username').execute();
    expect(users.map((u) => u.username).sort()).toEqual(DEMO_USERS.map((u) => u.username).sort());
    const memberships = await db.selectFrom('memberships').select('userId').execute();
    expect(memberships).toHaveLength(DEMO_USERS.reduce((n, u) => n + u.memberships.length, 0));
  });

  it('leaves a database with data alone, so a restart keeps changes', async () => {
    await db.updateTable('users').set({ name: 'Renamed' }).where('username', '=', 'booker').execute();
    expect(await prepareDatabase(db, config)).toBe(false);
    const booker = await db.selectFrom('users').select('name').where('username', '=', 'booker').executeTakeFirstOrThrow();
    expect(booker.name).toBe('Renamed');
    expect(await db.selectFrom('companies').select('id').execute()).toHaveLength(2);
  });

  it('seeds the demo booking data: customer cards on some routes, addresses, default senders', async () => {
    const cards = await db
      .selectFrom('rateLanes')
      .innerJoin('rateCardVersions', 'rateCardVersions.id', 'rateLanes.versionId')
      .select(['companyId', 'depotFrom', 'depotTo'])
      .where('companyId', 'is not', null)
      .execute();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.some((r) => r.depotFrom === 'BNE' && r.depotTo === 'PER')).toBe(false);
    const companies = await db.selectFrom('companies').select(['id', 'defaultSenderId']).execute();
    for (const company of companies) {
      const address = await db.selectFrom('savedAddresses').select('companyId').where('id', '=', company.defaultSenderId!).executeTakeFirstOrThrow();
      expect(address.companyId).toBe(company.id);
    }
  });

  it("seeds this year's and next year's fuel levies, also into a database that has none", async () => {
    expect(await db.selectFrom('fuelLevies').select('month').execute()).toHaveLength(24);
    await db.deleteFrom('fuelLevies').execute();
    await prepareDatabase(db, config);
    const months = (await db.selectFrom('fuelLevies').select('month').orderBy('month').execute()).map((r) => r.month);
    expect(months[0]).toBe('2026-01');
    expect(months.at(-1)).toBe('2027-12');
  });

  it('answers timestamps as numbers on both engines', async () => {
    const user = await db.selectFrom('users').select(['createdAt', 'timeoutMs']).executeTakeFirstOrThrow();
    expect(typeof user.createdAt).toBe('number');
    expect(user.createdAt).toBe(config.now());
  });

  it('keeps usernames unique whatever their case', async () => {
    await expect(
      db.insertInto('users').values({ username: 'BOOKER', name: 'x', email: 'x@x.example', passwordHash: null, isAdmin: 0, timeoutMs: 1, createdAt: 0 }).execute(),
    ).rejects.toThrow();
  });
});
