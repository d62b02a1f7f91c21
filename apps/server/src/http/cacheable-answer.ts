import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Large answers the browser may keep (decision 0016): the options answers carry ~16,500 suburbs.
// They are answered 'private, no-cache' with a strong ETag per content coding, so the browser's
// HTTP cache revalidates every time and a 304 carries no body; compressed copies are kept in
// memory by ETag, and compression runs on libuv's thread pool, never on the event loop.

export type Coding = 'br' | 'gzip' | 'identity';

/** The coding the client prefers among ours: br, then gzip; q=0 refuses one. */
export function negotiateCoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** Each coding is its own representation, so its own strong ETag (RFC 9110 section 8.8.3). */
export function entityTag(etag: string, coding: Coding): string {
  return coding === 'identity' ? `"${etag}"` : `"${etag}-${coding}"`;
}

/**
 * If-None-Match holds the ETag in any coding: whichever copy the browser kept, the content is
 * the same. Weak comparison, as RFC 9110 asks for If-None-Match.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return opaque === etag || opaque === `${etag}-br` || opaque === `${etag}-gzip`;
  });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli 9 and gzip 9: the options answer's 2.5 MB become ~290 KB and ~355 KB, once per content. */
function compress(text: string, coding: Exclude<Coding, 'identity'>): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(text, { level: 9 });
  return brotli(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  });
}

/** Compressed copies by ETag and coding, least recently used dropped beyond `capacity`. */
export class CompressedCache {
  private readonly copies = new Map<string, Promise<Buffer>>();
  constructor(private readonly capacity = 64) {}

  get(etag: string, coding: Exclude<Coding, 'identity'>, text: () => string): Promise<Buffer> {
    const key = `${etag}-${coding}`;
    let copy = this.copies.get(key);
    if (copy) {
      this.copies.delete(key);
    } else {
      copy = compress(text(), coding);
      copy.catch(() => this.copies.get(key) === copy && this.copies.delete(key));
    }
    this.copies.set(key, copy);
    if (this.copies.size > this.capacity) this.copies.delete(this.copies.keys().next().value as string);
    return copy;
  }
}

export interface CacheableAnswer {
  etag: string;
  json: () => string;
}

/** Answers 304 when the client's copy is current, else the JSON in the best coding it accepts. */
export async function sendCacheable(request: FastifyRequest, reply: FastifyReply, answer: CacheableAnswer, cache: CompressedCache) {
  const coding = negotiateCoding(request.headers['accept-encoding']);
  reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding').header('etag', entityTag(answer.etag, coding));
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (coding === 'identity') return reply.send(answer.json());
  const body = await cache.get(answer.etag, coding, answer.json);
  return reply.header('content-encoding', coding).send(body);
}
