import type { FastifyInstance } from 'fastify';
import { languageFromHeader, runAsReader } from './reader';

/**
 * Every request runs for its reader (reader.ts): Accept-Language for a visitor, the person's
 * stored choice once the session check has named them (`req.auth.language`). Answers whose text
 * depends on the header say so to caches (`Vary: Accept-Language`).
 */
export function installReaderLanguage(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith('/api')) reply.header('vary', 'Accept-Language');
    runAsReader(languageFromHeader(req.headers['accept-language']), () => req.auth?.language, done);
  });
}
