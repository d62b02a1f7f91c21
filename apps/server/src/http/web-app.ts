import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers for the Vite-built portal: only our own scripts; inline styles are allowed
 * because Mantine sets style attributes; data: images for inlined icons. Helmet's middleware is
 * built once: @fastify/helmet built it again on every request, parsing the policy each time, a
 * tenth of a list call's server time (issue 12).
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
        'frame-ancestors': ["'none'"],
        // Served over plain http on localhost by default; upgrading would break every asset.
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Helmet 8 throws its errors rather than passing them on, so the callback only ever continues.
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
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
