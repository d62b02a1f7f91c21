import { Group, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { BRAND } from '../theme';

/** The carrier's mark on the brand bar: every header's, and the public tracking page's. */
export function BrandMark() {
  return (
    <Group gap="xs" wrap="nowrap">
      <IconTruckDelivery size={26} color="white" aria-hidden />
      <Text fw={700} c="white" size="lg">
        {BRAND.name}
      </Text>
    </Group>
  );
}
