import { IMPORT_MAX_BYTES } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { useRef, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePreviewImport } from './api/rate-sheets';
import { importPath } from './pricing-paths';

/** What keeps a file from being sent, checked before its bytes are read; '' when nothing does. */
export function importFileProblem(file: Pick<File, 'name' | 'size'>): string {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return PRICING_DESK_MESSAGES.importFileType;
  if (file.size > IMPORT_MAX_BYTES) return PRICING_DESK_MESSAGES.importTooLarge;
  return '';
}

/** The file's bytes as base64 (the import's payload), without the data URL's prefix. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error(PRICING_DESK_MESSAGES.importUnreadable));
    reader.readAsDataURL(file);
  });
}

/**
 * A rate sheet compared with version `id`: a file input the Import action opens, the file read
 * and sent (POST previewImport), then the preview's page. Nothing changes until it is applied.
 */
export function useImportFile(id: number, onError: (error: unknown) => void) {
  const preview = usePreviewImport();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const send = async (file: File) => {
    const problem = importFileProblem(file);
    if (problem) return onError(new Error(problem));
    const content = await base64Of(file).catch((error: unknown) => (onError(error), null));
    if (content === null) return;
    preview.mutate({ id, file: { fileName: file.name, content } }, { onSuccess: (answer) => void navigate(importPath(answer.importId)), onError });
  };
  return {
    inputRef,
    choose: () => inputRef.current?.click(),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.currentTarget.files?.[0];
      // The same file may be chosen again after it is corrected.
      event.currentTarget.value = '';
      if (file) void send(file);
    },
    pending: preview.isPending,
  };
}
