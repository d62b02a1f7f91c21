import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { createPickupDenial, viewPickupsDenial } from '@portal/domain/pickup/pickup-access';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorLines } from '../../../app/api/call-error';
import { DefaultHeader } from '../../../app/headers/default-header';
import { Page } from '../../../app/page';
import { useSessionStore } from '../../../app/session/session-store';
import { ErrorList } from '../../../components/error-list';
import { PermissionDenied } from '../../../components/permission-denied';
import { useDuplicatePickup } from '../api/duplicate-pickup';
import { usePickups } from '../api/get-pickups';
import { DuplicatePickupDialog } from './duplicate-pickup-dialog';
import { PickupList } from './pickup-list';
import { existingPickupState } from './pickup-route-state';
import { serverDenial } from './server-denial';

/**
 * /pickup (the landing) and /pickup/existing without a pickup: New Pickup and the pickups of the
 * last 30 days. Needs Pickups.view (spec 02 section 6).
 */
export function PickupsScreen() {
  const navigate = useNavigate();
  const permissions = useSessionStore((s) => s.session?.user.permissions ?? {});
  const viewDenial = viewPickupsDenial(permissions);
  const canAdd = createPickupDenial(permissions) === null;
  const pickups = usePickups(viewDenial === null);
  const denied = viewDenial ?? serverDenial(pickups.error);
  const duplicate = useDuplicatePickup();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [duplicateError, setDuplicateError] = useState('');

  const onConfirm = () => {
    if (!confirming) return;
    setDuplicateError('');
    duplicate.mutate(confirming, {
      onSuccess: (answer) => {
        setConfirming(null);
        // A refused duplicate shows the server's message in the list's error area (spec 02 section 8).
        if (!answer.success) return setDuplicateError(answer.message);
        if (answer.message) notifications.show({ message: answer.message, color: 'freight' });
        void navigate('/pickup/existing', { state: existingPickupState(answer.recordNumber) });
      },
      onError: () => setConfirming(null),
    });
  };

  return (
    <Page header={<DefaultHeader title="Existing Pickups" />} size="xl">
      {denied && <PermissionDenied message={denied} />}
      <Stack gap="md">
        <Group justify="flex-end">
          {/* Always offered: /pickup/new itself says 'You do not have access to create a pickup.' */}
          <Button component={Link} to="/pickup/new" leftSection={<IconPlus size={18} aria-hidden />}>
            New Pickup
          </Button>
        </Group>
        <ErrorList lines={[...(denied ? [] : errorLines(pickups.error)), duplicateError, ...errorLines(duplicate.error)]} />
        {viewDenial === null && pickups.isPending && (
          <Text role="status" c="gray.7">
            {BOOKING_MESSAGES.loadingData}
          </Text>
        )}
        {pickups.data && (
          <PickupList
            rows={pickups.data.pickups}
            canDuplicate={canAdd}
            busy={duplicate.isPending}
            onDuplicate={(pickupNumber) => {
              duplicate.reset();
              setDuplicateError('');
              setConfirming(pickupNumber);
            }}
          />
        )}
      </Stack>
      <DuplicatePickupDialog
        pickupNumber={confirming}
        busy={duplicate.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(null)}
      />
    </Page>
  );
}
