import { ActionIcon, Group, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessionStore } from '../session/session-store';

/** Every header shows who is signed in, for which company, and a way to My Settings. */
export function UserSummary() {
  const user = useSessionStore((s) => s.session?.user);
  return (
    <Group gap="md" wrap="wrap" justify="flex-end">
      <Text size="sm" c="white">
        Logged in: <strong>{user?.name ?? ''}</strong>
      </Text>
      <Text size="sm" c="white">
        Company: <strong>{user?.company?.name ?? MESSAGES.notLoggedIn}</strong>
      </Text>
      {/* The browser's own tooltip: Mantine's, in every header, cost a phone some 6 ms of its
          first screen (issue 24). */}
      <ActionIcon component={Link} to="/settings" aria-label="Settings" title="My Settings" variant="subtle" color="white" size="lg">
        <IconSettings size={22} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
