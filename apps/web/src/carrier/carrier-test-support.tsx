import '../test/setup';
import { render } from '@testing-library/react';
import { STAFF_PERMISSION_NAMES, staffMay, type StaffPermission, type StaffRole } from '@portal/domain/carrier/staff-roles';
import type { StaffSession } from '@portal/domain/carrier/staff-session';
import { STAFF_SESSION_STORAGE_KEY } from '@portal/domain/constants';
import { createQueryClient } from '../lib/api/query-client';
import { Providers } from '../lib/providers';
import { CarrierArea } from './carrier-area';
import type { CarrierSection } from './sections';
import { useStaffSessionStore } from './session/staff-session-store';

/** A staff session past every sign-in step; `role` sets the permissions the server would send. */
export function buildStaffSession({ role = 'Administrator', ...overrides }: Partial<StaffSession> & { role?: StaffRole } = {}): StaffSession {
  return {
    token: 'staff_token-1',
    staff: { id: 7, username: 'carrier', name: 'Casey Carrier', email: 'casey@carrier.example', role },
    next: null,
    permissions: STAFF_PERMISSION_NAMES.filter((permission) => staffMay(role, permission)),
    timeoutMs: 1_200_000,
    lastActive: Date.now(),
    ...overrides,
  };
}

/** A tab that holds a staff session from an earlier page load, not yet checked. */
export function storeStaffSession(session: StaffSession = buildStaffSession()): StaffSession {
  sessionStorage.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(session));
  useStaffSessionStore.setState({ session, status: 'checking', logoutReason: null });
  return session;
}

/** Signed in and checked, as after a completed sign-in. */
export function signInStaff(session: StaffSession = buildStaffSession()): StaffSession {
  useStaffSessionStore.getState().setSession(session);
  useStaffSessionStore.getState().setStatus('ready');
  return session;
}

/** Screens that stand in for the sections other work builds, one per permission the issue names. */
export function sectionFixtures(): CarrierSection[] {
  const section = (label: string, path: string, permission: StaffPermission): CarrierSection => ({
    label,
    path,
    permission,
    screen: () => <p>{label} screen</p>,
  });
  return [
    section('Companies', 'companies', 'companies:read'),
    section('Depots', 'depots', 'depots:read'),
    section('Customer service', 'customer-service', 'consignments:find'),
    section('Audit trail', 'audit', 'audit:read'),
    section('Staff', 'staff', 'staff:manage'),
  ];
}

/** The back office at `hash`, inside the app's providers, as the session gate shows it. */
export function renderCarrierArea(hash = '#/carrier', sections?: readonly CarrierSection[]) {
  window.location.hash = hash;
  return render(
    <Providers env="test" queryClient={createQueryClient()}>
      <CarrierArea sections={sections} />
    </Providers>,
  );
}
