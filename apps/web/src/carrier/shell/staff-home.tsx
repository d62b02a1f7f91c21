import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { openSections, type CarrierSection } from '../sections';
import { useStaffSessionStore } from '../session/staff-session-store';
import { sectionHref } from './staff-nav';

/** The back office's first screen: a greeting, and the sections the staff member's role opens. */
export function StaffHome({ sections }: { sections: readonly CarrierSection[] }) {
  const session = useStaffSessionStore((s) => s.session);
  const staff = session?.staff;
  const open = openSections(sections, session?.permissions ?? []);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Welcome, {staff?.name}
      </Title>
      <Text>You are signed in to the carrier&apos;s back office as {staff?.role}.</Text>
      {open.length === 0 ? (
        <Text>No section of the back office is open to your role yet.</Text>
      ) : (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Your sections
          </Title>
          <List>
            {open.map((section) => (
              <List.Item key={section.path}>
                <Anchor component={Link} to={sectionHref(section)}>
                  {section.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
