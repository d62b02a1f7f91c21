import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** A record's number, linking to its screen with the navigation state that names it (spec 02 section 2: list screens link to each other). */
export function RecordLink({ to, state, recordNumber }: { to: string; state: object; recordNumber: string }) {
  return (
    <Anchor component={Link} to={to} state={state}>
      {recordNumber}
    </Anchor>
  );
}
