import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useStaffSessionStore } from '../session/staff-session-store';
import { useStaffLogout } from '../session/use-staff-logout';

/** Who is signed in to the back office, in what role, and the way out: on every screen's brand bar. */
export function StaffSummary() {
  const staff = useStaffSessionStore((s) => s.session?.staff);
  const logout = useStaffLogout();
  return (
    <Group gap="md" wrap="wrap" justify="flex-end">
      <Text size="sm" c="white">
        Signed in: <strong>{staff?.name ?? ''}</strong>
      </Text>
      <Text size="sm" c="white">
        Role: <strong>{staff?.role ?? ''}</strong>
      </Text>
      <Button variant="white" size="compact-sm" leftSection={<IconLogout size={16} aria-hidden />} loading={logout.isPending} onClick={() => logout.mutate()}>
        Sign Out
      </Button>
    </Group>
  );
}
