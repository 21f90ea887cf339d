import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../i18n';
import { HttpError } from './errors';

// ─── The intake: load gates in front of the start ramp's costly routes (issues 17, 23, 36) ────
// (Called "admission" before issue 36; renamed so it is never confused with the admissions of
// applicants.) During an exam's start ramp every taker signs in (argon2id on libuv's thread pool,
// up to 4 at a time on a 2-core machine) and starts (a transaction, policies, JSON) while the
// takers already in save an answer every 5 s. Each request in progress takes its turns on the main
// thread, the database worker and the cores; saves waited behind them (EXAM_TRACE: 92 of 104 saves
// >= p99 in the first 10 s of saves). A route with `config: { queued: 'sign-in' }` (argon2) or
// `{ queued: 'start' }` (the code check, the start) runs its handler only when fewer than `limit`
// requests of its gate are in progress; the rest wait here, costing nothing but their parsed body.
// Answer saves and every other route are never queued. The slot is taken after the body is read
// and the policy passed (preHandler: a slow upload or a refused caller holds none) and given back
// when the answer has gone or the connection closed. INTAKE_LIMIT sets the limit (per gate); 0
// turns the gates off.
//
// Two lanes (issue 36, decision 171): a request a route marks `suspect` (sign-in: an address or an
// account whose recent sign-ins failed more than they succeeded, auth/sign-in-intake.ts) waits in
// the slow lane, served only when no other request waits, so a wrong-password flood never delays
// anyone else by more than the checks already running. Each lane is bounded in length (past it:
// 503 with Retry-After at once, before any work) and in wait (a request still waiting then: 503),
// and serves newest first once it is overloaded (adaptive LIFO): a burst of first attempts that
// came just before a person does not stand in front of them.

export const DEFAULT_INTAKE_LIMIT = 2;

export type Lane = 'clean' | 'suspect';

export interface GateOptions {
  /** Most requests waiting in each lane; past it `acquire` answers null. @default unbounded */
  maxWaiting?: Partial<Record<Lane, number>>;
  /**
   * Longest wait in each lane: a request still waiting then is let go with null (its caller
   * answers 503, and a client tries again after Retry-After). @default unbounded
   */
  maxWaitMs?: Partial<Record<Lane, number>>;
  /**
   * Adaptive LIFO: once the oldest of the requests next in line has waited this long the gate is
   * overloaded, and the newest of them is served first (an old one is the likelier to have given
   * up; a burst that came just before a person does not stand in front of them). @default never
   */
  lifoAfterMs?: number;
  /** Most slots the slow lane may hold at once, so a clean request never waits for a slot. @default limit */
  suspectSlots?: number;
  /** The clock (tests). @default performance.now */
  now?: () => number;
}

interface Waiter {
  since: number;
  rank: number;
  /** Gives the slot (true) or lets the request go (false). */
  grant: (admitted: boolean) => void;
}

/**
 * At most `limit` holders at a time. The others wait: the clean lane before the slow one, and in
 * a lane the lowest rank first (sign-in: the caller's recent unsuccessful tries), then in arrival
 * order until the gate is overloaded (`lifoAfterMs`), newest first from then on.
 */
