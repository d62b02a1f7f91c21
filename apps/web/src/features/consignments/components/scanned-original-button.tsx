import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { documentNotFound, scannedOriginalMissing } from '@portal/domain/booking-messages';
import { IconFileSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { CallError } from '../../../lib/api/call-error';
import { DocumentFeedback } from '../../../components/documents/document-feedback';
import { useDocumentPdf } from '../../../components/documents/use-document-pdf';

/**
 * 'Scanned original': the signed paper note the depot scanned, saved as a PDF. When none is on file
 * the server answers 404 and a dialog says 'Could not locate scanned original for {number}' (spec 02 section 8).
 */
export function ScannedOriginalButton({ conNumber }: { conNumber: string }) {
  const pdf = useDocumentPdf();
  const [missing, setMissing] = useState(false);
  const isMissing = (error: unknown) => {
    const notOnFile = error instanceof CallError && error.status === 404 && error.message !== documentNotFound(conNumber);
    if (notOnFile) setMissing(true);
    return notOnFile;
  };
  const open = () =>
    void pdf.run({
      input: { docRN: conNumber, docType: 'CON', original: '1', noNewEvent: '1' },
      action: 'save',
      onGenerateError: isMissing,
    });

  return (
    <Stack gap="xs">
      <Group>
        <Button variant="light" leftSection={<IconFileSearch size={18} aria-hidden />} disabled={pdf.busy} onClick={open}>
          Scanned original
        </Button>
      </Group>
      <DocumentFeedback status={pdf.status} error={pdf.error} />
      <Modal opened={missing} onClose={() => setMissing(false)} title="Scanned original">
        <Text>{scannedOriginalMissing(conNumber)}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setMissing(false)} data-autofocus>
            OK
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
