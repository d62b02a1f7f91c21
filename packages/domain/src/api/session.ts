import type { Permissions } from '../permissions';

// The session answer of POST and PUT login and the keep-alive answer of GET login (spec 01
// sections 3 and 7), shared by the server that builds them and the browser that stores them.

export interface CompanyRef {
  id: number;
  name: string;
}

export interface SessionUser {
  id: number;
  name: string;
  username: string;
  email: string;
  /** Null until the user has chosen one of `companies`. */
  company: CompanyRef | null;
  companies: CompanyRef[];
  isAdmin: boolean;
  /** Keyed by group name without spaces; empty until a company is chosen. */
  permissions: Permissions;
  /** Idle timeout of this user in milliseconds. */
  timeout: number;
  token: string;
  /** Server time of the last call, epoch milliseconds. */
  lastActive: number;
  /** Signed in with a temporary password: the New Password form comes first. */
  mustChangePassword: boolean;
}

export interface CustomerDefaults {
  defaultOpen: string;
  defaultClose: string;
  defaultInstructions: string;
  defaultExtraEmail: string;
}

export interface FreightLimits {
  weight: number;
  volume: number;
  length: number;
  width: number;
  height: number;
  items: number;
}

/** Options delivered at sign-in; empty until a company is chosen. */
export interface SessionOptions {
  requirePO: boolean;
  forkliftPickup: boolean;
  forkliftDelivery: boolean;
  customerDefaults: CustomerDefaults;
  limits: FreightLimits;
  /** 1 when dimensions are entered in metres, 100 in centimetres. */
  dimensionFactor: number;
  contact: ContactDetails;
}

export interface ContactDetails {
  contactUsUrl: string;
  salesPhone: string;
  pickupsPhone: string;
  supportText: string;
}

export interface Session {
  user: SessionUser;
  options: SessionOptions | null;
}

/**
 * Answer of GET login, the keep-alive and start-up revalidation: the user only. The options are
 * delivered at sign-in (spec 01 section 3); the browser keeps the ones it stored (decision 0005).
 */
export interface KeepAliveAnswer {
  user: SessionUser;
}

/** Answer of the save calls (spec 01 section 7). */
export interface SaveAnswer {
  success: boolean;
  message: string;
}

/** Body of every non-2xx answer; the same text is in the X-Error header. */
export interface ErrorAnswer {
  error: string;
  /** Every validation message when there are several. */
  errors?: string[];
}
