import type { Socket } from 'socket.io';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { OfferedLanguage as Language } from '@school/api/schemas';
import { inLanguage, messages } from '../../../i18n';
import type { Db } from '../../../db';
import { sessions, users } from '../../../db/schema';
import type { LiveHub } from './hub';

// ─── Closing the sockets of ended sessions on this instance ──────────────────────────────────
// After every write, here or on another instance (cluster/invalidation.ts), and every 15 s (the
// 'live sessions' job, for expiry), one query asks which of this instance's sockets' sessions are
// still live: present, not expired, account not frozen. The others get `error` and are
// disconnected at once: a logout, a freeze or a password change on any instance closes them.
// Checks are coalesced: one runs at a time, and writes during it cause one more.

export interface SocketSessionCheck {
  /** Checks now; resolves with how many sockets were closed. */
  check: () => Promise<number>;
  /** Checks as soon as the running check (if any) is over. */
  soon: () => void;
}

export function createSocketSessionCheck(
  live: LiveHub,
  db: Db,
  now: () => Date,
  log: (msg: string, err?: unknown) => void,
): SocketSessionCheck {
  const localSockets = () => [...(live.io.of('/').sockets.values() as Iterable<Socket>)];
  const sidOf = (s: Socket) => (s.data as { auth?: { sid: string } }).auth?.sid;

  async function check(): Promise<number> {
    const sockets = localSockets().filter((s) => sidOf(s));
    if (!sockets.length) return 0;
    const sids = [...new Set(sockets.map((s) => sidOf(s)!))];
    const liveRows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(inArray(sessions.id, sids), eq(users.frozen, false), gt(sessions.expiresAt, now())));
    const alive = new Set(liveRows.map((r) => r.id));
    let closed = 0;
    for (const s of sockets) {
      if (alive.has(sidOf(s)!)) continue;
      const language = (s.data as { auth?: { language?: Language } }).auth?.language ?? 'en';
      s.emit('error', { error: inLanguage(language, () => messages.unauthorized), code: 'unauthorized' });
      s.disconnect(true);
      closed++;
    }
    return closed;
  }

  let running: Promise<unknown> | null = null;
  let again = false;
  const soon = () => {
    if (running) {
      again = true;
      return;
    }
    running = check()
      .catch((err: unknown) => log('live: session check failed', err))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          soon();
        }
      });
  };
  return { check, soon };
}
