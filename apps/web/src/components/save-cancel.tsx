import { Button, Group } from '@mantine/core';

/** The Save and Cancel pair that ends both account forms (spec 01 section 2). */
export function SaveCancel({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </Group>
  );
}
