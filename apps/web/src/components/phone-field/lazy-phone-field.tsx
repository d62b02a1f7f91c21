import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PhoneFieldProps } from './phone-field';

// The phone rules and the country list are large; they load only where a phone is edited.
const PhoneFieldChunk = lazy(() => import('./phone-field').then((m) => ({ default: m.PhoneField })));

export function LazyPhoneField(props: PhoneFieldProps) {
  return (
    <Suspense fallback={<Skeleton height={60} aria-label="Loading phone field" />}>
      <PhoneFieldChunk {...props} />
    </Suspense>
  );
}
