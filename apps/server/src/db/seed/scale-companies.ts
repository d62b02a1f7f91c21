import type { SuburbOption } from '@portal/domain/api/reference';
import { STANDARD_LIMIT_COLUMNS } from './seed';
import type { Db } from '../database';
import { toFlag } from '../schema';
import { savedAddresses } from '../../modules/reference/repo';
import { insertMembership, insertUser } from '../../modules/users/repo';
import { DEMO_CARDS, insertAddresses, insertCustomerCard, type DemoAddress } from './demo-booking';
import { seedAbn } from './abns';
import { ACME, COASTAL, ROLE } from './demo-users';
import type { Random } from './scale-random';

// The scale seed's customers (issue 12): companies with saved addresses and, for some, a rate
// card; users with memberships in every role; and for each company a book of receivers it ships
// to, in real suburbs served by a depot. Written as the demo seed writes its companies
// (seed.ts, demo-booking.ts) and as Users > Add writes users (modules/users/repo.ts).

/** A sender or receiver the company ships between; `key` is its saved address id, '' for the rest. */
export interface ScaleParty {
  key: string;
  fullName: string;
  business: string;
  phone: string;
  email: string;
  street: string;
  place: SuburbOption;
  depot: string;
}

export interface ScaleCompany {
  id: number;
  /** 1 to n: its users are scale-c{n}-u{m}. */
  n: number;
  /** Its share of the bookings, relative to the others'. */
  weight: number;
  /** The first few are saved addresses; the first of all is the default sender. */
  parties: ScaleParty[];
  /** Users who book (Administrator and Booking Officer roles). */
  bookers: number[];
  defaultOpen: string;
  defaultClose: string;
}

const SAVED_ADDRESSES = 6;
/** Company n's ABN is seedAbn of this plus n: 200 distinct valid ABNs for the back office's search. */
const SCALE_ABN_BASE = 100_000_000;
const RECEIVERS = 40;
const FIRST = ['Dana', 'Priya', 'Tom', 'Mia', 'Liam', 'Grace', 'Noah', 'Ella', 'Sam', 'Ava', 'Jack', 'Zoe', 'Ravi', 'Lena', 'Omar', 'Kate'];
const LAST = ['Whitlock', 'Natarajan', 'Barker', 'Costa', 'Reid', 'Lindqvist', 'Pereira', 'Morgan', 'Okafor', 'Nguyen', 'Singh', 'Walsh'];
const PLACES = ['Harbour', 'Summit', 'Riverside', 'Southern Cross', 'Eastern', 'Pacific', 'Outback', 'Bayside', 'Highland', 'Golden Wattle'];
const TRADES = ['Hardware', 'Foods', 'Timber', 'Electrical', 'Pharmacy', 'Plumbing Supplies', 'Wines', 'Auto Parts', 'Textiles', 'Office Supplies'];
const STREETS = ['Boundary Road', 'Industrial Drive', 'Export Drive', 'Station Street', 'Gateway Boulevard', 'Enterprise Avenue'];

/** Role of user m (from 1) of a company: one administrator, then booking officers, accounts and read only. */
export function scaleRole(m: number): number {
  const slot = (m - 1) % 10;
  if (slot === 0) return ROLE.administrator;
  if (slot <= 4) return ROLE.bookingOfficer;
  return slot <= 6 ? ROLE.accounts : ROLE.readOnly;
}

export const scaleUsername = (company: number, user: number) => `scale-c${company}-u${user}`;

function partyOf(random: Random, places: readonly SuburbOption[], company: string, i: number): ScaleParty {
  const place = random.pick(places);
  const fName = random.pick(FIRST);
  const sName = random.pick(LAST);
  const business = i < SAVED_ADDRESSES ? `${company} ${place.suburb}` : `${random.pick(PLACES)} ${random.pick(TRADES)} ${place.suburb}`;
  return {
    key: '',
    fullName: `${fName} ${sName}`,
    business,
    // Numbers from the ranges the Australian regulator keeps for fiction, as the demo's.
    phone: `(07) 5550 ${String(1000 + random.int(9000))}`,
    email: `${fName.toLowerCase()}.${sName.toLowerCase()}@customer${i}.example`,
    street: `${1 + random.int(300)} ${random.pick(STREETS)}`,
    place,
    depot: place.depots[0]!,
  };
}

