import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { Link } from 'react-router';
import { consignmentState } from './consignment-route-state';

/** A row's way to its consignment view, for lists whose number opens something else (a drop freight's wizard). */
export function ConsignmentViewIcon({ conNumber }: { conNumber: string }) {
  const label = `View consignment ${conNumber}`;
  return (
    <Tooltip label={label}>
      <ActionIcon component={Link} to="/consignment" state={consignmentState(conNumber)} variant="subtle" aria-label={label}>
        <IconFileDescription size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
