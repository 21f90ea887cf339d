import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../i18n';
import { forbidden, unauthorized } from '../http/errors';
import type { AuthUser, Guard } from './guard';
import { isApplicant, type Policy, type PolicyContext } from './policy-engine';
import { filePathOf } from './file-tokens';

// ─── The hooks that run every route's policy (auth/policy-engine.ts) ─────────────────────────
//   onRequest   the token (header, or the path's `:token` for file URLs), the session (guard.ts:
//               signature, 10 h lifetime, session row and its expiry, frozen account), the
//               temporary-password and applicant locks, the roles. Before the body is read, so
//               an anonymous caller learns nothing from validation (401 before 400).
//   preHandler  the ownership `check`, with the validated params, query and body.

/** Routes registered under /api with their policy: what the route-table test iterates. */
export interface RouteEntry {
  method: string;
  url: string;
  policy: Policy | undefined;
  /** The route's request schemas (params, querystring, body): the input-bounds test walks them. */
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
  /** Its read cache and whether, as a write, it keeps them (auth/read-caches.ts): the declarations test reads them. */
  cache?: 'public' | 'admin-list';
  keepsCaches?: true;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
};

/** The `:token` path segment; the client writes `null` there when nobody is signed in. */
const pathToken = (req: FastifyRequest) => {
  const t = (req.params as { token?: unknown } | undefined)?.token;
  return typeof t === 'string' && t !== '' && t !== 'null' ? t : undefined;
};

export const tokenOf = (req: FastifyRequest, p: Policy) => (p.token === 'path' ? pathToken(req) : bearer(req));

/**
 * The locks of a signed-in account: until the temporary password is changed only routes with
 * `temporaryPassword` answer; an applicant (unapproved student) only routes with `applicant`.
 */
export function lockOf(auth: AuthUser, p: Pick<Policy, 'temporaryPassword' | 'applicant'>): Error | null {
  if (!auth.tempPasswordChanged && !p.temporaryPassword) return forbidden(messages.changePasswordFirst);
  if (isApplicant(auth) && !p.applicant) return forbidden(messages.applicantNotApproved);
  return null;
}

/** Requests let through onRequest by a granted permission rather than the route's roles. */
const viaGrant = new WeakSet<FastifyRequest>();

/** Why a public route's optional identity was not taken (expired 440, logged out 401, locked 403). */
const refusals = new WeakMap<FastifyRequest, unknown>();

/**
 * The signed-in caller of a public route whose check needs one (a hidden news item, a hidden
 * item's photo): `req.auth`, or the reason there is none (no token 401, expired 440, locked 403).
 */
export function callerOf(req: FastifyRequest): AuthUser {
  if (req.auth) return req.auth;
  throw refusals.get(req) ?? unauthorized();
}

/**
 * Installs the policy hooks on a plugin scope (the /api prefix). With `strict`, registering a
 * route without a policy throws at start-up, so no route can forget its rule.
 */
export function installPolicies(scope: FastifyInstance, guard: Guard, ctx: PolicyContext, opts: { strict: boolean }) {
  if (!scope.hasDecorator('routeTable')) scope.decorate('routeTable', [] as RouteEntry[]);
  scope.addHook('onRoute', (route) => {
    const p = route.config?.policy;
    if (!p && opts.strict) throw new Error(`${String(route.method)} ${route.url} declares no policy (server/src/auth/policies.ts)`);
    if (p?.token === 'path' && !route.url.endsWith('/:token'))
      throw new Error(`${route.url}: a path-token policy needs a last segment :token`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      scope.routeTable.push({
        method,
        url: route.url,
        policy: p,
        schema: route.schema as RouteEntry['schema'],
        cache: route.config?.cache,
        keepsCaches: route.config?.keepsCaches,
      });
    }
  });

  scope.addHook('onRequest', async (req) => {
    const p = req.routeOptions.config?.policy;
    if (!p) return; // only without `strict` (tests of the hooks themselves)
    const token = tokenOf(req, p);
    // A file URL's segment is a signed file token bound to that file (auth/file-tokens.ts), or an old link's session token.
    const authenticate = (t: string) =>
      p.token === 'path'
        ? guard.authenticateFile(t, filePathOf(req.routeOptions.url ?? '', (req.params ?? {}) as Record<string, unknown>))
        : guard.authenticate(t);
    if (p.who === 'public') {
      // Optional identity: a public read may show more to an admin (e.g. hidden news). A
      // locked account (temporary password, applicant) is treated as anonymous here.
      req.auth = null;
      if (!token) return;
      try {
        const auth = await authenticate(token);
        const lock = lockOf(auth, {});
        if (lock) refusals.set(req, lock);
        else req.auth = auth;
      } catch (err) {
        refusals.set(req, err);
      }
      return;
    }
    if (!token) throw unauthorized();
    const auth = await authenticate(token);
    req.auth = auth;
    const lock = lockOf(auth, p);
    if (lock) throw lock;
    if (p.who !== 'signedIn' && !p.who.includes(auth.role)) {
      // Outside the route's roles: only a holder of the policy's permission passes (before the body is read).
      if (!p.grant?.roles.includes(auth.role) || !(await p.grant.holds(auth, ctx))) throw forbidden();
      viaGrant.add(req);
    }
  });

  scope.addHook('preHandler', async (req) => {
    const p = req.routeOptions.config?.policy;
    if (!p) return;
    const granted = viaGrant.has(req);
    if (!granted && (!p.check || (await p.check(req, ctx)))) return;
    // The role's own rule refused (or does not apply): the permission, within its scope.
    const g = p.grant;
    const auth = req.auth;
    if (g && auth && g.roles.includes(auth.role) && (granted || (await g.holds(auth, ctx))) && (!g.scope || (await g.scope(req, ctx))))
      return;
    throw forbidden();
  });
}
