import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  onSendHookHandler,
} from 'fastify';
import type { AppContext } from '../context';
import { Memo } from '../http/memo';
import { isAdmin, roleKey } from './policy-engine';
import { readerLanguage } from '../i18n';

// ─── In-process read caches (docs/decisions/0021-in-process-caches-public-reads-admin-lists-sessions.md) ────────────────────────────────────────────────────
//
// Public reads: the public site's content (the same for every visitor) is answered from memory,
//   with an ETag; `If-None-Match` answers 304. Looked up before anything else of the route runs.
// Admin lists: looked up after the route's policy (signed in, role, ownership) has passed, so
//   the cache never decides who may read; the key holds the caller's role and the whole URL.
// Both are emptied by every write request under /api (any method but GET/HEAD/OPTIONS) that was
//   not refused with a 4xx, before its answer leaves the server, and so is the guard's session
//   memo; with REDIS_URL every other instance empties them too, within ms
//   (cluster/invalidation.ts). Entries also expire (config.caches), which bounds what no write
//   request announces: a background job, or a change made in the database by hand.
// A route joins where it is declared, beside its policy (issue 40): a GET with `cache: 'public'`
//   (optionally `cacheWhen` for the public variant of its query) or `cache: 'admin-list'`; a write
//   that changes nothing these caches or the session memo hold says `keepsCaches: true` (the exam
//   taker's saves, the sign-in). Any other write empties them: a new write cannot be forgotten.
//   server/test/read-caches-declared.test.ts holds the declarations to their policies and fails
//   for an admin list that declares nothing.
// In auth/ (decision 291): an admin list is looked up after the policy passed, keyed by the
//   caller's role (policy-engine.ts), and a write empties the guard's session memo with the caches.

export type CacheUse = 'public' | 'admin-list';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This GET's answers are kept in memory (decision 21): 'public', the same for every visitor
     * (an ETag, looked up before anything else of the route runs); 'admin-list', for admins only,
     * looked up after the policy passed, keyed by role and URL.
     */
    cache?: CacheUse;
    /** With `cache: 'public'`: only the requests whose query this accepts are the public variant. */
    cacheWhen?: (query: Record<string, unknown>) => boolean;
    /** A write that changes nothing a read cache or the session memo holds; any other write empties them. */
    keepsCaches?: true;
  }
}

export const DEFAULT_PUBLIC_TTL_MS = 30_000;
export const DEFAULT_LIST_TTL_MS = 5_000;
const MAX_ENTRIES = 300;
/** Larger answers (a page of 100 items) are not kept: they are rare and would hold memory. */
const MAX_BODY_CHARS = 256 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';
/** The browser may keep a copy but asks again every time (answered 304 while unchanged). */
const PUBLIC_CACHE_CONTROL = 'no-cache';

interface Entry {
  body: string;
  etag: string;
  headers: Record<string, string>;
}

