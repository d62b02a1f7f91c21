import type { StaffPermission } from '@portal/domain/carrier/staff-roles';
import { lazy, type ComponentType } from 'react';

/** A section of the back office: one entry of its navigation and one route under #/carrier/. */
export interface CarrierSection {
  label: string;
  /** Under #/carrier/, e.g. 'companies'. */
  path: string;
  /** What the role must hold (staff-roles.ts) to see the entry and open the screen. */
  permission: StaffPermission;
  /**
   * The section's screen: a React.lazy chunk of its own, so the area's first screen stays small.
   * It is routed at `${path}/*`: pages of its own (a company's page) are its <Routes>.
   */
  screen: ComponentType;
}

/**
 * The sections built so far, in the navigation's order. Each is appended here when its screens
 * are written (issue 26): Companies (companies:read), Connote books and Depots (depots:read),
 * Customer service (consignments:find), Audit trail (audit:read), Staff (staff:manage); the
 * pricing desk (issue 27) after them. A section not built is not listed: no entry leads nowhere.
 */
export const CARRIER_SECTIONS: readonly CarrierSection[] = [
  {
    label: 'Companies',
    path: 'companies',
    permission: 'companies:read',
    screen: lazy(() => import('./companies/companies-section').then((m) => ({ default: m.CompaniesSection }))),
  },
  {
    label: 'Connote books',
    path: 'connote-books',
    permission: 'companies:read',
    screen: lazy(() => import('./connote-books/connote-books-screen').then((m) => ({ default: m.ConnoteBooksScreen }))),
  },
  { label: 'Depots', path: 'depots', permission: 'depots:read', screen: lazy(() => import('./depots/depots-screen').then((m) => ({ default: m.DepotsScreen }))) },
  {
    label: 'Customer service',
    path: 'customer-service',
    permission: 'consignments:find',
    screen: lazy(() => import('./customer-service/customer-service-screen').then((m) => ({ default: m.CustomerServiceScreen }))),
  },
  {
    label: 'Audit trail',
    path: 'audit',
    permission: 'audit:read',
    screen: lazy(() => import('./audit/staff-audit-screen').then((m) => ({ default: m.StaffAuditScreen }))),
  },
  { label: 'Staff', path: 'staff', permission: 'staff:manage', screen: lazy(() => import('./staff/staff-screen').then((m) => ({ default: m.StaffScreen }))) },
  {
    label: 'Pricing',
    path: 'pricing',
    permission: 'pricing:read',
    screen: lazy(() => import('./pricing/pricing-section').then((m) => ({ default: m.PricingSection }))),
  },
];

/** The sections a session's permissions open; the server checks every call again. */
export function openSections(sections: readonly CarrierSection[], permissions: readonly StaffPermission[]): CarrierSection[] {
  return sections.filter((section) => permissions.includes(section.permission));
}
