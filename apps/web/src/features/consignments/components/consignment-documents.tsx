import { Anchor, Stack, Title } from '@mantine/core';
import type { ConsignmentView } from '@portal/domain/api/consignment';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { podState } from '../../../components/consignment-route-state';
import { DetailSection } from '../../../components/detail-section';
import { DocumentButtons } from '../../../components/documents/document-buttons';
import { ScannedOriginalButton } from './scanned-original-button';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The consignment's documents (spec 02 sections 2 and 7): its note and labels to print or save, its
 * POD when one is on file, and the scanned original when the depot has scanned one (the view says
 * so: offering it on every consignment led most clicks to 'Could not locate scanned original').
 * Reprints here add no event to the history.
 */
export function ConsignmentDocuments({ view }: { view: Pick<ConsignmentView, 'conNumber' | 'pod' | 'scanned'> }) {
  const { conNumber } = view;
  return (
    <DetailSection title="Documents" testId="consignment-documents">
      <Stack gap="lg">
        <Part title="Consignment note">
          <DocumentButtons input={{ docRN: conNumber, docType: 'CON', noNewEvent: '1' }} />
        </Part>
        <Part title="Labels">
          <DocumentButtons input={{ docRN: conNumber, docType: 'LBL', noNewEvent: '1' }} />
        </Part>
        {view.pod && (
          <Part title="Proof of delivery">
            <Anchor component={Link} to="/pod" state={podState(conNumber)}>
              View the POD of {conNumber}
            </Anchor>
          </Part>
        )}
        {view.scanned && (
          <Part title="Scanned original">
            <ScannedOriginalButton conNumber={conNumber} />
          </Part>
        )}
      </Stack>
    </DetailSection>
  );
}