export function createGate(limit: number, opts: GateOptions = {}) {
  const now = opts.now ?? (() => performance.now());
  const suspectSlots = Math.max(1, Math.min(limit, opts.suspectSlots ?? limit));
  const held: Record<Lane, number> = { clean: 0, suspect: 0 };
  let peak = 0;
  let admitted = 0;
  let refused = 0;
  const lanes: Record<Lane, Waiter[]> = { clean: [], suspect: [] };
  const active = () => held.clean + held.suspect;
  /** Lets go of the waiters of `lane` that waited past its longest wait (arrival order: the oldest first). */
  const expire = (lane: Lane, t: number) => {
    const max = opts.maxWaitMs?.[lane];
    if (max === undefined) return;
    const q = lanes[lane];
    while (q.length && t - q[0].since > max) {
      refused++;
      q.shift()!.grant(false);
    }
  };
  const next = (lane: Lane, t: number): Waiter | undefined => {
    expire(lane, t);
    const q = lanes[lane];
    if (!q.length) return undefined;
    let best = 0;
    for (let i = 1; i < q.length; i++) if (q[i].rank < q[best].rank) best = i;
    const overloaded = opts.lifoAfterMs !== undefined && t - q[best].since > opts.lifoAfterMs;
    if (overloaded) for (let i = q.length - 1; i > best; i--) if (q[i].rank === q[best].rank) return q.splice(i, 1)[0];
    return q.splice(best, 1)[0];
  };
  const take = (lane: Lane) => {
    held[lane]++;
    peak = Math.max(peak, active());
    admitted++;
  };
  /** A slot came free: the next clean waiter, else a slow one if the slow lane may hold one more. */
  const release = (from: Lane) => {
    held[from]--;
    const t = now();
    const clean = next('clean', t);
    if (clean) return grant(clean, 'clean');
    if (held.suspect < suspectSlots) {
      const slow = next('suspect', t);
      if (slow) return grant(slow, 'suspect');
    }
  };
  const grant = (w: Waiter, lane: Lane) => {
    take(lane);
    w.grant(true);
  };
  const fits = (lane: Lane) => active() < limit && (lane === 'clean' || held.suspect < suspectSlots);
  return {
    /**
     * Resolves with the function that gives the slot back (call it once), or with null when the
     * request waited past its lane's longest wait; null at once when the lane already holds its
     * most waiting requests. `rank`: lower is served first within the lane.
     */
    acquire(lane: Lane = 'clean', rank = 0): Promise<(() => void) | null> | null {
      let given = false;
      const slot = (): (() => void) => () => {
        if (given) return;
        given = true;
        release(lane);
      };
      if (fits(lane) && !lanes[lane].length) {
        take(lane);
        return Promise.resolve(slot());
      }
      const t = now();
      expire(lane, t);
      if (lanes[lane].length >= (opts.maxWaiting?.[lane] ?? Infinity)) {
        refused++;
        return null;
      }
      return new Promise((resolve) => lanes[lane].push({ since: t, rank, grant: (ok) => (ok ? resolve(slot()) : resolve(null)) }));
    },
    get active() {
      return active();
    },
    get waiting() {
      return lanes.clean.length + lanes.suspect.length;
    },
    /** Waiting in the slow lane. */
    get waitingSuspect() {
      return lanes.suspect.length;
    },
    /** The most holders there have been at once, how many were let in, how many let go (lane full, waited too long). */
    get peak() {
      return peak;
    },
    get admitted() {
      return admitted;
    },
    get refused() {
      return refused;
    },
  };
}
export type Gate = ReturnType<typeof createGate>;

/**
 * The sign-in gate (decision 171): a school's start ramp fits the clean lane, a flood only the
 * slow one; a request waits at most 10 s (slow lane 3 s), and newest first once the oldest has
 * waited a second; the slow lane holds at most all slots but one.
 */
export const signInGate = (limit: number): GateOptions => ({
  maxWaiting: { clean: 2000, suspect: 8 },
  maxWaitMs: { clean: 10_000, suspect: 3_000 },
  lifoAfterMs: 1000,
  // The slow lane never holds every slot: a clean sign-in finds one free or next to free.
  suspectSlots: limit - 1,
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The intake gates by name (tests and metrics read them). */
    intake: Map<string, Gate>;
  }
  interface FastifyRequest {
    /** The lane a route's own hook put this request in (before the preHandler); absent: clean. */
    intakeLane?: Lane;
    /** Its rank in that lane, lower first (sign-in: the address's recent unsuccessful tries). */
    intakeRank?: number;
    /** Gives the request's intake slot back before its answer (idempotent); absent: not queued. */
    releaseIntake?: () => void;
  }
  interface FastifyContextConfig {
    /** The intake gate this route's handler waits in (http/intake.ts); none: never queued. */
    queued?: 'sign-in' | 'start';
  }
}

/** 503 `{ error }` with Retry-After: the lane is full; the client tries again after `seconds`. */
export const busy = (reply: FastifyReply, seconds: number) => {
  reply.header('retry-after', String(seconds));
  return new HttpError(503, messages.serverBusy, 'busy');
};

/**
 * Queues the handlers of routes with `config: { queued }`: at most `limit` of each gate in
 * progress (0: off). Returns the gates by name (created on first use; the tests read them).
 */
export function installIntake(app: FastifyInstance, limit: number): Map<string, Gate> {
  const gates = new Map<string, Gate>();
  app.decorate('intake', gates);
  app.decorateRequest('intakeLane', undefined);
  app.decorateRequest('intakeRank', undefined);
  app.decorateRequest('releaseIntake', undefined);
  if (!(limit > 0)) return gates;
  const gateOf = (name: 'sign-in' | 'start') =>
    gates.get(name) ?? gates.set(name, createGate(limit, name === 'sign-in' ? signInGate(limit) : {})).get(name)!;
  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const name = req.routeOptions.config?.queued;
    if (!name) return;
    const lane = req.intakeLane ?? 'clean';
    const waiting = gateOf(name).acquire(lane, req.intakeRank ?? 0);
    const granted = waiting && (await waiting);
    if (!granted) throw busy(reply, lane === 'suspect' ? 2 : 1);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      granted();
    };
    // A handler may give its slot back once its costly part is done (sign-in: after the password
    // check, decision 214); otherwise 'close' gives it back, once the answer has been sent or the
    // connection has gone, whichever is first.
    req.releaseIntake = release;
    if (reply.raw.writableEnded || reply.raw.destroyed) release();
    else reply.raw.once('close', release);
  });
  return gates;
}
