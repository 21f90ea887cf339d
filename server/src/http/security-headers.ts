import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. `@fastify/helmet` builds a new helmet middleware for every
 * request (parsing the CSP directives each time): a sixth of the CPU of a cached public read
 * (`npm run bench`, decision 39). Our headers depend on nothing in the request (no nonces, no
 * per-route options), so helmet runs once against a recording response and every reply gets the
 * recorded set. Routes still override what they must (private files: CORP same-origin).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/** Every reply of `app` (and its children) starts with the security headers of `options`. */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
