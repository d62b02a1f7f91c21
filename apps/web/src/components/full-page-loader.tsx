import { Center, Loader } from '@mantine/core';

/** Shown while a lazy screen loads or the stored session is being checked. */
export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
