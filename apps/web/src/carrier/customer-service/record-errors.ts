import { CUSTOMER_SERVICE_MESSAGES } from '@portal/domain/carrier/customer-service-calls';
import { POD_MESSAGES, SIGNATURE_MAX_BYTES, SIGNATURE_MESSAGES } from '@portal/domain/consignment/pod-rules';
import { TRACKING_MESSAGES } from '@portal/domain/tracking/event-codes';

// The manual scan's and POD's refusals under the fields they concern (issue 26): the server's own
// sentences (the operations API's checks), sorted by what each names; the rest above the form.

export type ScanField = 'code' | 'at' | 'depot';
export type PodField = 'signedBy' | 'signature' | 'at';

export interface SortedErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** What names no field (a POD on file already, a consignment not booked): above the form. */
  others: string[];
}

export function sortErrors<F extends string>(messages: readonly string[], fieldOf: (message: string) => F | null): SortedErrors<F> {
  const sorted: SortedErrors<F> = { fields: {}, others: [] };
  for (const message of messages) {
    const field = fieldOf(message);
    if (field && !sorted.fields[field]) sorted.fields[field] = message;
    else sorted.others.push(message);
  }
  return sorted;
}

/** The field of a scan's refusal: the event code's, the time's or the depot's. */
export const scanFieldOf =
  (code: number, depot: string) =>
  (message: string): ScanField | null => {
    if (message === TRACKING_MESSAGES.inFuture || message === CUSTOMER_SERVICE_MESSAGES.atInvalid) return 'at';
    if (depot !== '' && message === TRACKING_MESSAGES.unknownDepot(depot.trim().toUpperCase())) return 'depot';
    // Unknown, of the other first stage, or not after the highest so far.
    if (message === CUSTOMER_SERVICE_MESSAGES.codeRequired || message === TRACKING_MESSAGES.unknownCode(code) || message.startsWith(`Event ${code} `)) return 'code';
    return null;
  };

const SIGNATURE_TEXTS: readonly string[] = Object.values(SIGNATURE_MESSAGES);

/** The field of a POD's refusal: the name's, the signature's or the time's. */
export function podFieldOf(message: string): PodField | null {
  if (message === POD_MESSAGES.signedByRequired || message === POD_MESSAGES.signedByTooLong) return 'signedBy';
  if (SIGNATURE_TEXTS.includes(message)) return 'signature';
  if (message === TRACKING_MESSAGES.inFuture || message === CUSTOMER_SERVICE_MESSAGES.atInvalid) return 'at';
  return null;
}

/** A `datetime-local` value as epoch milliseconds: undefined when empty (now), null when not a time. */
export function whenOf(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const at = new Date(text).getTime();
  return Number.isFinite(at) ? at : null;
}

/** The signature file's error before it is sent, as the server would word it; null for a PNG within the limit. */
export function signatureFileError(file: File | null): string | null {
  if (!file) return null;
  if (file.size > SIGNATURE_MAX_BYTES) return SIGNATURE_MESSAGES.tooLarge;
  return file.type === 'image/png' ? null : SIGNATURE_MESSAGES.notPng;
}

/** A file's bytes as base64, as the call carries them. */
export function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
