import { RATE_SHEET_CALLS, type ExportFormat, type ImportInput, type ImportPreview, type PreviewList } from '@portal/domain/carrier/pricing-calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callCarrier } from '../../api/call-carrier';
import { saveFile } from '../../../lib/save-file';
import { callCarrierFile } from '../../api/call-carrier-file';
import { PRICING_KEY, usePricingChange } from './pricing-key';

// A version as a spreadsheet: exported as a download, imported as a preview, then applied.

/**
 * Where an import's preview is kept: the POST answers it once, and GET pricing/imports/:id only
 * pages its lists. Apart from PRICING_KEY, so no change reloads it (there is nothing to reload from).
 */
const previewKey = (id: number) => ['carrier', 'pricing-imports', id] as const;

/** GET pricing/versions/:id/export, saved under the answer's file name. */
export const useExportVersion = () =>
  useMutation({
    mutationFn: async ({ id, format }: { id: number; format: ExportFormat }) => {
      const { blob, fileName } = await callCarrierFile(RATE_SHEET_CALLS.exportVersion, { format }, { id }, `rate-version-${id}.${format}`);
      saveFile(blob, fileName);
    },
  });

/** POST pricing/versions/:id/imports: the preview, kept for the preview page. */
export function usePreviewImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: ImportInput }) => callCarrier(RATE_SHEET_CALLS.previewImport, file, {}, { id }),
    onSuccess: (preview) => client.setQueryData(previewKey(preview.importId), preview),
  });
}

/** The preview the import answered, while this tab holds it; null when the page was opened afresh. */
export const useImportPreview = (id: number): ImportPreview | null =>
  useQuery<ImportPreview | null>({ queryKey: previewKey(id), queryFn: () => null, enabled: false, staleTime: Infinity, gcTime: Infinity }).data ?? null;

/** GET pricing/imports/:id: a page of one of the preview's lists. */
export const useImportPage = (id: number, list: PreviewList, page: number, enabled: boolean) =>
  useQuery({
    queryKey: [...PRICING_KEY, 'import', id, list, page],
    queryFn: () => callCarrier(RATE_SHEET_CALLS.importPage, { list, page }, {}, { id }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** POST pricing/imports/:id/apply: a new draft of the base version's card. */
export const useApplyImport = (id: number) => usePricingChange(() => callCarrier(RATE_SHEET_CALLS.applyImport, { id }, {}, { id }));
