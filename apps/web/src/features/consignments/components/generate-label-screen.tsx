import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { GenerateDocumentInput } from '@portal/domain/api/documents';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { DEFAULT_LABEL_STOCK, type LabelStock } from '@portal/domain/documents/document-names';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { DefaultHeader } from '../../../lib/headers/default-header';
import { Page } from '../../../lib/page';
import { consignmentState, generateLabelStateOf, type GenerateLabelState } from '../../../components/consignment-route-state';
import { DetailSection } from '../../../components/detail-section';
import { DocumentButtons } from '../../../components/documents/document-buttons';
import { generateErrorText } from '../../../components/documents/document-texts';
import { generateDocument } from '../../../components/documents/generate-document';
import { ErrorList } from '../../../components/error-list';
import { EmailAgain } from './email-again';
import { LabelStockChoice } from './label-stock-choice';

/** /consignments/generatelabel (spec 02 section 2); opened without a consignment it goes to the dashboard. */
export function GenerateLabelScreen() {
  const state = generateLabelStateOf(useLocation().state);
  if (!state) return <Navigate to="/" replace />;
  return <GenerateLabel key={state.conNumber} {...state} />;
}

/**
 * The label of a consignment: generated on arrival ('Generating label'); a new stock generates it
 * again (and is remembered). The copy-to address had its e-mail at booking, so a visit sends
 * nothing: the label goes to it again only on 'E-mail it again'.
 */
function GenerateLabel({ conNumber, extraEmail }: GenerateLabelState) {
  const [stock, setStock] = useState<LabelStock | null>(null);
  const label = useMutation({
    mutationFn: (input: GenerateDocumentInput) => generateDocument(input),
    onSuccess: (answer) => setStock(answer.stock ?? DEFAULT_LABEL_STOCK),
  });
  const { mutate } = label;
  // A ref, not a dependency: StrictMode runs the effect twice and one generation is enough.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ docRN: conNumber, docType: 'LBL' });
  }, [mutate, conNumber]);

  // Idle only before the arrival's call has started: it reads as generating too, without a blank frame.
  const generating = label.isPending || label.isIdle;

  const changeStock = (next: LabelStock) => {
    setStock(next);
    mutate({ docRN: conNumber, docType: 'LBL', stock: next });
  };

  return (
    <Page header={<DefaultHeader title="Consignment Label" />} size="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={700} size="lg" data-testid="label-con-number">
            Consignment {conNumber}
          </Text>
          <Anchor component={Link} to="/consignment" state={consignmentState(conNumber)}>
            View consignment
          </Anchor>
        </Group>
        {generating && (
          <Text role="status" c="gray.7">
            {BOOKING_MESSAGES.generatingLabel}
          </Text>
        )}
        <ErrorList lines={[label.error && generateErrorText(label.error, conNumber)]} />
        {stock && (
          <>
            <DetailSection title="Labels" testId="label-section">
              <LabelStockChoice value={stock} onChange={changeStock} disabled={generating} />
              <DocumentButtons input={{ docRN: conNumber, docType: 'LBL', stock }} disabled={generating} />
              {extraEmail && <EmailAgain input={{ docRN: conNumber, docType: 'LBL', stock, extraEmail, noNewEvent: '1' }} disabled={generating} />}
            </DetailSection>
            <DetailSection title="Consignment note" testId="connote-section">
              <DocumentButtons input={{ docRN: conNumber, docType: 'CON' }} />
            </DetailSection>
          </>
        )}
      </Stack>
    </Page>
  );
}
