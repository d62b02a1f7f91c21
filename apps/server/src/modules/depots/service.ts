import type { SaveAnswer } from '@portal/domain/api/session';
import { DEPOT_CALL_MESSAGES as M, type DepotSaveAnswer, type DepotsAnswer } from '@portal/domain/carrier/depot-calls';
import { DEPOT_FORM_MESSAGES, depotFormErrors, normaliseDepotForm, type DepotForm, type DepotRecord } from '@portal/domain/carrier/depot-form';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { depotColumns, networkDepotOf, type NetworkDepot } from './depot-rows';
import { deleteDepot, depotRows, depotsInUse, findDepotRow, insertDepot, updateDepot } from './repo';

// The carrier's depots in the back office (issue 26, decision 0055): listed with whether they are
// in use, added, edited (never their code: rates and bookings name a depot by it) and deleted
// while nothing uses them. Nothing here tells the tariff: every instance reads the depots again
// within a minute (reference/tariff.ts), and the gazetteer it builds then has a new hash.

/** Every depot as the network reads it, by code. */
export async function networkDepots(db: Db): Promise<NetworkDepot[]> {
  return (await depotRows(db)).map(networkDepotOf);
}

/** The form checked as the browser checks it, normalised; every field's sentence as a 400 otherwise. */
function checkedForm(form: DepotForm): DepotForm {
  const errors = depotFormErrors(form);
  const messages = Object.values(errors);
  if (messages.length > 0) throw badRequest(...messages);
  return normaliseDepotForm(form);
}

export function createDepotsService({ db, config }: Deps) {
  async function recordOf(code: string): Promise<DepotRecord> {
    const row = await findDepotRow(db, code);
    if (!row) throw notFound(M.noDepot(code));
    const used = await depotsInUse(db, config.now(), [code]);
    return { ...networkDepotOf(row), inUse: used.has(code) };
  }

  return {
    async list(): Promise<DepotsAnswer> {
      const rows = await depotRows(db);
      const used = await depotsInUse(db, config.now(), rows.map((row) => row.code));
      return { depots: rows.map((row) => ({ ...networkDepotOf(row), inUse: used.has(row.code) })) };
    },

    async add(form: DepotForm): Promise<DepotSaveAnswer> {
      const depot = checkedForm(form);
      if (!(await insertDepot(db, { code: depot.code, ...depotColumns(depot) }))) throw conflict(DEPOT_FORM_MESSAGES.codeTaken(depot.code));
      return { success: true, message: M.added(depot.code), depot: await recordOf(depot.code) };
    },

    async edit(code: string, form: DepotForm): Promise<DepotSaveAnswer> {
      if (!(await findDepotRow(db, code))) throw notFound(M.noDepot(code));
      if (form.code !== code) throw badRequest(M.codeFixed(code));
      const depot = checkedForm(form);
      if (!(await updateDepot(db, code, depotColumns(depot)))) throw notFound(M.noDepot(code));
      return { success: true, message: M.saved(code), depot: await recordOf(code) };
    },

    async remove(code: string): Promise<SaveAnswer> {
      await db.transaction().execute(async (trx) => {
        if (!(await findDepotRow(trx, code))) throw notFound(M.noDepot(code));
        if ((await depotsInUse(trx, config.now(), [code])).has(code)) throw conflict(M.inUse(code));
        await deleteDepot(trx, code);
      });
      return { success: true, message: M.deleted(code) };
    },
  };
}

// What other modules use of depots: the network as the tariff reads it (reference/tariff.ts).
export type { NetworkDepot } from './depot-rows';
