import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { ManualScanInput, StaffConsignment } from '@portal/domain/carrier/customer-service-calls';
import { CUSTOMER_SERVICE_MESSAGES } from '@portal/domain/carrier/customer-service-calls';
import { codesOf, STAGE_TITLES } from '@portal/domain/tracking/event-codes';
import { useState, type FormEvent } from 'react';
import { DetailSection } from '../../components/detail-section';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useRecordScan } from './api/record-scan';
import { scanFieldOf, sortErrors, whenOf, type ScanField } from './record-errors';
import { READABLE_DESCRIPTION } from '../readable-description';

/** The events this consignment may record next: its stages' codes after the highest so far (a scan never goes backwards). */
function nextCodes(seen: StaffConsignment) {
  const after = codesOf(seen.consignment.firstStage).filter((c) => seen.highestCode === null || c.code > seen.highestCode);
  return [{ value: '', label: 'Choose an event' }, ...after.map((c) => ({ value: String(c.code), label: `${c.code} ${c.name} (${STAGE_TITLES[c.stage]})` }))];
}

/** Record a scan by hand (issue 26): the operations API's scan, checked by the server as a scanner's is. */
export function RecordScanForm({ seen }: { seen: StaffConsignment }) {
  const conNumber = seen.consignment.conNumber;
  const [code, setCode] = useState('');
  const [depot, setDepot] = useState('');
  const [when, setWhen] = useState('');
  const [checked, setChecked] = useState<Partial<Record<ScanField, string>>>({});
  const record = useRecordScan(conNumber);
  const server = sortErrors(errorLines(record.error), scanFieldOf(Number(code), depot));
  const errors = { ...server.fields, ...checked };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = whenOf(when);
    const found: Partial<Record<ScanField, string>> = {
      ...(code === '' ? { code: CUSTOMER_SERVICE_MESSAGES.codeRequired } : {}),
      ...(at === null ? { at: CUSTOMER_SERVICE_MESSAGES.atInvalid } : {}),
    };
    setChecked(found);
    if (Object.keys(found).length > 0 || at === null) return;
    const input: ManualScanInput = { conNumber, code: Number(code), ...(at === undefined ? {} : { at }), ...(depot.trim() ? { depot: depot.trim() } : {}) };
    record.mutate(input, {
      onSuccess: () => {
        setCode('');
        setDepot('');
        setWhen('');
      },
    });
  };

  return (
    <DetailSection title="Record a scan" testId="record-scan">
      <form onSubmit={submit} noValidate aria-label="Record a scan">
        <Stack gap="sm">
          <ErrorList lines={server.others} />
          {record.isSuccess && !record.isPending && (
            <Alert color="green" variant="light" role="status">
              {record.data.message}
            </Alert>
          )}
          <NativeSelect label="Event" data={nextCodes(seen)} value={code} onChange={(e) => setCode(e.currentTarget.value)} error={errors.code} />
          <Group grow align="flex-start">
            <TextInput
              label="Depot"
              description="Its code; empty for the despatching depot, or the receiving one from Arrived on"
              styles={READABLE_DESCRIPTION}
              maxLength={3}
              value={depot}
              onChange={(e) => setDepot(e.currentTarget.value)}
              error={errors.depot}
            />
            <TextInput type="datetime-local" label="When" description="Your computer's clock; empty for now" styles={READABLE_DESCRIPTION} value={when} onChange={(e) => setWhen(e.currentTarget.value)} error={errors.at} />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={record.isPending}>
              Record the scan
            </Button>
          </Group>
        </Stack>
      </form>
    </DetailSection>
  );
}
