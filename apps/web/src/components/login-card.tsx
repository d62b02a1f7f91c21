import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BRAND } from '../lib/theme';

/** The card every signed-out screen sits in, under the carrier's name: the customer's and the staff's (issue 26). */
export function LoginCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Center component="main" mih="100vh" p="md" bg="freight.0">
      <Paper withBorder shadow="md" radius="lg" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <IconTruckDelivery size={44} stroke={1.5} color="var(--mantine-color-freight-7)" aria-hidden />
            <Text fw={700} size="xl" c="freight.8">
              {BRAND.name}
            </Text>
            <Text size="sm" c="gray.7" ta="center">
              {BRAND.tagline}
            </Text>
          </Stack>
          <Title order={1} size="h3">
            {heading}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
