import { Button, Group, Stack, Text } from '@mantine/core';
import type { GenerateDocumentInput } from '@portal/domain/api/documents';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorLines } from '../../../lib/api/call-error';
import { generateDocument } from '../../../components/documents/generate-document';
import { ErrorList } from '../../../components/error-list';

/**
 * 'E-mail it again': the document to the booking's copy-to address, only when asked. The server
 * answers what it sent ('{file} has been sent to {address}.'), read out as a status.
 */
export function EmailAgain({ input, disabled }: { input: GenerateDocumentInput & { extraEmail: string }; disabled: boolean }) {
  const send = useMutation({ mutationFn: () => generateDocument(input) });
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button variant="light" leftSection={<IconMail size={18} aria-hidden />} disabled={disabled || send.isPending} onClick={() => send.mutate()}>
          E-mail it again
        </Button>
        <Text size="sm" c="gray.7">
          to {input.extraEmail}
        </Text>
      </Group>
      {send.data && (
        <Text role="status" c="gray.7">
          {send.data.message}
        </Text>
      )}
      <ErrorList lines={errorLines(send.error)} />
    </Stack>
  );
}
