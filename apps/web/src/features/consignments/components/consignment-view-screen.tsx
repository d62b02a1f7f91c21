import { Anchor, Group, Stack, Text } from '@mantine/core';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { DefaultHeader } from '../../../lib/headers/default-header';
import { Page } from '../../../lib/page';
import { ErrorList } from '../../../components/error-list';
import { isForbidden } from '../../../components/forbidden';
import { PermissionDenied } from '../../../components/permission-denied';
import { TrackingPanel } from '../../../components/tracking/tracking-panel';
import { useConsignment } from '../api/get-consignment';
import { ConsignmentDetails } from './consignment-details';
import { ConsignmentDocuments } from './consignment-documents';
import { ConsignmentPrice } from './consignment-price';

interface ConsignmentViewScreenProps {
  conNumber: string;
  /** The browser's own refusal (no Consignments.view), or null. */
  denial: string | null;
}

/** /consignment with a consignment number: the consignment, its documents and its tracking (spec 02 section 2). */
export function ConsignmentViewScreen({ conNumber, denial }: ConsignmentViewScreenProps) {
  const consignment = useConsignment(conNumber, denial === null);
  const denied = denial ?? (isForbidden(consignment.error) ? BOOKING_MESSAGES.noAccessViewConsignment : null);
  const view = consignment.data;

  return (
    <Page header={<DefaultHeader title={`Consignment ${conNumber}`} />}>
      {denied && <PermissionDenied message={denied} />}
      <Stack gap="md">
        <Group>
          <Anchor component={Link} to="/consignment">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              All consignments
            </Group>
          </Anchor>
        </Group>
        <ErrorList lines={denied ? [] : errorLines(consignment.error)} />
        {!denied && consignment.isPending && (
          <Text role="status" c="gray.7">
            {BOOKING_MESSAGES.loadingData}
          </Text>
        )}
        {view && (
          <>
            <ConsignmentDetails view={view} />
            <ConsignmentPrice view={view} />
            <ConsignmentDocuments view={view} />
            <TrackingPanel conNumber={view.conNumber} trackingID={view.trackingID} />
          </>
        )}
      </Stack>
    </Page>
  );
}
