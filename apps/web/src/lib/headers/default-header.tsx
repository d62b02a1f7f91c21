import { Button, Group, Title } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HeaderShell } from './header-shell';

/** The default header: the screen's title and a Dashboard link (spec 01 section 2). */
export function DefaultHeader({ title }: { title: string }) {
  return (
    <HeaderShell>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button component={Link} to="/" variant="light" leftSection={<IconLayoutDashboard size={18} aria-hidden />}>
          Dashboard
        </Button>
      </Group>
    </HeaderShell>
  );
}
