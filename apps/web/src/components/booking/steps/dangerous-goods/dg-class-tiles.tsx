import { Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DG_CLASSES } from '@portal/domain/dangerous-goods/dg-classes';
import { DgPlacard } from './dg-placard';

export interface DgClassTilesProps {
  /** Selected class names ('dgClass3', ...). */
  selected: readonly string[];
  onToggle: (name: string) => void;
  disabled?: boolean;
}

/** The grid of the 15 class tiles, each a checkbox card with its placard (spec 02 sections 2 and 3). */
export function DgClassTiles({ selected, onToggle, disabled }: DgClassTilesProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" role="group" aria-label="Dangerous goods classes">
      {DG_CLASSES.map((dgClass) => {
        const checked = selected.includes(dgClass.name);
        return (
          <Checkbox.Card
            key={dgClass.name}
            checked={checked}
            onChange={() => onToggle(dgClass.name)}
            disabled={disabled}
            aria-label={`Class ${dgClass.number} ${dgClass.title}`}
            radius="md"
            p="sm"
            bg={checked ? 'blue.0' : undefined}
            title={dgClass.example}
          >
            <Stack gap={4} align="center">
              <Group justify="space-between" w="100%">
                <Checkbox.Indicator disabled={disabled} aria-hidden />
                <Text size="sm" fw={700}>
                  Class {dgClass.number}
                </Text>
              </Group>
              <DgPlacard dgClass={dgClass} />
              <Text size="xs" ta="center" lh={1.3}>
                {dgClass.title}
              </Text>
            </Stack>
          </Checkbox.Card>
        );
      })}
    </SimpleGrid>
  );
}
