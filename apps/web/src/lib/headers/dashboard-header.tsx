import { Button, Group, Title } from '@mantine/core';
import { IconLogout, IconMessageCircle, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessionStore } from '../session/session-store';
import { HeaderShell } from './header-shell';
import { useLogout } from '../session/use-logout';

/** The dashboard header: Contact Us, Users (administrators only) and Logout (spec 01 section 2). */
export function DashboardHeader() {
  const session = useSessionStore((s) => s.session);
  const logout = useLogout();
  const contactUsUrl = session?.options?.contact.contactUsUrl;

  return (
    <HeaderShell>
    <Group justify="space-between" wrap="wrap">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
          disabled={!contactUsUrl}
          onClick={() => contactUsUrl && window.open(contactUsUrl, '_blank', 'noopener,noreferrer')}
        >
          Contact Us
        </Button>
        {session?.user.isAdmin && (
          <Button component={Link} to="/settings/myusers" variant="light" leftSection={<IconUsers size={18} aria-hidden />}>
            Users
          </Button>
        )}
        <Button
          variant="outline"
          leftSection={<IconLogout size={18} aria-hidden />}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          Logout
        </Button>
      </Group>
    </Group>
    </HeaderShell>
  );
}
