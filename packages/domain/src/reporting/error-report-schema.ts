import { z } from 'zod';
import { ERROR_KINDS, ERROR_REPORT_LIMITS as L, type ErrorReport } from './error-report';

// POST errors (issue 12): a browser's error report. Longer texts are refused rather than cut,
// as the browser cuts them before it sends.

export const errorReportSchema = z.object({
  kind: z.enum(ERROR_KINDS),
  message: z.string().max(L.message),
  stack: z.string().max(L.stack),
  screen: z.string().max(L.screen),
  release: z.string().max(L.release),
}) satisfies z.ZodType<ErrorReport>;
