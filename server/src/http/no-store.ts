import type { FastifyInstance } from 'fastify';

/**
 * JSON with personal data is never kept by a browser or proxy cache (`Cache-Control: no-store`):
 * every JSON answer of the API except an anonymous GET of a public route (news, gallery,
 * public-data: auth/read-caches.ts gives those their ETag). Login and register answers carry a
 * token and so are `no-store` too. A route that set its own Cache-Control keeps it.
 */
export function installNoStore(scope: FastifyInstance) {
  scope.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json') || reply.hasHeader('cache-control')) return payload;
    const publicRead = req.method === 'GET' && !req.auth && req.routeOptions.config?.policy?.who === 'public';
    if (!publicRead) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
