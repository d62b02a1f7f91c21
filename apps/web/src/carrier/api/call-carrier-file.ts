import type { Call } from '@portal/domain/api/endpoints';
import { CARRIER_PATH } from '@portal/domain/constants';
import { send } from '../../lib/api/send';
import { serviceUrl, type Payload } from '../../lib/api/urls';
import { staffSession } from './call-carrier';

// A back-office call whose answer is a file, not JSON (the pricing desk's exports, issue 27):
// sent as callCarrier sends a GET, with the staff token in the Authorization header (never in
// the URL, so a plain link cannot fetch it); lib/save-file.ts saves it.

export interface CarrierFile {
  blob: Blob;
  /** The answer's Content-Disposition file name, else `fallbackName`. */
  fileName: string;
}

/** The file name of a Content-Disposition header: its RFC 6266 filename* (UTF-8) first, then filename. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // A malformed encoding: the plain name, if any, says it as well.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** GET a file: a refusal reads as callCarrier's do (the server's sentence; a 401 signs out). */
export function callCarrierFile<P extends object>(spec: Call<P, Blob>, payload: P, params: Payload, fallbackName: string): Promise<CarrierFile> {
  const url = serviceUrl(CARRIER_PATH, spec.path, { ...params, ...(payload as Payload) });
  return send(spec.method, url, undefined, { headers: { Accept: '*/*' } }, staffSession, async (response) => ({
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName,
  }));
}
