import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { GenerateLabelState } from '../../../consignment-route-state';

/** Print Label: opens label generation for the consignment, with the copy-to e-mail if any. */
export function PrintLabelButton({ conNumber, extraEmail }: { conNumber: string; extraEmail: string }) {
  const state: GenerateLabelState = { conNumber, extraEmail };
  return (
    <Button component={Link} to="/consignments/generatelabel" state={state} leftSection={<IconPrinter size={18} aria-hidden />}>
      Print Label
    </Button>
  );
}
