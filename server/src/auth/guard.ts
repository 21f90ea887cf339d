import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OfferedLanguage as Language, RoleName } from '@school/api/schemas';
import { inLanguage, messages } from '../i18n';
import type { Db } from '../db';
import { roles, sessions, users } from '../db/schema';
import type { AppConfig } from '../config';
import { forbidden, sessionExpired, unauthorized } from '../http/errors';
import { SESSION_MS, verifyToken, type TokenClaims } from './tokens';
import { Memo } from '../http/memo';
import { currentTrace, now } from '../db/trace';
import { FILE_TOKEN_MAX_AHEAD_S, fileKeyOf, parseFileToken, signatureMatches } from './file-tokens';

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
  /** The language the person reads (users.language): the server's texts for them (issue 38); English when absent. */
  language?: Language;
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
   * The token of a file URL (`filePath`: auth/file-tokens.ts): a signed file token for that
   * file (401 when forged or for another file, 440 once expired), or an old link's session JWT.
   */
  authenticateFile: (token: string | undefined, filePath: string) => Promise<AuthUser>;
  /**
   * Drops every remembered session row (auth/read-caches.ts calls it on every write request:
   * logout, password change, freeze, approve, role changes...), so the next request reads the
   * session again. Remembered rows otherwise live `config.caches.sessionTtlMs` (docs/decisions/0021-in-process-caches-public-reads-admin-lists-sessions.md).
   */
  forgetSessions: () => void;
  /**
   * A sign-in's new session, remembered as if its first request had read it: that request checks
   * neither the token's signature (made here a moment ago) nor reads the row (issue 34: a start
   * ramp's 2,000 first requests each did both, the HMAC on the thread pool where the sign-ins'
   * argon2 checks queue). Written only when no write request emptied the memo meanwhile.
   */
  rememberSignIn: (token: string, claims: TokenClaims, row: SessionRow) => void;
}

/** A session row as the guard reads it (its person's state with it). */
export type SessionRow = {
  userId: string;
  frozen: boolean;
  ID: string;
  role: string;
  tempPasswordChanged: boolean;
  approved: boolean;
  language: string;
  expiresAt: Date;
  fileKey: string | null;
  lastSeenAt: Date | null;
};

/** A session's "last seen" (sessions list, issue 36) is written at most this often: not a write per request. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** `exp` of a token that verified (so it has one), in ms. */
const expiryOf = (token: string) => {
  const exp = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp?: unknown }).exp;
  return typeof exp === 'number' ? exp * 1000 : 0;
};

/** How long a checked session row is trusted without reading it again (docs/decisions/0021-in-process-caches-public-reads-admin-lists-sessions.md). */
export const DEFAULT_SESSION_TTL_MS = 10_000;

