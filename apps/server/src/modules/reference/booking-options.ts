import { createHash } from 'node:crypto';
import type { BookingCustomerDefaults, SavedAddress } from '@portal/domain/api/reference';
import type { FreightLimits } from '@portal/domain/api/session';
import type { Db } from '../../db/database';
import { isSet } from '../../db/schema';
import { freightLimitsOf } from '../auth/service';
import type { RevalidatedAnswer } from '../../http/cacheable-answer';
import { gazetteerOf } from './gazetteer';
import { bookingCompany, savedAddresses, type BookingCompanyRow, type SavedAddressRow } from './repo';
import { suburbKey, suburbsFor, suburbValue, type SuburbIndex } from './suburbs';
import { TARIFF_LIFETIME_MS, tariffOf, type Tariff } from './tariff';

// The options answer of GET quoteNew, pickups/new, quoteConvert, dropfreight and
// directdropfreight/new: BookingOptions of spec 02 section 3 for the caller's company. It carries
// only what is the company's, and names the gazetteer (suburbs, depots, the General card) that is
// everyone's by its hash (decision 0028): a few kilobytes, so a revalidation and a first answer
// cost the same two small queries.

/** What the company-specific checks and the answer need; shared by the calls of a minute, never changed. */
export interface CompanyBookingOptions {
  tariff: Tariff;
  suburbs: SuburbIndex;
  company: BookingCompanyRow;
  requirePO: boolean;
  forkliftPickup: boolean;
  forkliftDelivery: boolean;
  limits: FreightLimits;
  dimensionFactor: number;
  fuelLevyPercent: number;
}

interface CompanyEntry {
  row: Promise<BookingCompanyRow | undefined>;
  loadedAt: number;
  /** The context last built from this row, and the day's tariff it was built with. */
  ctx?: { tariff: Tariff; value: CompanyBookingOptions };
}
const companies = new WeakMap<Db, Map<number, CompanyEntry>>();

/**
 * The company's booking options under the tariff's rule (decision 0015): each process reads a
 * company's row at most once a minute, so POST quoteNew costs no query of its own before its
 * inserts. Staff change them in the back office (issue 26): the process that saved the change
 * reads the row afresh at once (forgetCompanyOptions), every other within the minute.
 */
function companyEntry(db: Db, companyId: number): CompanyEntry {
  let byId = companies.get(db);
  if (!byId) {
    byId = new Map();
    companies.set(db, byId);
  }
  const now = performance.now();
  let entry = byId.get(companyId);
  if (!entry || now - entry.loadedAt > TARIFF_LIFETIME_MS) {
    const fresh: CompanyEntry = { row: bookingCompany(db, { companyId }).then(([row]) => row), loadedAt: now };
    // A failed read is not kept: the next call reads again.
    fresh.row.catch(() => byId.get(companyId) === fresh && byId.delete(companyId));
    byId.set(companyId, fresh);
    entry = fresh;
  }
  return entry;
}

/** After staff saved the company: this process's next booking call reads its row again. */
export function forgetCompanyOptions(db: Db, companyId: number): void {
  companies.get(db)?.delete(companyId);
}

export async function companyBookingOptions(db: Db, companyId: number, now: number): Promise<CompanyBookingOptions> {
  const entry = companyEntry(db, companyId);
  const [tariff, company] = await Promise.all([tariffOf(db, now), entry.row]);
  if (!company) throw new Error(`Company ${companyId} not found`);
  if (entry.ctx && entry.ctx.tariff === tariff) return entry.ctx.value;
  const value: CompanyBookingOptions = {
    tariff,
    suburbs: suburbsFor(tariff.depots, tariff.routedDepots),
    company,
    requirePO: isSet(company.requirePo),
    forkliftPickup: isSet(company.forkliftPickup),
    forkliftDelivery: isSet(company.forkliftDelivery),
    limits: freightLimitsOf(company),
    dimensionFactor: company.dimensionFactor,
    fuelLevyPercent: tariff.levy.percent,
  };
  entry.ctx = { tariff, value };
  return value;
}

/** A saved address as the Details step shows it: its depot is its suburb's nearest. */
export function savedAddressOf(row: SavedAddressRow, suburbs: SuburbIndex): SavedAddress {
  const value = suburbValue(row);
  return {
    id: row.id,
    fName: row.fName,
    sName: row.sName,
    name: row.name,
    phone: row.phone,
    emailAddress: row.emailAddress,
    addr1: row.addr1,
    addr2: row.addr2,
    addr3: row.addr3,
    suburb: row.suburb,
    state: row.state,
    postCode: row.postCode,
    depot: suburbs.find(value)?.depots[0] ?? '',
    cityState: suburbKey(value),
  };
}

/** The company's saved addresses, as the Details step shows them. */
export async function companyAddresses(db: Db, companyId: number, now: number): Promise<SavedAddress[]> {
  const [{ suburbs }, rows] = await Promise.all([companyBookingOptions(db, companyId, now), savedAddresses(db, { companyId })]);
  return rows.map((row) => savedAddressOf(row, suburbs));
}

function customerDefaults(company: BookingCompanyRow, addresses: readonly SavedAddress[]): BookingCustomerDefaults {
  const sender = addresses.find((a) => a.id === company.defaultSenderId);
  return {
    defaultOpen: company.defaultOpen,
    defaultClose: company.defaultClose,
    defaultInstructions: company.defaultInstructions,
    defaultExtraEmail: company.defaultExtraEmail,
    defaultSender: sender ? { id: sender.id, suburb: sender.suburb, state: sender.state, postCode: sender.postCode } : null,
  };
}

/** BookingOptionsAnswer's JSON and a hash of it for its ETag. */
export type OptionsAnswer = RevalidatedAnswer;

export async function bookingOptionsAnswer(db: Db, companyId: number, now: number): Promise<OptionsAnswer> {
  const [ctx, rows] = await Promise.all([companyBookingOptions(db, companyId, now), savedAddresses(db, { companyId })]);
  const { tariff, suburbs } = ctx;
  const addresses = rows.map((row) => savedAddressOf(row, suburbs));
  // BookingOptionsAnswer's fields; the company's own rate options are serialised once per tariff.
  const rest = JSON.stringify({
    freightTypes: tariff.freightTypes,
    addresses,
    requirePO: ctx.requirePO,
    forkliftPickup: ctx.forkliftPickup,
    forkliftDelivery: ctx.forkliftDelivery,
    customerDefaults: customerDefaults(ctx.company, addresses),
    limits: ctx.limits,
    dimensionFactor: ctx.dimensionFactor,
    fuelLevyPercent: ctx.fuelLevyPercent,
  });
  const json = `{"gazetteer":"${gazetteerOf(tariff).hash}","rates":${tariff.customerRatesJson(companyId) || '[]'},${rest.slice(1)}`;
  return { etag: createHash('sha256').update(json).digest('base64url').slice(0, 27), json };
}
