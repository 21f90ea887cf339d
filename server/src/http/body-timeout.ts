import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { messages } from '../i18n';

/** How long a connection may send nothing while its request body is unfinished. */
export const DEFAULT_BODY_TIMEOUT_MS = 30_000;

/**
 * Stalled request bodies time out. Fastify's `connectionTimeout` arms an idle timer on every
 * socket (no bytes in either direction for `ms`); this decides what a timeout means:
 * - a request whose body is still arriving: 408 `{ error }`, then the connection is closed
 *   (a client that sends headers and part of a body cannot hold a parser and a slot forever);
 * - a request fully received whose handler is still working (a 500-row import): left alone;
 * - a response the client stopped reading, or an idle keep-alive connection: closed.
 * An upload that keeps moving, however slowly, never times out: every chunk re-arms the timer.
 */
export function installBodyTimeout(app: FastifyInstance) {
  const inFlight = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();
  app.addHook('onRequest', async (req, reply) => {
    inFlight.set(req.raw.socket, { req: req.raw, res: reply.raw });
  });
  app.addHook('onResponse', async (req) => {
    if (inFlight.get(req.raw.socket)?.req === req.raw) inFlight.delete(req.raw.socket);
  });

  app.server.on('timeout', (socket: Socket) => {
    const current = inFlight.get(socket);
    if (!current || current.res.writableEnded) return socket.destroy();
    const { req, res } = current;
    if (req.complete) {
      if (res.headersSent) socket.destroy(); // the client stopped reading the answer
      return; // the handler is still working: the next write re-arms the timer
    }
    if (res.headersSent) return socket.destroy();
    const body = JSON.stringify({ error: messages.requestTimeout, errors: [messages.requestTimeout], code: 'request_timeout' });
    res.writeHead(408, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    res.end(body, () => socket.destroy());
  });
}
