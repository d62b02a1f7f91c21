import type { Session, SessionUser } from '@portal/domain/api/session';
import type { Permissions } from '@portal/domain/permissions';
import { STANDARD_FREIGHT_LIMITS } from '@portal/domain/limits';
import { expect, vi } from 'vitest';
import { useSessionStore } from '../lib/session/session-store';
import { answerViolation, contractViolation } from './contract-check';
import { gazetteerAnswer } from './gazetteers';

export const ALL_PERMISSIONS: Permissions = {
  Quotations: { add: true, edit: true, view: true },
  Pickups: { add: true, edit: true, view: true },
  Consignments: { add: true, edit: true, view: true },
  QuotationFinancials: { view: true },
  POD: { view: true },
  Users: { add: true, edit: true, delete: true, view: true },
};

/** A signed-in session with a company; override any user field. */
export function buildSession(user: Partial<SessionUser> = {}): Session {
  return {
    user: {
      id: 1,
      name: 'Jo Citizen',
      username: 'jo',
      email: 'jo@example.com',
      company: { id: 10, name: 'Acme Hardware Pty Ltd' },
      companies: [{ id: 10, name: 'Acme Hardware Pty Ltd' }],
      isAdmin: true,
      permissions: ALL_PERMISSIONS,
      timeout: 1_200_000,
      token: 'token-1',
      lastActive: Date.now(),
      mustChangePassword: false,
      ...user,
    },
    options: {
      requirePO: false,
      forkliftPickup: false,
      forkliftDelivery: false,
      customerDefaults: { defaultOpen: '07:00', defaultClose: '17:00', defaultInstructions: '', defaultExtraEmail: '' },
      limits: STANDARD_FREIGHT_LIMITS,
      dimensionFactor: 1,
      contact: { contactUsUrl: 'https://example.com/contact', salesPhone: '', pickupsPhone: '', supportText: '' },
    },
  };
}

/** Puts a session in the store as a completed sign-in would. */
export function signInAs(session: Session = buildSession()): Session {
  useSessionStore.getState().setSession(session);
  useSessionStore.getState().setStatus('ready');
  return session;
}

/** A record list's answer fields for a list of one page (decision 0029): spread, then add the rows. */
export const ONE_PAGE = { since: Date.UTC(2026, 9, 21), next: null } as const;

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

/**
 * Replaces fetch with a mock answering `handler`; returns the mock to inspect calls. Every
 * request, and every answer the handler gives it, is checked against the call contract
 * (contract-check.ts): one that breaks it fails the test. A gazetteer a test's options answer
 * named (gazetteers.ts) is answered without the handler.
 */
export function mockFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    expect.soft(contractViolation(String(input), init)).toBeNull();
    const response = gazetteerAnswer(String(input), init) ?? (await handler(String(input), init));
    expect.soft(await answerViolation(String(input), init, response)).toBeNull();
    return response;
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
