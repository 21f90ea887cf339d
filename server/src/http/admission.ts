import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// ─── Admission control for the start ramp's costly routes (issues 17, 23; decision 129) ──────
// During an exam's start ramp every taker signs in (argon2id on libuv's thread pool, up to 4 at a
// time on a 2-core machine) and starts (a transaction, policies, JSON) while the takers already
// in save an answer every 5 s. Each request in progress takes its turns on the main thread, the
// database worker and the cores; saves waited behind them (EXAM_TRACE: 92 of 104 saves >= p99
// in the first 10 s of saves). A route with `config: { queued: 'sign-in' }` (argon2) or
// `{ queued: 'start' }` (the code check, the start) runs its handler only when fewer than `limit`
// requests of its queue are in progress; the rest wait here, in arrival order, costing nothing
// but their parsed body. Answer saves and every
// other route are never queued. The slot is taken after the body is read and the policy passed
// (preHandler: a slow upload or a refused caller holds none) and given back when the answer has
// gone or the connection closed. ADMISSION_LIMIT sets the limit (per queue); 0 turns the queues off.

export const DEFAULT_ADMISSION_LIMIT = 2;

/** At most `limit` holders at a time; the others wait in arrival order. */
export function createGate(limit: number) {
  let active = 0;
  let peak = 0;
  let admitted = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    /** Resolves with the function that gives the slot back (call it once). */
    acquire(): Promise<() => void> {
      let given = false;
      const once = () => {
        if (given) return;
        given = true;
        release();
      };
      if (active < limit) {
        active++;
        peak = Math.max(peak, active);
        admitted++;
        return Promise.resolve(once);
      }
      return new Promise((resolve) =>
        waiting.push(() => {
          admitted++;
          resolve(once);
        }),
      );
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    /** The most holders there have been at once, and how many were let in so far. */
    get peak() {
      return peak;
    },
    get admitted() {
      return admitted;
    },
  };
}
export type Gate = ReturnType<typeof createGate>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The admission queues by name (tests and metrics read them). */
    admission: Map<string, Gate>;
  }
  interface FastifyContextConfig {
    /** The admission queue this route's handler waits in (http/admission.ts); none: never queued. */
    queued?: 'sign-in' | 'start';
  }
}

/**
 * Queues the handlers of routes with `config: { queued }`: at most `limit` of each queue in
 * progress (0: off). Returns the gates by name (created on first use; the tests read them).
 */
export function installAdmission(app: FastifyInstance, limit: number): Map<string, Gate> {
  const gates = new Map<string, Gate>();
  app.decorate('admission', gates);
  if (!(limit > 0)) return gates;
  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const name = req.routeOptions.config?.queued;
    if (!name) return;
    const gate = gates.get(name) ?? gates.set(name, createGate(limit)).get(name)!;
    const release = await gate.acquire();
    // 'close' comes once the answer has been sent or the connection has gone, whichever is first.
    if (reply.raw.writableEnded || reply.raw.destroyed) release();
    else reply.raw.once('close', release);
  });
  return gates;
}
