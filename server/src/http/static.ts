import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@school/api/schemas';

/**
 * Serves the built portal when it exists. Hashed assets (Vite's assets/ folder) never change
 * under the same name, so they are cached for a year; index.html must always be revalidated
 * so a new deploy is picked up. Any other non-/api GET falls back to index.html (SPA routes).
 * A browser that accepts Brotli or gzip gets the copy the build compressed once
 * (scripts/vite-precompress.ts), with `Vary: Accept-Encoding`; others get the file itself.
 */
export async function registerPortal(app: FastifyInstance, portalDist: string) {
  const hasPortal = existsSync(path.join(portalDist, 'index.html'));
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: portalDist,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, file) {
        const hashed = file.split(path.sep).includes('assets');
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    if (!isApi && hasPortal && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: messages.notFound, errors: [messages.notFound], code: 'not_found' });
  });
}
