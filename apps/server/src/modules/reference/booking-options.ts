import { createHash } from 'node:crypto';
import type { BookingCustomerDefaults, SavedAddress } from '@portal/domain/api/reference';
import type { FreightLimits } from '@portal/domain/api/session';
import { fuelLevyFor, levyMonth } from '@portal/domain/pricing/quote-terms';
import type { Db } from '../../db/database';
import { isSet } from '../../db/schema';
import { freightLimitsOf } from '../auth/session-answer';
import { bookingCompany, savedAddresses, type BookingCompanyRow, type SavedAddressRow } from './repo';
import { suburbKey, suburbsFor, suburbValue, type SuburbIndex } from './suburbs';
import { TARIFF_LIFETIME_MS, tariffOf, type Tariff } from './tariff';

// The options answer of GET quoteNew (and later GET pickups/new, GET quoteConvert): BookingOptions
// of spec 02 section 3 for the caller's company. Most of its 2.5 MB is the suburb list, the same
// for everyone; the answer is put together from pieces serialised once (decision 0016), and its
// ETag is known before any of it is, so a revalidation costs two small queries.

/** What the company-specific checks and the answer need; shared by the calls of a minute, never changed. */
export interface BookingContext {
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
  /** The context last built from this row, and the tariff and levy month it was built with. */
  ctx?: { tariff: Tariff; month: string; value: BookingContext };
}
const companies = new WeakMap<Db, Map<number, CompanyEntry>>();

/**
 * The company's booking options under the tariff's rule (decision 0015): no API edits them (the
 * carrier sets them in the database, like the tariff), so each process reads a company's row at
 * most once a minute. POST quoteNew then costs no query of its own before its inserts.
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

export async function bookingContext(db: Db, companyId: number, now: number): Promise<BookingContext> {
  const entry = companyEntry(db, companyId);
  const [tariff, company] = await Promise.all([tariffOf(db), entry.row]);
  if (!company) throw new Error(`Company ${companyId} not found`);
  const month = levyMonth(now);
  if (entry.ctx && entry.ctx.tariff === tariff && entry.ctx.month === month) return entry.ctx.value;
  const value: BookingContext = {
    tariff,
    suburbs: suburbsFor(tariff.depots, tariff.routedDepots),
    company,
    requirePO: isSet(company.requirePo),
    forkliftPickup: isSet(company.forkliftPickup),
    forkliftDelivery: isSet(company.forkliftDelivery),
    limits: freightLimitsOf(company),
    dimensionFactor: company.dimensionFactor,
    fuelLevyPercent: fuelLevyFor(tariff.fuelLevies, month),
  };
  entry.ctx = { tariff, month, value };
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

/** Two JSON arrays as one, either possibly empty. */
function joinArrays(first: string, second: string): string {
  if (first === '' || first === '[]') return second;
  if (second === '[]') return first;
  return `${first.slice(0, -1)},${second.slice(1)}`;
}

export interface OptionsAnswer {
  /** A content hash of the answer's JSON, without quotes. */
  etag: string;
  /** The answer's JSON (BookingOptions), put together on demand. */
  json: () => string;
}

export async function bookingOptionsAnswer(db: Db, companyId: number, now: number): Promise<OptionsAnswer> {
  const [ctx, rows] = await Promise.all([bookingContext(db, companyId, now), savedAddresses(db, { companyId })]);
  const { tariff, suburbs } = ctx;
  const addresses = rows.map((row) => savedAddressOf(row, suburbs));
  // Everything but the suburbs, depots and rates, in BookingOptions' field names.
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
  const customerRates = tariff.customerRatesJson(companyId);
  const etag = createHash('sha256')
    .update(`${suburbs.hash}|${tariff.shared.hash}|${customerRates}|${rest}`)
    .digest('base64url')
    .slice(0, 27);
  const json = () =>
    `{"suburbs":${suburbs.json},"depots":${tariff.shared.depotsJson},` +
    `"rates":${joinArrays(customerRates, tariff.shared.generalRatesJson)},${rest.slice(1)}`;
  return { etag, json };
}
