import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorCodes } from '@school/api/schemas';
import { policies } from '../auth/policies';
import type { Policy } from '../auth/policy-engine';
import { policyInWords } from './policy-text';
import { docsFonts } from './docs-fonts';
import { finishDocument } from './finish';
import { asyncApiDocument } from './asyncapi';
import { domains } from './operations';

// ─── The published description of the API (issue 20) ────────────────────────────────────────
// An OpenAPI 3.1 document generated from the zod schemas the routes validate with (the zod type
// provider's transform), served at /api/openapi.json; a reference page (Scalar) at /api/docs.
// Every route carries its policy in words and the error contract `{ error, errors, code }`.

const DOCS = '/api/docs';
const isDocsRoute = (url: string) => url === DOCS || url.startsWith(`${DOCS}/`);

/** Registers the document's collector; call before any route is registered. */
export async function installOpenApi(app: FastifyInstance) {
  // Every route's policy in words, and its tag (the first path segment) for the reference page.
  // The docs page's own routes (the Scalar plugin's) get the public policy here: they are the page.
  // A GET route's HEAD twin shares its schema object: each schema is finished once (issue 37: the
  // policy text was printed twice on 105 reads).
  const done = new WeakSet<object>();
  const policyOf = new Map<string, Policy | undefined>();
  /** The routes with a rate limit of their own (the only ones that answer 429). */
  const limited = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (isDocsRoute(route.url)) route.config = { ...(route.config ?? {}), policy: policies.public } as typeof route.config;
    const policy = (route.config as { policy?: Policy } | undefined)?.policy;
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    const rateLimited = !!(route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      policyOf.set(`${method} ${route.url}`, policy);
      if (rateLimited) limited.add(`${method} ${route.url}`);
    }
    if (isDocsRoute(route.url) || route.url === '/api/openapi.json' || route.url === '/api/asyncapi.json' || done.has(schema)) return;
    done.add(schema);
    schema.description = [policyInWords(policy), schema.description].filter(Boolean).join('\n\n');
  });
  const zodTransformObject = createJsonSchemaTransformObject({ zodToJsonConfig: { unrepresentable: 'any' } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'School platform API',
        version: '1.0.0',
        description: [
          "The school's REST API (the three specification documents' calls, and ours beside them).",
          'Every failure answers `{ error, errors, code }`: `error` the text a person reads, `errors` the list, `code` a stable machine code.',
          `Codes: ${errorCodes.map((c) => `\`${c}\``).join(', ')}.`,
        ].join('\n\n'),
      },
      servers: [{ url: '/', description: 'The server that serves this document (every path begins with /api).' }],
      tags: Object.values(domains).map(([name, description]) => ({ name, description })),
      components: {
        // File addresses carry their token as the last path segment: a path parameter, no scheme.
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: "GET /metrics only: the operator's METRICS_TOKEN (404 when the server has none).",
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [], zodToJsonConfig: { unrepresentable: 'any' } }),
    // Schemas with an id (the error body) become one component, referenced by every route.
    // Then the finishing pass (finish.ts): names, summaries, domains, multipart bodies, file answers, error codes.
    transformObject: (input) =>
      finishDocument(zodTransformObject(input) as unknown as Record<string, unknown>, policyOf, limited) as unknown as ReturnType<
        typeof zodTransformObject
      >,
  });
}

/** The document and the reference page: registered inside the /api scope (each with its policy). */
export async function openApiRoutes(api: FastifyInstance) {
  api.get('/openapi.json', { config: { policy: policies.public }, schema: { hide: true } }, async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').send(api.swagger()),
  );
  // The live events (chat, presence over socket.io), AsyncAPI 3 (asyncapi.ts, issue 37).
  api.get('/asyncapi.json', { config: { policy: policies.public }, schema: { hide: true } }, async (req, reply) =>
    reply.header('Cache-Control', 'no-cache').send(asyncApiDocument(req.host)),
  );
  const customCss = docsFonts(api, '/docs', DOCS);
  await api.register(scalar, {
    routePrefix: '/docs',
    // Our own copies of its fonts (docs-fonts.ts): the CSP allows fonts from 'self' only.
    configuration: { url: '/api/openapi.json', pageTitle: 'School platform API', withDefaultFonts: false, customCss },
    // The plugin (1.46, pinned for Node 20: decision 210) also answers its own openapi.json and
    // openapi.yaml under /docs; both send the reader to the one document instead.
    hooks: {
      onRequest: async (req, reply) => {
        if (/\/openapi\.(json|yaml)$/.test(req.routeOptions.url ?? '')) return reply.redirect('/api/openapi.json', 308);
      },
    },
  });
  // The page's one inline script is allowed by its hash (the CSP allows only our own scripts).
  api.addHook('onSend', async (req, reply, payload) => {
    if (!isDocsRoute(req.routeOptions.url ?? '') || typeof payload !== 'string' || !payload.startsWith('<!')) return payload;
    const hashes = [...payload.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .filter((m) => m[1]!.trim())
      .map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    if (hashes.length && csp)
      reply.header('content-security-policy', csp.replace(/script-src 'self'/, `script-src 'self' ${hashes.join(' ')}`));
    return payload;
  });
}