/** What a request found or will store: kept on the request between its hooks. */
const pending = new WeakMap<FastifyRequest, { memo: Memo<Entry>; key: string; generation: number; isPublic: boolean } | 'hit'>();

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && (ifNoneMatch === etag || ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

function answer(req: FastifyRequest, reply: FastifyReply, e: Entry, isPublic: boolean) {
  pending.set(req, 'hit');
  for (const [k, v] of Object.entries(e.headers)) reply.header(k, v);
  if (isPublic) {
    reply.header('etag', e.etag);
    if (matches(req.headers['if-none-match'], e.etag)) return reply.code(304).send();
  }
  return reply.send(e.body);
}

export interface ReadCaches {
  /** Empties both caches and the guard's session memo (tests, admin tools). */
  clear: () => void;
}

/** Installs the caches on the /api scope; call before any route is registered. */
export function installReadCaches(scope: FastifyInstance, ctx: AppContext): ReadCaches {
  const now = () => ctx.config.now().getTime();
  const publicMemo = new Memo<Entry>(ctx.config.caches?.publicTtlMs ?? DEFAULT_PUBLIC_TTL_MS, MAX_ENTRIES, now);
  const listMemo = new Memo<Entry>(ctx.config.caches?.listTtlMs ?? DEFAULT_LIST_TTL_MS, MAX_ENTRIES, now);
  const clear = () => {
    publicMemo.clear();
    listMemo.clear();
    ctx.guard.forgetSessions();
  };
  // After a write here or on any other instance (cluster/invalidation.ts).
  ctx.invalidation.onInvalidate(clear);

  const publicLookup: onRequestHookHandler = async (req, reply) => {
    const when = req.routeOptions.config?.cacheWhen;
    if (when && !when(req.query as Record<string, unknown>)) return;
    // Per language: an answer's texts are in its reader's language (i18n/, issue 38).
    const key = `${readerLanguage()}|${req.url}`;
    const hit = publicMemo.get(key);
    ctx.metrics.cacheLookup('public', !!hit);
    if (hit) return answer(req, reply, hit, true);
    pending.set(req, { memo: publicMemo, key, generation: publicMemo.generation, isPublic: true });
  };

  const listLookup: preHandlerHookHandler = async (req, reply) => {
    if (!isAdmin(req.auth)) return; // only ever for admins
    // Off (LIST_CACHE_TTL_MS=0): nothing to look up, and no answer to hash and keep (an admin
    // list sends no ETag).
    if (!listMemo.enabled) return;
    const key = `${roleKey(req.auth!)}|${readerLanguage()}|${req.url}`;
    const hit = listMemo.get(key);
    ctx.metrics.cacheLookup('list', !!hit);
    if (hit) return answer(req, reply, hit, false);
    pending.set(req, { memo: listMemo, key, generation: listMemo.generation, isPublic: false });
  };

  const store: onSendHookHandler = async (req, reply, payload) => {
    const p = pending.get(req);
    if (!p || p === 'hit' || reply.statusCode !== 200 || typeof payload !== 'string' || payload.length > MAX_BODY_CHARS) return payload;
    const headers: Record<string, string> = { 'content-type': String(reply.getHeader('content-type') ?? JSON_TYPE) };
    if (p.isPublic) {
      headers['cache-control'] = PUBLIC_CACHE_CONTROL;
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    } else {
      const cc = reply.getHeader('cache-control');
      if (cc !== undefined) headers['cache-control'] = String(cc);
    }
    const e: Entry = { body: payload, etag: etagOf(payload), headers };
    p.memo.set(p.key, e, p.generation);
    if (p.isPublic) {
      reply.header('etag', e.etag);
      if (matches(req.headers['if-none-match'], e.etag)) {
        reply.code(304);
        return '';
      }
    }
    return payload;
  };

  const clearAfterWrite: onSendHookHandler = async (req, reply, payload) => {
    // A 4xx was refused before anything was written (400 writes nothing: conventions).
    if (reply.statusCode < 400 || reply.statusCode >= 500) ctx.invalidation.writeHappened();
    return payload;
  };

  const asArray = <T>(h: T | T[] | undefined): T[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isGet = methods.every((m) => m === 'GET' || m === 'HEAD' || m === 'OPTIONS');
    const { cache, keepsCaches, cacheWhen } = route.config ?? {};
    if ((cache || cacheWhen) && !isGet) throw new Error(`${methods.join(',')} ${route.url}: only a GET may declare cache`);
    if (keepsCaches && isGet) throw new Error(`${route.url}: keepsCaches is for writes (a GET empties nothing)`);
    if (cacheWhen && cache !== 'public') throw new Error(`${route.url}: cacheWhen goes with cache: 'public'`);
    if (cache === 'public') {
      route.onRequest = [publicLookup, ...asArray(route.onRequest)];
      route.onSend = [...asArray(route.onSend), store];
    } else if (cache === 'admin-list') {
      // Route-level preHandlers run after the scope's, i.e. after the policy's ownership check.
      route.preHandler = [...asArray(route.preHandler), listLookup];
      route.onSend = [...asArray(route.onSend), store];
    } else if (!isGet && !keepsCaches) {
      route.onSend = [...asArray(route.onSend), clearAfterWrite];
    }
  });
  return { clear };
}
