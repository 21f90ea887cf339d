import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../i18n';
import { HttpError } from '../http/errors';
import type { Lane } from '../http/intake';

// ─── Sign-in under a flood (issue 36, decision 171) ──────────────────────────────────────────
// Before the password hash, and costing nothing but a map lookup:
// - the lane: an address whose passwords in the window were refused (401) at least twice, and
//   more often than they were accepted, is *suspect*: it waits
//   in the intake's slow lane (http/intake.ts), served only when no one else waits and never on
//   every slot, and checks one password at a time (a second one meanwhile: 429 at once);
// - the rank within a lane: the address's unsuccessful sign-ins plus those in flight, less its
//   successes. A person's first try (rank 0) goes before a flooding address's next one, whose
//   earlier tries are answered or still waiting. A school behind one NAT address ranks low as long
//   as most of its sign-ins succeed, and its in-flight ones never make it suspect;
// - only a checked password counts: a sign-in answered busy (503, the intake's bound) or refused
//   by a limit had no password checked. Counting those made a whole school behind one address
//   suspect in its own exam-day ramp: the ramp's first 503s outnumbered its successes, the school
//   fell into the one-at-a-time lane and 2,000 takers needed 233 s to start (issue 34's bench);
//   a flood's wrong passwords are 401s and are counted;
// - what is over the rate limits (per address, per address + account: auth/routes.ts) was refused
//   before this.
// By address, not by account: the address is what a flood pays for, while a rule by account would
// let anyone slow down or lock out a person whose ID they know (the victim's own sign-ins would
// queue behind the attack). The counts are this instance's own (a prioritisation, not a limit: the
// limits are shared through Redis); they live one window and hold at most MAX_KEYS addresses, the
// oldest dropped first.

const MAX_KEYS = 100_000;

interface Tally {
  /** Passwords refused (401). */
  unsuccessful: number;
  successes: number;
  until: number;
}

export interface SignInIntake {
  /** Before the hash: the lane of this sign-in, or the refusal; counts the address's outcome once answered. */
  admit: (req: FastifyRequest, reply: FastifyReply) => void;
}

export function createSignInIntake(windowMs: number, now: () => number = Date.now): SignInIntake {
  const tallies = new Map<string, Tally>();
  const running = new Map<string, number>();

  const tallyOf = (key: string) => {
    const t = tallies.get(key);
    if (t && t.until > now()) return t;
    if (t) tallies.delete(key);
    return undefined;
  };
  const suspect = (key: string) => {
    const t = tallyOf(key);
    return !!t && t.unsuccessful >= 2 && t.unsuccessful > t.successes;
  };
  const rank = (key: string) => {
    const t = tallyOf(key);
    return Math.max(0, (t?.unsuccessful ?? 0) + (running.get(key) ?? 0) - (t?.successes ?? 0));
  };
  const count = (key: string, status: number) => {
    if (status !== 200 && status !== 401) return; // no password was checked (busy, a limit, an error)
    const t = tallyOf(key) ?? { unsuccessful: 0, successes: 0, until: now() + windowMs };
    if (status === 200) t.successes++;
    else t.unsuccessful++;
    tallies.delete(key); // re-inserted last: the Map's order is the age order the bound drops by
    tallies.set(key, t);
    if (tallies.size > MAX_KEYS) tallies.delete(tallies.keys().next().value!);
  };
  const hold = (key: string) => running.set(key, (running.get(key) ?? 0) + 1);
  const letGo = (key: string) => {
    const n = (running.get(key) ?? 1) - 1;
    if (n > 0) running.set(key, n);
    else running.delete(key);
  };
  const refuse = (reply: FastifyReply) => {
    reply.header('retry-after', '1');
    return new HttpError(429, messages.tooManyRequests);
  };

  return {
    admit(req, reply) {
      const key = req.ip;
      const lane: Lane = suspect(key) ? 'suspect' : 'clean';
      if (lane === 'suspect' && running.has(key)) throw refuse(reply);
      req.intakeLane = lane;
      req.intakeRank = rank(key);
      hold(key);
      let done = false;
      const settle = () => {
        if (done) return;
        done = true;
        letGo(key);
        count(key, reply.statusCode);
      };
      if (reply.raw.writableEnded || reply.raw.destroyed) settle();
      else reply.raw.once('close', settle);
    },
  };
}