const savedAddressOf = (p: ScaleParty): DemoAddress => {
  const [fName, sName] = p.fullName.split(' ') as [string, string];
  const { suburb, state, postCode } = p.place;
  return { fName, sName, name: p.business, phone: p.phone, emailAddress: p.email, addr1: p.street, suburb, state, postCode };
};

/** One company with its addresses, card and parties, in the caller's transaction. */
async function insertCompany(trx: Db, random: Random, n: number, places: readonly SuburbOption[], now: number): Promise<Omit<ScaleCompany, 'bookers'>> {
  const name = `${PLACES[(n - 1) % PLACES.length]} ${TRADES[Math.floor((n - 1) / PLACES.length) % TRADES.length]} ${n} Pty Ltd`;
  const { id, defaultOpen, defaultClose } = await trx
    .insertInto('companies')
    .values({
      name,
      abn: seedAbn(SCALE_ABN_BASE + n),
      createdAt: now,
      requirePo: toFlag(n % 4 === 0),
      forkliftPickup: toFlag(random.chance(0.5)),
      forkliftDelivery: toFlag(random.chance(0.3)),
      defaultInstructions: '',
      defaultExtraEmail: '',
      ...STANDARD_LIMIT_COLUMNS,
    })
    .returning(['id', 'defaultOpen', 'defaultClose'])
    .executeTakeFirstOrThrow();
  const parties = Array.from({ length: RECEIVERS }, (_, i) => partyOf(random, places, name.replace(/ Pty Ltd$/, ''), i));
  const saved = parties.slice(0, SAVED_ADDRESSES).map(savedAddressOf);
  await insertAddresses(trx, id, [{ ...saved[0]!, isDefaultSender: true }, ...saved.slice(1)]);
  const ids = new Map((await savedAddresses(trx, { companyId: id })).map((row) => [row.name, row.id]));
  for (const party of parties.slice(0, SAVED_ADDRESSES)) party.key = String(ids.get(party.business) ?? '');
  // A third have Acme's card, a third Coastal's, the rest only the General card.
  if (n % 3 !== 2) await insertCustomerCard(trx, id, DEMO_CARDS[n % 3 === 0 ? ACME : COASTAL], now);
  // Most ship a little; a few ship a lot (weights 1 to 8).
  const weight = n % 10 === 0 ? 8 : 1 + (n % 4);
  return { id, n, weight, parties, defaultOpen, defaultClose };
}

export interface CompanyOptions {
  companies: number;
  usersPerCompany: number;
  passwordHash: string;
  sessionTimeoutMs: number;
  now: number;
}

/** The companies and their users, in one transaction; served suburbs come from the tariff's list. */
export async function seedScaleCompanies(db: Db, random: Random, places: readonly SuburbOption[], options: CompanyOptions): Promise<ScaleCompany[]> {
  return db.transaction().execute(async (trx) => {
    const companies: ScaleCompany[] = [];
    for (let n = 1; n <= options.companies; n += 1) {
      const company = { ...(await insertCompany(trx, random, n, places, options.now)), bookers: [] as number[] };
      for (let m = 1; m <= options.usersPerCompany; m += 1) {
        const username = scaleUsername(n, m);
        const userId = await insertUser(trx, {
          username,
          name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
          email: `${username}@scale.example`,
          phone: '(07) 5550 0100',
          passwordHash: options.passwordHash,
          isAdmin: toFlag(false),
          timeoutMs: options.sessionTimeoutMs,
          createdAt: options.now,
        });
        const roleId = scaleRole(m);
        await insertMembership(trx, { userId, companyId: company.id, roleId, enabled: 1 });
        if (roleId === ROLE.administrator || roleId === ROLE.bookingOfficer) company.bookers.push(userId);
      }
      companies.push(company);
    }
    return companies;
  });
}
