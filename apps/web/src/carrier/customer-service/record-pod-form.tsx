import { Alert, Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { CUSTOMER_SERVICE_MESSAGES, type ManualPodInput } from '@portal/domain/carrier/customer-service-calls';
import { SIGNED_BY_MAX, signedByError } from '@portal/domain/consignment/pod-rules';
import { useState, type FormEvent } from 'react';
import { DetailSection } from '../../components/detail-section';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useRecordPod } from './api/record-pod';
import { base64Of, podFieldOf, signatureFileError, sortErrors, whenOf, type PodField } from './record-errors';
import { READABLE_DESCRIPTION } from '../readable-description';

/**
 * Record a POD by hand (issue 26): who signed, their signature if there is one (a PNG, checked
 * and size-limited as the operations API checks it), and when; the customer then sees the delivery.
 */
export function RecordPodForm({ conNumber }: { conNumber: string }) {
  const [signedBy, setSignedBy] = useState('');
  const [signature, setSignature] = useState<File | null>(null);
  const [when, setWhen] = useState('');
  const [checked, setChecked] = useState<Partial<Record<PodField, string>>>({});
  const record = useRecordPod(conNumber);
  const server = sortErrors(errorLines(record.error), podFieldOf);
  const errors = { ...server.fields, ...checked };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = whenOf(when);
    const nameError = signedByError(signedBy);
    const fileError = signatureFileError(signature);
    const found: Partial<Record<PodField, string>> = {
      ...(nameError ? { signedBy: nameError } : {}),
      ...(fileError ? { signature: fileError } : {}),
      ...(at === null ? { at: CUSTOMER_SERVICE_MESSAGES.atInvalid } : {}),
    };
    setChecked(found);
    if (Object.keys(found).length > 0 || at === null) return;
    const input: ManualPodInput = {
      conNumber,
      signedBy: signedBy.trim(),
      ...(signature ? { signature: await base64Of(signature) } : {}),
      ...(at === undefined ? {} : { at }),
    };
    record.mutate(input);
  };

  return (
    <DetailSection title="Record a POD" testId="record-pod">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Record a POD">
        <Stack gap="sm">
          <ErrorList lines={server.others} />
          {record.isSuccess && (
            <Alert color="green" variant="light" role="status">
              {record.data.message}
            </Alert>
          )}
          <TextInput label="Signed by" maxLength={SIGNED_BY_MAX * 2} value={signedBy} onChange={(e) => setSignedBy(e.currentTarget.value)} error={errors.signedBy} />
          <Group grow align="flex-start">
            <FileInput
              label="Signature"
              description="A PNG image, if one was taken"
              styles={READABLE_DESCRIPTION}
              accept="image/png"
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the signature' }}
              value={signature}
              onChange={setSignature}
              error={errors.signature}
            />
            <TextInput type="datetime-local" label="Delivered" description="Your computer's clock; empty for now" styles={READABLE_DESCRIPTION} value={when} onChange={(e) => setWhen(e.currentTarget.value)} error={errors.at} />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={record.isPending}>
              Record the POD
            </Button>
          </Group>
        </Stack>
      </form>
    </DetailSection>
  );
}
