import { vi } from 'vitest';
import type { Db } from '../db/database';
import { TARIFF_LIFETIME_MS, tariffOf, type Tariff } from '../modules/reference/tariff';

// The tariff's one-minute reload (decision 0015) in a test: performance.now is moved on past the
// tariff's lifetime, as a minute passing would, and the test waits for the reloaded copy, as
// every instance would have it within the minute. Each call moves on further than the last,
// so a file may wait for several reloads.

let skew = 0;

export async function afterTariffReload(db: Db): Promise<Tariff> {
  const before = await tariffOf(db);
  const realNow = performance.now.bind(performance);
  skew += TARIFF_LIFETIME_MS + 1;
  const spy = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + skew);
  try {
    return await vi.waitFor(async () => {
      const tariff = await tariffOf(db);
      if (tariff === before) throw new Error('the tariff has not been read again yet');
      return tariff;
    });
  } finally {
    spy.mockRestore();
  }
}
