import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '../i18n';

/** A dashboard's first screen as the build describes it (scripts/vite-landings.ts, decision 119). */
interface Landing {
  pattern: RegExp;
  preload: string[];
  reads: string[];
}

/** `dist/.vite/landings.json`, or none (an older build, or no portal). */
function readLandings(portalDist: string): Landing[] {
  const file = path.join(portalDist, '.vite', 'landings.json');
  if (!existsSync(file)) return [];
  const list = JSON.parse(readFileSync(file, 'utf8')) as { pattern: string; preload: string[]; reads: string[] }[];
  return list.map((l) => ({ ...l, pattern: new RegExp(l.pattern) }));
}

/** The session token the portal keeps in its `token` cookie beside localStorage (packages/api/src/session.ts). */
function cookieToken(req: FastifyRequest): string | undefined {
  const hit = (req.headers.cookie ?? '').split(/;\s*/).find((part) => part.startsWith('token='));
  if (!hit) return undefined;
  try {
    return decodeURIComponent(hit.slice('token='.length)) || undefined;
  } catch {
    return undefined;
  }
}

/** JSON that can sit inside a <script> element: no `<` that could close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Serves the built portal when it exists. Hashed assets (Vite's assets/ folder) never change
 * under the same name, so they are cached for a year; index.html must always be revalidated
 * so a new deploy is picked up. Any other non-/api GET falls back to index.html (SPA routes).
 * A browser that accepts Brotli or gzip gets the copy the build compressed once
 * (scripts/vite-precompress.ts), with `Vary: Accept-Encoding`; others get the file itself.
 *
 * A dashboard's landing URL (decision 119) gets index.html with `<link rel="modulepreload">` for
 * the chunks of its first screen, so they download beside the entry instead of after it ran; and
 * when the request carries the portal's session cookie, the answers of the screen's first API
 * reads, made here with that token through the app's own routes (so every policy applies), inlined
 * as JSON that the portal's client takes instead of asking again (hosts/portal/src/session/
 * earlyReads.ts). A page with one person's data is `private, no-store`: never cached anywhere.
 */
export async function registerPortal(app: FastifyInstance, portalDist: string) {
  const hasPortal = existsSync(path.join(portalDist, 'index.html'));
  const landings = hasPortal ? readLandings(portalDist) : [];
  const indexHtml = hasPortal && landings.length ? readFileSync(path.join(portalDist, 'index.html'), 'utf8') : '';
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

  /** The answers of `reads` for this token: only those the API answered 200 with JSON. */
  async function earlyReads(reads: string[], token: string) {
    const answers = await Promise.all(
      reads.map(async (url) => {
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        const json = res.statusCode === 200 && String(res.headers['content-type'] ?? '').startsWith('application/json');
        return json ? ([url, res.json()] as const) : null;
      }),
    );
    return Object.fromEntries(answers.filter((a) => a !== null));
  }

  app.setNotFoundHandler(async (req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    if (!isApi && hasPortal && (req.method === 'GET' || req.method === 'HEAD')) {
      const pathname = req.url.split('?')[0];
      const landing = landings.find((l) => l.pattern.test(pathname));
      if (!landing) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      const id = pathname.match(landing.pattern)?.[1] ?? '';
      const links = landing.preload.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
      const token = cookieToken(req);
      const data = token
        ? await earlyReads(
            landing.reads.map((r) => r.replaceAll('$1', id)),
            token,
          )
        : {};
      const signedIn = Object.keys(data).length > 0;
      const inline = signedIn ? `<script type="application/json" id="early-reads">${scriptJson(data)}</script>` : '';
      const html = indexHtml.replace('</head>', `${links}${inline}</head>`);
      reply
        .header('Cache-Control', signedIn ? 'private, no-store' : 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      // Made per request, so compressed per request: Brotli at a fast level (a few KB, well under 1 ms).
      if (!/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.send(html);
      const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('Content-Encoding', 'br').send(br);
    }
    return reply.status(404).send({ error: messages.notFound, errors: [messages.notFound], code: 'not_found' });
  });
}
