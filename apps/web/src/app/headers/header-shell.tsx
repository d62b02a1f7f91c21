import { Box, Group, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BRAND } from '../theme';
import { UserSummary } from './user-summary';

interface HeaderShellProps {
  /** The header type's own row: title and Dashboard link, dashboard actions or the stepper. */
  children: ReactNode;
}

/** The frame the three header types share: brand bar with the user summary, then their row. */
export function HeaderShell({ children }: HeaderShellProps) {
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} bg="white">
      <Box bg="freight.8" px="lg" py="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconTruckDelivery size={26} color="white" aria-hidden />
            <Text fw={700} c="white" size="lg">
              {BRAND.name}
            </Text>
          </Group>
          <UserSummary />
        </Group>
      </Box>
      <Box px="lg" py="sm">
        {children}
      </Box>
    </Box>
  );
}
