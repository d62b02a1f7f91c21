import type { DepotForm } from '@portal/domain/carrier/depot-form';
import { isSet } from '../../db/schema';
import type { DepotRow } from './repo';

// A depot row and the back office's form, each way: flags are 0/1 in the table (decision 0003).

/** A depot as the network knows it: where it is, what it serves and runs, when its receivals close. */
export type NetworkDepot = DepotForm;

export function networkDepotOf(row: DepotRow): NetworkDepot {
  return {
    code: row.code,
    city: row.city,
    state: row.state,
    lat: row.lat,
    lng: row.lng,
    serviceRadiusKm: row.serviceRadiusKm,
    generalReceivalCutOff: row.generalReceivalCutOff,
    chilledReceivalCutOff: row.chilledReceivalCutOff,
    pickupsRun: isSet(row.pickupsRun),
    deliveriesRun: isSet(row.deliveriesRun),
    closed: isSet(row.closed),
  };
}

const flag = (value: boolean) => (value ? 1 : 0);

/** The columns of a checked, normalised form; the code is the caller's to add (an edit keeps it). */
export function depotColumns(form: DepotForm) {
  return {
    city: form.city,
    state: form.state,
    lat: form.lat,
    lng: form.lng,
    serviceRadiusKm: form.serviceRadiusKm,
    generalReceivalCutOff: form.generalReceivalCutOff,
    chilledReceivalCutOff: form.chilledReceivalCutOff,
    pickupsRun: flag(form.pickupsRun),
    deliveriesRun: flag(form.deliveriesRun),
    closed: flag(form.closed),
  };
}
