import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { RoleName } from '@school/api/schemas';
import { messages } from '@school/api/schemas';
import type { Db } from '../db';
import { roles, sessions, users } from '../db/schema';
import type { AppConfig } from '../config';
import { forbidden, unauthorized } from '../http/errors';
import { verifyToken } from './tokens';

/** Who is calling, as checked against the token and the live session row. */
export interface AuthUser {
  userId: string;
  ID: string;
  role: RoleName;
  sid: string;
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
   * Route hook: signed in and, when roles are given, one of them. Used as `onRequest` so an
   * anonymous caller learns nothing from validation (401 comes before 400).
   */
  requireRole: (...allowed: RoleName[]) => (req: FastifyRequest) => Promise<void>;
}

const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
};

export function createGuard(db: Db, config: AppConfig): Guard {
  async function authenticate(token: string | undefined): Promise<AuthUser> {
    if (!token) throw unauthorized();
    const claims = await verifyToken(token, config.jwtSecret, config.now());
    // The session row makes logout real: a token whose session is gone is refused.
    const [row] = await db
      .select({ frozen: users.frozen, ID: users.ID, role: roles.name })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub)))
      .limit(1);
    if (!row) throw unauthorized();
    if (row.frozen) throw forbidden(messages.accountFrozen);
    // Role and ID come from the database so a role change applies without a new login.
    return { userId: claims.sub, ID: row.ID, role: row.role as RoleName, sid: claims.sid };
  }

  const requireRole =
    (...allowed: RoleName[]) =>
    async (req: FastifyRequest) => {
      const auth = await authenticate(bearer(req));
      if (allowed.length && !allowed.includes(auth.role)) throw forbidden();
      req.auth = auth;
    };

  return { authenticate, requireRole };
}
