import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/** Helmet's default value: a year, subdomains too (no preload: that is a registration). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, errors, PDFs and static files included (issue 13). The CSP
 * allows only our own scripts; inline styles because Mantine sets style attributes; data: images
 * for inlined icons; no page may frame us. Helmet also sends X-Content-Type-Options: nosniff and
 * Referrer-Policy: no-referrer (a signed PDF link must not leak through a Referer).
 * Helmet's middleware is built once: @fastify/helmet built it again on every request, parsing the
 * policy each time, a tenth of a list call's server time (issue 12).
 *
 * HSTS only over TLS (RFC 6797 section 7.2: a host must not send it over plain http), which
 * Helmet would send on every answer: the request's protocol is https on a TLS socket, or, with
 * TRUST_PROXY, when X-Forwarded-Proto says the browser reached the proxy over https. Without
 * TRUST_PROXY a client's X-Forwarded-Proto is not believed.
 */
export async function registerHelmet(app: FastifyInstance): Promise<void> {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // Printing shows the fetched PDF in a hidden frame as a blob: URL (web print-pdf.ts);
        // 'self' does not cover blob:, and without it every print waited for the new-window fallback.
        'frame-src': ["'self'", 'blob:'],
        'frame-ancestors': ["'none'"],
        // Served over plain http on localhost by default; upgrading would break every asset.
        'upgrade-insecure-requests': null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // For browsers without frame-ancestors: the same refusal ('SAMEORIGIN' is Helmet's default).
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  // Helmet 8 throws its errors rather than passing them on, so the callback only ever continues.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    securityHeaders(request.raw, reply.raw, () => done());
  });
}

/**
 * Logout (DELETE login, any answer, a refused one too) tells the browser to drop what it kept for
 * this origin. Not "storage": spec 02 keeps local copies of pickup, quote and drop-freight
 * drafts in localStorage per company, to be offered again at the next sign-in ("...has a local
 * copy, would you like to pickup where you left off?"), and clearing storage would delete them.
 * The session itself is in sessionStorage, which the client clears on logout (spec 01 section 3).
 */
export const CLEAR_SITE_DATA = '"cache", "cookies"';

/** A route's onRequest hook: on the logout route, so the header is set before its session guard. */
export function clearSiteData(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header('clear-site-data', CLEAR_SITE_DATA);
  done();
}

/**
 * The built web app at '/', when it exists. Routing is hash based (spec 01 section 2), so every
 * screen is index.html and no SPA fallback is needed. Hashed assets are cached for good,
 * index.html is revalidated so a new build shows at once.
 *
 * The build writes brotli and gzip copies beside each file worth compressing
 * (apps/web/vite-plugins/precompress.ts); `preCompressed` sends the one the browser accepts, so
 * no request spends CPU on compression (issue 12). One URL has several codings, so every answer
 * names Accept-Encoding in Vary for caches (RFC 9110 section 12.5.5).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      const immutable = path.includes(`${sep}assets${sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return true;
}
