import { and, eq } from 'drizzle-orm';
import type { RoleName } from '@school/api/schemas';
import { messages } from '@school/api/schemas';
import type { Db } from '../db';
import { roles, sessions, users } from '../db/schema';
import type { AppConfig } from '../config';
import { forbidden, sessionExpired, unauthorized } from '../http/errors';
import { verifyToken, type TokenClaims } from './tokens';
import { Memo } from '../http/memo';

/** Who is calling, as checked against the token and the live session row. */
export interface AuthUser {
  userId: string;
  ID: string;
  role: RoleName;
  sid: string;
  /** False until the temporary password is changed: only the own account may be used. */
  tempPasswordChanged: boolean;
  /** False for an applicant (an unapproved student). */
  approved: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

export interface Guard {
  /** Verifies a raw token (header or file path) and its session. */
  authenticate: (token: string | undefined) => Promise<AuthUser>;
  /**
   * Drops every remembered session row (http/read-caches.ts calls it on every write request:
   * logout, password change, freeze, approve, role changes...), so the next request reads the
   * session again. Remembered rows otherwise live `config.caches.sessionTtlMs` (docs/decisions.md: in-process caches).
   */
  forgetSessions: () => void;
}

type SessionRow = { frozen: boolean; ID: string; role: string; tempPasswordChanged: boolean; approved: boolean; expiresAt: Date };

/** `exp` of a token that verified (so it has one), in ms. */
const expiryOf = (token: string) => {
  const exp = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp?: unknown }).exp;
  return typeof exp === 'number' ? exp * 1000 : 0;
};

/** How long a checked session row is trusted without reading it again (docs/decisions.md: in-process caches). */
export const DEFAULT_SESSION_TTL_MS = 10_000;

export function createGuard(db: Db, config: AppConfig): Guard {
  const ttlMs = config.caches?.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
  const clock = () => config.now().getTime();
  const remembered = new Memo<SessionRow>(ttlMs, 10_000, clock);
  // A token string that verified is the same token next time: its signature is not checked
  // again while remembered (HMAC through WebCrypto was a third of an authenticated read's CPU);
  // its expiry is, on every request.
  const verified = new Memo<{ claims: TokenClaims; expMs: number }>(ttlMs, 10_000, clock);

  async function claimsOf(token: string): Promise<TokenClaims> {
    const hit = verified.get(token);
    if (hit && hit.expMs > clock()) return hit.claims;
    const generation = verified.generation;
    const claims = await verifyToken(token, config.jwtSecret, config.now());
    verified.set(token, { claims, expMs: expiryOf(token) }, generation);
    return claims;
  }

  async function sessionRow(sid: string, sub: string): Promise<SessionRow | undefined> {
    const key = `${sid}:${sub}`;
    const hit = remembered.get(key);
    if (hit) return hit;
    const generation = remembered.generation;
    const [row] = await db
      .select({
        frozen: users.frozen,
        ID: users.ID,
        role: roles.name,
        tempPasswordChanged: users.tempPasswordChanged,
        approved: users.approved,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(sessions.id, sid), eq(sessions.userId, sub)))
      .limit(1);
    if (row) remembered.set(key, row, generation);
    return row;
  }

  async function authenticate(token: string | undefined): Promise<AuthUser> {
    if (!token) throw unauthorized();
    // Signature and expiry are checked on every request; only the session row is remembered.
    const claims = await claimsOf(token);
    // The session row makes logout real: a token whose session is gone is refused.
    const row = await sessionRow(claims.sid, claims.sub);
    if (!row) throw unauthorized();
    // The row's own expiry, checked on every request (the remembered row too): a session ends
    // after its 10 hours whatever the token says.
    if (row.expiresAt.getTime() <= clock()) throw sessionExpired();
    if (row.frozen) throw forbidden(messages.accountFrozen);
    // Role and ID come from the database so a role change applies without a new login.
    return {
      userId: claims.sub,
      ID: row.ID,
      role: row.role as RoleName,
      sid: claims.sid,
      tempPasswordChanged: row.tempPasswordChanged,
      approved: row.approved,
    };
  }

  const forgetSessions = () => {
    remembered.clear();
    verified.clear();
  };
  return { authenticate, forgetSessions };
}
