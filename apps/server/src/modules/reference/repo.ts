import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';

// Reference data and the booking options of a company. Tariff tables are read whole (they are
// small and cached, tariff.ts); every customer query takes the company id. The depots are the
// depots module's (issue 26) and the rate card versions the pricing module's (issue 27).

export const allFreightTypes = (db: Db) => db.selectFrom('freightTypes').selectAll().orderBy('position').execute();

export const allPpiEntries = (db: Db) => db.selectFrom('ppiEntries').selectAll().orderBy('freightType').orderBy('position').execute();

export const allFuelLevies = (db: Db) => db.selectFrom('fuelLevies').selectAll().orderBy('month').execute();

/** What the booking calls need of the caller's company; precompiled, it runs on every quote. */
export const bookingCompany = precompiled((db, p: { companyId: number }) =>
  db
    .selectFrom('companies')
    .select([
      'id',
      // The Accounts step's refusal names the company (spec 02 section 5).
      'name',
      'requirePo',
      'forkliftPickup',
      'forkliftDelivery',
      'dimensionFactor',
      'defaultOpen',
      'defaultClose',
      'defaultInstructions',
      'defaultExtraEmail',
      'defaultSenderId',
      'limitWeight',
      'limitVolume',
      'limitLength',
      'limitWidth',
      'limitHeight',
      'limitItems',
    ])
    .where('id', '=', p.companyId),
);
export type BookingCompanyRow = Awaited<ReturnType<typeof bookingCompany>>[number];

export const savedAddresses = precompiled((db, p: { companyId: number }) =>
  db.selectFrom('savedAddresses').selectAll().where('companyId', '=', p.companyId).orderBy('name').orderBy('id'),
);
export type SavedAddressRow = Awaited<ReturnType<typeof savedAddresses>>[number];
