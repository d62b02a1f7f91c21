import { request } from 'node:http';

// The options answer of GET /portal/quoteNew (issue 3, decision 0016): its size on the wire in
// each coding, and a revalidation with the ETag the first answer gave.

export interface WireAnswer {
  status: number;
  bytes: number;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
}

/** One GET, the body counted as sent (node's http does not decompress). */
export function getRaw(url: string, headers: Record<string, string>): Promise<WireAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started, headers: response.headers }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

export interface OptionsFigures {
  identityBytes: number;
  gzipBytes: number;
  brBytes: number;
  /** The first answer of a process compresses; later ones come from memory. */
  firstMs: number;
  cachedMs: number;
  etag: string;
  revalidation: WireAnswer;
}

export async function optionsAnswer(url: string, auth: Record<string, string>): Promise<OptionsFigures> {
  const first = await getRaw(url, { ...auth, 'accept-encoding': 'br' });
  const cached = await getRaw(url, { ...auth, 'accept-encoding': 'br' });
  const gzip = await getRaw(url, { ...auth, 'accept-encoding': 'gzip' });
  const identity = await getRaw(url, auth);
  const etag = String(first.headers.etag);
  const revalidation = await getRaw(url, { ...auth, 'accept-encoding': 'br', 'if-none-match': etag });
  return {
    identityBytes: identity.bytes,
    gzipBytes: gzip.bytes,
    brBytes: first.bytes,
    firstMs: first.ms,
    cachedMs: cached.ms,
    etag,
    revalidation,
  };
}
