import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from './helpers';

/** Makes the test app listen on a free port (socket.io needs a real server); returns its URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Signs in and returns the token and the person's `_id`. */
export async function signIn(app: FastifyInstance, ID: string) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { ID, password: DEMO_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login ${ID}: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { _id: string } };
  return { token: body.token, id: body.user._id, ID };
}

/** A socket.io client that records every event it receives, so a test can wait for one that came early. */
export class Probe {
  readonly events: { event: string; payload: unknown }[] = [];
  private waiters: (() => void)[] = [];
  constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => {
      this.events.push({ event, payload });
      for (const w of this.waiters.splice(0)) w();
    });
  }

  /** The payloads of `event` received so far. */
  all<T>(event: string): T[] {
    return this.events.filter((e) => e.event === event).map((e) => e.payload as T);
  }

  /** Resolves with the first payload of `event` (already received or to come) that matches. */
  waitFor<T>(event: string, match: (p: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
      const check = () => {
        const hit = this.all<T>(event).find(match);
        if (hit !== undefined) {
          clearTimeout(timer);
          resolve(hit);
          return true;
        }
        return false;
      };
      const loop = () => {
        if (!check()) this.waiters.push(loop);
      };
      loop();
    });
  }

  emit<T>(event: string, payload: unknown): Promise<T> {
    return this.socket.timeout(5000).emitWithAck(event, payload) as Promise<T>;
  }

  close() {
    this.socket.close();
  }
}

/** Connects with a session token; rejects with the server's refusal (connect_error). */
export function connect(url: string, token: string | undefined, opts: { reconnection?: boolean } = {}): Promise<Probe> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: opts.reconnection ?? false,
    forceNew: true,
  });
  const probe = new Probe(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(probe));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Resolves when the socket is disconnected (by the server or the network). */
export const disconnected = (p: Probe, timeoutMs = 5000) =>
  new Promise<string>((resolve, reject) => {
    if (!p.socket.connected) return resolve('already');
    const timer = setTimeout(() => reject(new Error('still connected')), timeoutMs);
    p.socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