export function createGuard(db: Db, config: AppConfig, onLookup: (cache: string, hit: boolean) => void = () => {}): Guard {
  const ttlMs = config.caches?.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
  const clock = () => config.now().getTime();
  const remembered = new Memo<SessionRow>(ttlMs, 10_000, clock);
  // A token string that verified is the same token next time: its signature is not checked
  // again while remembered (HMAC through WebCrypto was a third of an authenticated read's CPU);
  // its expiry is, on every request. A signature never stops matching its token, so this memo
  // stays on when the session memo is off (SESSION_CACHE_TTL_MS=0 still reads the session row
  // on every request, which is what ends a session), lasts as long as a token can (a session),
  // and is not emptied by writes (forgetSessions). WebCrypto's HMAC runs on libuv's thread pool,
  // where a start ramp's sign-ins queue (argon2, 11 ms each): a save whose remembered signature
  // had lapsed after 10 s, or been emptied by a write, waited behind hundreds of them (issue 23).
  const verified = new Memo<{ claims: TokenClaims; expMs: number }>(SESSION_MS, 20_000, clock);
  // The session row's query, planned once per connection (a list read's planning cost more than
  // its execution on PostgreSQL).
  const sessionQuery = db
    .select({
      userId: sessions.userId,
      frozen: users.frozen,
      ID: users.ID,
      role: roles.kind,
      tempPasswordChanged: users.tempPasswordChanged,
      approved: users.approved,
      language: users.language,
      expiresAt: sessions.expiresAt,
      fileKey: sessions.fileKey,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sessions.id, sql.placeholder('sid')))
    .limit(1)
    .prepare('guard_session_row');

  async function claimsOf(token: string): Promise<TokenClaims> {
    const hit = verified.get(token);
    if (hit && hit.expMs > clock()) return hit.claims;
    const generation = verified.generation;
    // EXAM_TRACE: a save whose token's signature was checked (WebCrypto, on libuv's thread pool).
    const trace = currentTrace();
    if (trace) trace.v0 = now();
    const claims = await verifyToken(token, config.jwtSecret, config.now()).catch(async (e: unknown) => {
      // An ended session's refusal reads in its person's language (issue 38).
      const userId = (e as { userId?: string }).userId;
      if (!userId) throw e;
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
      throw row?.language === 'am' ? inLanguage('am', sessionExpired) : e;
    });
    if (trace) trace.v1 = now();
    verified.set(token, { claims, expMs: expiryOf(token) }, generation);
    return claims;
  }

  async function sessionRow(sid: string): Promise<SessionRow | undefined> {
    const hit = remembered.get(sid);
    onLookup('session', !!hit);
    if (hit) return hit;
    const generation = remembered.generation;
    const [row] = (await sessionQuery.execute({ sid })) as SessionRow[];
    if (row) remembered.set(sid, row, generation);
    return row;
  }

  /** The caller of a live session row (its expiry, checked on every request, and the freeze). */
  function userOf(row: SessionRow, sid: string): AuthUser {
    // The row's own expiry, checked on every request (the remembered row too): a session ends
    // after its 10 hours whatever the token says.
    // The person is known: a refusal reads in their language (issue 38).
    const language = row.language === 'am' ? 'am' : 'en';
    if (row.expiresAt.getTime() <= clock()) throw inLanguage(language, sessionExpired);
    if (row.frozen) throw inLanguage(language, () => forbidden(messages.accountFrozen));
    // Role and ID come from the database so a role change applies without a new login.
    return {
      userId: row.userId,
      ID: row.ID,
      role: row.role as RoleName,
      sid,
      tempPasswordChanged: row.tempPasswordChanged,
      approved: row.approved,
      language,
    };
  }

  async function authenticate(token: string | undefined): Promise<AuthUser> {
    if (!token) throw unauthorized();
    // Signature and expiry are checked on every request; only the session row is remembered.
    const claims = await claimsOf(token);
    // The session row makes logout real: a token whose session is gone is refused.
    const row = await sessionRow(claims.sid);
    if (!row || row.userId !== claims.sub) throw unauthorized();
    // Sessions made before file keys existed get theirs from the first call with their token.
    if (!row.fileKey) {
      row.fileKey = fileKeyOf(token);
      await db
        .update(sessions)
        .set({ fileKey: row.fileKey })
        .where(and(eq(sessions.id, claims.sid), isNull(sessions.fileKey)));
    }
    const seenAt = clock();
    if (!row.lastSeenAt || seenAt - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
      row.lastSeenAt = new Date(seenAt);
      void db
        .update(sessions)
        .set({ lastSeenAt: row.lastSeenAt })
        .where(eq(sessions.id, claims.sid))
        .catch(() => {}); // a lost "last seen" is not worth failing the request for
    }
    return userOf(row, claims.sid);
  }

  async function authenticateFile(token: string | undefined, filePath: string): Promise<AuthUser> {
    if (!token) throw unauthorized();
    const t = parseFileToken(token);
    // Anything else in the segment is an old link's session token: valid while its session is.
    if (!t) return authenticate(token);
    const nowS = Math.floor(clock() / 1000);
    if (t.exp > nowS + FILE_TOKEN_MAX_AHEAD_S) throw unauthorized();
    const row = await sessionRow(t.sid);
    if (!row?.fileKey || !signatureMatches(row.fileKey, t, filePath)) throw unauthorized();
    // A genuine link whose minutes are over: 440, like an ended session.
    if (t.exp <= nowS) throw sessionExpired();
    return userOf(row, t.sid);
  }

  const forgetSessions = () => remembered.clear();
  const rememberSignIn = (token: string, claims: TokenClaims, row: SessionRow) => {
    verified.set(token, { claims, expMs: expiryOf(token) }, verified.generation);
    remembered.set(claims.sid, row, remembered.generation);
  };
  return { authenticate, authenticateFile, forgetSessions, rememberSignIn };
}
