import type { NewStaffMember } from '../../modules/staff/service';

// The demo companies and sign-ins, in one place: the seed creates them, main.ts prints them,
// and the API and end-to-end tests sign in with them. Phone numbers are from the ranges the
// Australian regulator keeps for fiction; e-mail domains are reserved (.example).

export const DEMO_PASSWORD = 'Portal#2026';

export const ACME = 'Acme Hardware Pty Ltd';
export const COASTAL = 'Coastal Foods Pty Ltd';
export type DemoCompanyName = typeof ACME | typeof COASTAL;

/** Role ids (ugSEQ) of decision 0001. */
export const ROLE = { administrator: 1, bookingOfficer: 2, accounts: 3, readOnly: 4 } as const;

export interface DemoCompany {
  name: DemoCompanyName;
  /** 11 digits; valid by the ATO's rule (issue 26's back office shows and searches them). */
  abn: string;
  requirePo: boolean;
  forkliftPickup: boolean;
  forkliftDelivery: boolean;
  defaultInstructions: string;
  defaultExtraEmail: string;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    name: ACME,
    // The ATO's own example ABN.
    abn: '51824753556',
    requirePo: true,
    forkliftPickup: true,
    forkliftDelivery: false,
    defaultInstructions: 'Use the rear loading dock off Industrial Drive.',
    defaultExtraEmail: 'dispatch@acmehardware.example',
  },
  {
    name: COASTAL,
    // seedAbn(200_000_000): made up, valid by the rule.
    abn: '93200000000',
    requirePo: false,
    forkliftPickup: true,
    forkliftDelivery: true,
    defaultInstructions: 'Chilled goods: ring the bell at the cool room door.',
    defaultExtraEmail: 'logistics@coastalfoods.example',
  },
];

export interface DemoUser {
  username: string;
  name: string;
  email: string;
  phone: string;
  isAdmin: boolean;
  memberships: readonly { company: DemoCompanyName; role: number }[];
  /** One line for the start-up banner. */
  description: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    name: 'Alex Admin',
    email: 'admin@portal.example',
    phone: '(07) 5550 0101',
    isAdmin: true,
    memberships: [
      { company: ACME, role: ROLE.administrator },
      { company: COASTAL, role: ROLE.administrator },
    ],
    description: 'administrator of both companies (chooses one after signing in)',
  },
  {
    username: 'booker',
    name: 'Bella Booker',
    email: 'bella@acmehardware.example',
    phone: '(07) 5550 0102',
    isAdmin: false,
    memberships: [{ company: ACME, role: ROLE.bookingOfficer }],
    description: 'Acme, Booking Officer',
  },
  {
    username: 'viewer',
    name: 'Vince Viewer',
    email: 'vince@acmehardware.example',
    phone: '(07) 5550 0103',
    isAdmin: false,
    memberships: [{ company: ACME, role: ROLE.readOnly }],
    description: 'Acme, Read Only',
  },
  {
    username: 'accounts',
    name: 'Ava Accounts',
    email: 'accounts@acmehardware.example',
    phone: '(07) 5550 0104',
    isAdmin: false,
    memberships: [{ company: ACME, role: ROLE.accounts }],
    description: 'Acme, Accounts',
  },
  {
    username: 'cfmanager',
    name: 'Casey Manager',
    email: 'casey@coastalfoods.example',
    phone: '(07) 5550 0105',
    isAdmin: false,
    memberships: [{ company: COASTAL, role: ROLE.administrator }],
    description: 'Coastal, Administrator role without isAdmin (manages users, cannot change roles)',
  },
  {
    username: 'coastal',
    name: 'Cody Coastal',
    email: 'cody@coastalfoods.example',
    phone: '(07) 5550 0106',
    isAdmin: false,
    memberships: [{ company: COASTAL, role: ROLE.bookingOfficer }],
    description: 'Coastal, Booking Officer',
  },
  {
    username: 'cfaccounts',
    name: 'Chloe Accounts',
    email: 'chloe@coastalfoods.example',
    phone: '(07) 5550 0107',
    isAdmin: false,
    memberships: [{ company: COASTAL, role: ROLE.accounts }],
    description: 'Coastal, Accounts',
  },
];

/** The carrier's staff (issue 26): they sign in at #/carrier, not on the customers' card. */
export const DEMO_STAFF: readonly (NewStaffMember & { description: string })[] = [
  {
    username: 'carrier',
    name: 'Casey Carrier',
    email: 'backoffice@freightportal.example',
    role: 'Administrator',
    description: "the carrier's back office at #/carrier (an Administrator: sets up an authenticator app at first sign-in)",
  },
];

export function demoLoginLines(): string[] {
  const logins = [...DEMO_USERS, ...DEMO_STAFF];
  const width = Math.max(...logins.map((u) => u.username.length));
  return logins.map((u) => `  ${u.username.padEnd(width)}  ${DEMO_PASSWORD}  ${u.description}`);
}
