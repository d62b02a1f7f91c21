import { Text } from '@mantine/core';
import { ErrorList } from '../error-list';

/** A document action's loading text and its page message (spec 02 section 8). */
export function DocumentFeedback({ status, error }: { status: string | null; error: string | null }) {
  return (
    <>
      {status && (
        <Text role="status" c="gray.7">
          {status}
        </Text>
      )}
      <ErrorList lines={[error]} />
    </>
  );
}
