import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Answers the browser may keep (decisions 0016 and 0028). A company's options answer is small
// and its own: 'private, no-cache' with a strong ETag, so the browser's HTTP cache asks every
// time and a 304 carries no body. The gazetteer is large and the same for everyone: its URL
// names its content hash, so what it answers never changes ('immutable', a year), and its
// brotli and gzip copies are made once per content, on libuv's thread pool, never on the event loop.

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

export interface RevalidatedAnswer {
  /** A content hash of `json`, without quotes. */
  etag: string;
  json: string;
}

/**
 * A small answer of the caller's own (the options answers): the browser keeps it and asks every
 * time. Sent as it is: a few kilobytes gain little from compression, and compressing each
 * company's copy is the work decision 0028 removed.
 */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, answer: RevalidatedAnswer) {
  reply.header('cache-control', 'private, no-cache').header('etag', entityTag(answer.etag, 'identity'));
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.json);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli 9 and gzip 9: the gazetteer's 2.8 MB become ~305 KB and ~377 KB in ~0.26 s and ~0.16 s.
 * Brotli 11 would save another ~57 KB but takes ~5.8 s, which the first browser would wait for.
 */
function compress(text: string, coding: Exclude<Coding, 'identity'>): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(text, { level: 9 });
  return brotli(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  });
}

/** A JSON document named by a hash of its content, with its compressed copies made once and kept. */
export class ImmutableJson {
  private readonly copies = new Map<Exclude<Coding, 'identity'>, Promise<Buffer>>();
  constructor(
    readonly hash: string,
    readonly json: string,
  ) {}

  /** The copy in `coding`; requests while it is being made wait for the same one. */
  copy(coding: Exclude<Coding, 'identity'>): Promise<Buffer> {
    let copy = this.copies.get(coding);
    if (!copy) {
      const made = compress(this.json, coding);
      // A failed compression is not kept: the next request tries again.
      made.catch(() => this.copies.get(coding) === made && this.copies.delete(coding));
      this.copies.set(coding, made);
      copy = made;
    }
    return copy;
  }
}

/** Kept a year, as the web app's hashed assets are, and never revalidated meanwhile (RFC 8246). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Answers the document in the best coding the client accepts; 304 when it names the document's hash. */
export async function sendImmutable(request: FastifyRequest, reply: FastifyReply, document: ImmutableJson) {
  const coding = negotiateCoding(request.headers['accept-encoding']);
  reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').header('etag', entityTag(document.hash, coding));
  if (matchesEtag(request.headers['if-none-match'], document.hash)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (coding === 'identity') return reply.send(document.json);
  const body = await document.copy(coding);
  return reply.header('content-encoding', coding).send(body);
}
