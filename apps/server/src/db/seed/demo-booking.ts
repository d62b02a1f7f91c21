import type { RateLane } from '@portal/domain/pricing/rate-lane';
import type { Db } from '../database';
import { insertVersion, laneOf, OPENING_DAY } from '../../modules/pricing/service';
import { ACME, COASTAL, type DemoCompanyName } from './demo-users';

// The demo companies' booking data (issue 3): saved addresses in real suburbs, a default sender,
// and customer rate cards that cover only some routes, so that the General card and its notice
// show up everywhere else. Names and street numbers are made up; suburbs are real.

export interface DemoAddress {
  fName: string;
  sName: string;
  name: string;
  phone: string;
  emailAddress: string;
  addr1: string;
  addr2?: string;
  suburb: string;
  state: string;
  postCode: string;
  /** The company's defaultSender. */
  isDefaultSender?: boolean;
}

export const DEMO_ADDRESSES: Record<DemoCompanyName, readonly DemoAddress[]> = {
  [ACME]: [
    {
      fName: 'Dana', sName: 'Whitlock', name: 'Acme Hardware Distribution Centre',
      phone: '(07) 5550 0111', emailAddress: 'dc@acmehardware.example',
      addr1: '58 Boundary Road', suburb: 'Rocklea', state: 'QLD', postCode: '4106', isDefaultSender: true,
    },
    {
      fName: 'Priya', sName: 'Natarajan', name: 'Acme Hardware Fortitude Valley',
      phone: '(07) 5550 0112', emailAddress: 'valley@acmehardware.example',
      addr1: '301 Wickham Street', suburb: 'Fortitude Valley', state: 'QLD', postCode: '4006',
    },
    {
      fName: 'Tom', sName: 'Barker', name: 'Acme Hardware Eagle Farm',
      phone: '(07) 5550 0113', emailAddress: 'eaglefarm@acmehardware.example',
      addr1: 'Unit 4', addr2: '120 Lavarack Avenue', suburb: 'Eagle Farm', state: 'QLD', postCode: '4009',
    },
    {
      fName: 'Mia', sName: 'Costa', name: 'Acme Hardware Alexandria',
      phone: '(02) 5550 0114', emailAddress: 'alexandria@acmehardware.example',
      addr1: '25 Euston Road', suburb: 'Alexandria', state: 'NSW', postCode: '2015',
    },
    {
      fName: 'Liam', sName: 'Reid', name: 'Acme Hardware Welshpool',
      phone: '(08) 5550 0115', emailAddress: 'welshpool@acmehardware.example',
      addr1: '14 Kewdale Road', suburb: 'Welshpool', state: 'WA', postCode: '6106',
    },
  ],
  [COASTAL]: [
    {
      fName: 'Grace', sName: 'Lindqvist', name: 'Coastal Foods Cold Store',
      phone: '(07) 5550 0121', emailAddress: 'coldstore@coastalfoods.example',
      addr1: '22 Export Drive', suburb: 'Molendinar', state: 'QLD', postCode: '4214', isDefaultSender: true,
    },
    {
      fName: 'Noah', sName: 'Pereira', name: 'Coastal Foods Kitchen',
      phone: '(07) 5550 0122', emailAddress: 'kitchen@coastalfoods.example',
      addr1: '14 Hutchinson Street', suburb: 'Burleigh Heads', state: 'QLD', postCode: '4220',
    },
    {
      fName: 'Ella', sName: 'Morgan', name: 'Coastal Foods Southport',
      phone: '(07) 5550 0123', emailAddress: 'southport@coastalfoods.example',
      addr1: '88 Scarborough Street', suburb: 'Southport', state: 'QLD', postCode: '4215',
    },
    {
      fName: 'Sam', sName: 'Okafor', name: 'Coastal Foods Sydney Markets',
      phone: '(02) 5550 0124', emailAddress: 'markets@coastalfoods.example',
      addr1: 'Building D', addr2: '250 Parramatta Road', suburb: 'Homebush West', state: 'NSW', postCode: '2140',
    },
  ],
};

interface CardRoute {
  from: string;
  to: string;
  types: readonly string[];
  /** Share of the General card's prices for the same pair and type. */
  factor: number;
  /** A contract special: non-default, so it wins over the card's default rate (spec 02 section 3). */
  special?: boolean;
}

const both = (a: string, b: string, types: readonly string[], factor: number): CardRoute[] => [
  { from: a, to: b, types, factor },
  { from: b, to: a, types, factor },
];

/** Acme ships hardware between Brisbane, Sydney and Melbourne; Coastal chilled food from the Gold Coast. */
export const DEMO_CARDS: Record<DemoCompanyName, readonly CardRoute[]> = {
  [ACME]: [
    ...both('BNE', 'SYD', ['General', 'Chiller', 'Pallets'], 0.88),
    ...both('BNE', 'MEL', ['General', 'Chiller'], 0.88),
    ...both('SYD', 'MEL', ['General', 'Chiller'], 0.9),
  ],
  [COASTAL]: [
    ...both('OOL', 'SYD', ['General', 'Chiller', 'Freezer'], 0.9),
    ...both('BNE', 'SYD', ['General', 'Chiller', 'Freezer'], 0.9),
    ...both('OOL', 'BNE', ['General', 'Chiller', 'Freezer'], 0.9),
    { from: 'OOL', to: 'OOL', types: ['General', 'Chiller', 'Freezer'], factor: 0.9 },
    { from: 'OOL', to: 'SYD', types: ['Chiller'], factor: 0.8, special: true },
  ],
};

const cents = (n: number) => Math.round(n * 100) / 100;

/** The company's card: the General card's lanes of its routes, scaled, as a version in force since OPENING_DAY. */
export async function insertCustomerCard(db: Db, companyId: number, routes: readonly CardRoute[], now: number): Promise<void> {
  const general = (
    await db
      .selectFrom('rateLanes')
      .innerJoin('rateCardVersions', 'rateCardVersions.id', 'rateLanes.versionId')
      .selectAll('rateLanes')
      .where('rateCardVersions.companyId', 'is', null)
      .where('rateCardVersions.effectiveFrom', '=', OPENING_DAY)
      .execute()
  ).map(laneOf);
  const lanes: RateLane[] = [];
  for (const route of routes) {
    for (const type of route.types) {
      const base = general.find((r) => r.depotFrom === route.from && r.depotTo === route.to && r.freightType === type);
      if (!base) throw new Error(`No General rate ${route.from}-${route.to} ${type}`);
      lanes.push({
        ...base,
        isDefault: !route.special,
        basicCharge: cents(base.basicCharge * route.factor),
        ratePerKg: Math.round(base.ratePerKg * route.factor * 10_000) / 10_000,
        minimumCharge: cents(base.minimumCharge * route.factor),
      });
    }
  }
  if (lanes.length === 0) return;
  const opening = { effectiveFrom: OPENING_DAY, scheduledAt: now, createdAt: now, createdBy: null };
  await insertVersion(db, { companyId, label: 'Opening tariff', source: 'The demo seed', charges: null, ...opening }, lanes, new Map());
}

/** Saved addresses, and the one marked as the company's default sender. */
export async function insertAddresses(db: Db, companyId: number, addresses: readonly DemoAddress[]): Promise<void> {
  for (const { isDefaultSender, addr2, ...address } of addresses) {
    const { id } = await db
      .insertInto('savedAddresses')
      .values({ companyId, ...address, addr2: addr2 ?? '', addr3: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (isDefaultSender) await db.updateTable('companies').set({ defaultSenderId: id }).where('id', '=', companyId).execute();
  }
}
