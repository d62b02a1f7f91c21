import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { CARRIER_AREA_PATH } from '../../lib/carrier-area-path';
import type { CarrierSection } from '../sections';

/** The link of a section under #/carrier/. */
export const sectionHref = (section: CarrierSection) => `${CARRIER_AREA_PATH}/${section.path}`;

/** The back office's navigation: Home, then the sections the staff member's role opens. */
export function StaffNav({ sections }: { sections: readonly CarrierSection[] }) {
  const { pathname } = useLocation();
  const entries = [{ label: 'Home', to: CARRIER_AREA_PATH }, ...sections.map((section) => ({ label: section.label, to: sectionHref(section) }))];
  const isCurrent = (to: string) => (to === CARRIER_AREA_PATH ? pathname === to : pathname === to || pathname.startsWith(`${to}/`));
  return (
    <Group component="nav" aria-label="Back office" gap="xs" wrap="wrap">
      {entries.map(({ label, to }) => (
        <Button key={to} component={Link} to={to} variant={isCurrent(to) ? 'light' : 'subtle'} aria-current={isCurrent(to) ? 'page' : undefined}>
          {label}
        </Button>
      ))}
    </Group>
  );
}
