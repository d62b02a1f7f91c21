import { Button, Group, Stack } from '@mantine/core';
import type { GenerateDocumentInput } from '@portal/domain/api/documents';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { DocumentFeedback } from './document-feedback';
import { useDocumentPdf } from './use-document-pdf';

interface DocumentButtonsProps {
  /** The document: CON with Print connote, LBL with Print label, POD with Save as PDF only. */
  input: Omit<GenerateDocumentInput, 'print'>;
  /** While the screen itself is generating the same document (a label's new stock). */
  disabled?: boolean;
}

const PRINT_LABELS = { CON: 'Print connote', LBL: 'Print label' } as const;

/** A document's Print and Save as PDF, its loading text and its page message (spec 02 sections 2 and 8). */
export function DocumentButtons({ input, disabled = false }: DocumentButtonsProps) {
  const pdf = useDocumentPdf();
  const printLabel = input.docType === 'POD' ? null : PRINT_LABELS[input.docType];
  const off = disabled || pdf.busy;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {printLabel && (
          <Button leftSection={<IconPrinter size={18} aria-hidden />} disabled={off} onClick={() => void pdf.run({ input, action: 'print' })}>
            {printLabel}
          </Button>
        )}
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          disabled={off}
          onClick={() => void pdf.run({ input, action: 'save' })}
        >
          Save as PDF
        </Button>
      </Group>
      <DocumentFeedback status={pdf.status} error={pdf.error} />
    </Stack>
  );
}
