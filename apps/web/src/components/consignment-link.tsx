import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { consignmentState } from './consignment-route-state';

/** A consignment number that opens its view (spec 02 section 2: list screens link to each other). */
export function ConsignmentLink({ conNumber }: { conNumber: string }) {
  return (
    <Anchor component={Link} to="/consignment" state={consignmentState(conNumber)}>
      {conNumber}
    </Anchor>
  );
}
