import type { StaffPermission } from '@portal/domain/carrier/staff-roles';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { HeaderShell } from '../../lib/headers/header-shell';
import { Page } from '../../lib/page';
import { openSections, type CarrierSection } from '../sections';
import { useStaffSessionStore } from '../session/staff-session-store';
import { StaffNav } from './staff-nav';
import { StaffSummary } from './staff-summary';

const NO_PERMISSIONS: readonly StaffPermission[] = [];

/** The back office once signed in: the portal's header frame with the staff member and the navigation, then the routed section. */
export function StaffShell({ sections }: { sections: readonly CarrierSection[] }) {
  const permissions = useStaffSessionStore((s) => s.session?.permissions ?? NO_PERMISSIONS);
  const header = (
    <HeaderShell summary={<StaffSummary />}>
      <StaffNav sections={openSections(sections, permissions)} />
    </HeaderShell>
  );
  return (
    <Page header={header}>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </Page>
  );
}
