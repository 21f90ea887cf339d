import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './db';
import type { AppContext } from './context';
import { createGuard } from './auth/guard';
import { installPolicies } from './auth/policy-hooks';
import { DEFAULT_BODY_TIMEOUT_MS, installBodyTimeout } from './http/body-timeout';
import { installReadCaches } from './auth/read-caches';
import { installNoStore } from './http/no-store';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { authRoutes } from './auth/routes';
import { installErrorHandler, installErrorSchemas } from './http/error-handler';
import { installInputGuard } from './http/input-guard';
import { loggerOptions } from './http/log';
import { registerPortal } from './http/static';
import { installSecurityHeaders } from './http/security-headers';
import { fileRoutes } from './files/routes';
import { publicRoutes } from './modules/public/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { userRoutes } from './modules/users/routes';
import { contentRoutes } from './modules/content/routes';
import { registerRoutes } from './modules/admissions/applicationRoutes';
import { contentFileRoutes } from './modules/content/fileRoutes';
import { teacherRoutes } from './modules/teachers/routes';
import { studentRoutes } from './modules/students/routes';
import { applicantRoutes } from './modules/admissions/reviewRoutes';
import { academicsRoutes } from './modules/academics/routes';
import { scheduleRoutes } from './modules/schedule/routes';
import { teachingRoutes } from './modules/teaching/routes';
import { examsRoutes } from './modules/exams/routes';
import { gradesRoutes } from './modules/grades/routes';
import { communicationRoutes } from './modules/communication/routes';
import { permissionsRoutes } from './modules/permissions/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { installAuditTrail } from './modules/audit/hooks';
import { auditRoutes } from './modules/audit/routes';
import { rosterRoutes } from './modules/roster/routes';
import { createLiveHub } from './modules/communication/live/hub';
import { closeRedis, connectRedis } from './cluster/redis';
import { createInvalidation } from './cluster/invalidation';
import { redisRateLimitStore } from './cluster/rate-limit-store';
import { createMetrics, installMetrics } from './http/metrics';
import { metricsRoute, operationsRoutes, type Operations } from './modules/operations/routes';
import { installOpenApi, openApiRoutes } from './openapi';
import { installDurableAnswers } from './http/durable-answers';
import { installReaderLanguage } from './i18n';
import { DEFAULT_INTAKE_LIMIT, installIntake } from './http/intake';
import { installIdempotency } from './http/idempotency';

declare module 'fastify' {
  interface FastifyInstance {
    /** The due-work sweeps; main.ts starts them, tests call `app.jobs.runAll()`. */
    jobs: JobRunner;
    /** main.ts drains it on SIGTERM: /api/ready answers 503 from then on. */
    operations: Operations;
  }
}

export interface BuildOptions {
  db: Db;
  config: AppConfig;
}

/** Builds the whole app (plugins, modules, portal) without listening: tests use `inject`. */
export async function buildApp({ db, config }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ? loggerOptions(config.logLevel ?? 'info', config.logStream) : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // File URLs end with the JWT (~300 chars); the default 100-char limit answers 414.
    routerOptions: { maxParamLength: 2048 },
    // The idle timer behind the stalled-body rule (http/body-timeout.ts); 0 turns it off.
    connectionTimeout: config.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS,
    // While closing, a request already on its way (its connection accepted) is still answered:
    // nothing in flight is lost at shutdown; new connections find the port closed.
    return503OnClosing: false,
    // The balancer's request id (nginx sets X-Request-Id) or a new one; in every log line of the
    // request (database errors included) and in the answer's X-Request-Id.
    // Only a plain id is taken from the header (log lines must not carry what a client wrote).
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
    },
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  installReaderLanguage(app);
  if ((config.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS) > 0) installBodyTimeout(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  installErrorHandler(app);
  installErrorSchemas(app);
  // The OpenAPI document's collector sees every route registered after it (openapi/index.ts).
  await installOpenApi(app);
  installInputGuard(app);
  installDurableAnswers(app, db);
  installIntake(app, config.intakeLimit ?? DEFAULT_INTAKE_LIMIT);

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // styled-components injects <style> tags
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'], // socket.io chat
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // Off: on plain http (npm start on localhost) it would rewrite our own URLs to https.
        upgradeInsecureRequests: null,
      },
    },
    // Public images are embedded by the school's CMS site (another origin).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Browsers need no CORS headers for same-origin calls; other origins must be listed.
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.corsOrigins.includes(origin)),
    credentials: true,
  });
  const log = (msg: string, err?: unknown) => app.log.error({ err }, msg);
  // Several instances agree through Redis (REDIS_URL): caches emptied everywhere after a write,
  // rate limits counted once (docs/decisions/0045-instances-that-agree-redis-pub-sub-for-invalidation-redis.md). Alone, both stay in this process.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : undefined;
  const sharedKey = config.redisKey ?? 'school';
  // The database too (PostgreSQL): invalidations still reach every instance while Redis is away.
  const invalidation = await createInvalidation({ redis, key: sharedKey, log, postgresUrl: redis ? config.databaseUrl : undefined });
  await app.register(rateLimit, { global: false, ...(redis ? { store: redisRateLimitStore(redis, sharedKey) } : {}) });
  // Defaults for any multipart route; upload routes pass their own limits (files/upload.ts:
  // photo 5 MB, document 10 MB, at most 10 documents + 1 photo) and answer 400 past them.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 11, fields: 50, parts: 100, fieldSize: 256 * 1024 } });

  const jobs = createJobRunner(db, config.now, (msg, err, bindings) => app.log.error({ err, ...bindings }, msg));
  app.decorate('jobs', jobs);
  app.decorate('db', db); // stored-file rows (files/storage.ts, files/upload.ts)
  app.addHook('onClose', async () => {
    await jobs.stop(); // runs in flight finish, leases handed back
    await invalidation.close();
    if (redis) await closeRedis(redis);
  });
  // socket.io on the app's own HTTP server (path /socket.io): `npm start` serves it on the same port.
  const live = await createLiveHub(app.server, {
    redisUrl: config.redisUrl,
    redisKey: config.redisKey,
    instanceTag: config.instanceTag,
    corsOrigins: config.corsOrigins,
    log,
  });
  // Sockets go before the server closes: an open WebSocket would keep it from closing.
  app.addHook('preClose', async () => live.close());
  const metrics = createMetrics();
  installMetrics(app, metrics, { db, jobs, live });
  const ops = { draining: false };
  app.decorate('operations', {
    drain: () => void (ops.draining = true),
    get draining() {
      return ops.draining;
    },
  });
  const guard = createGuard(db, config, metrics.cacheLookup);
  const ctx: AppContext = { db, config, guard, jobs, live, invalidation, metrics };
  // Reads and changes of a student's records, as their routes declare (modules/audit, decision 206).
  installAuditTrail(app, ctx, log);
  // Every route under /api with its policy (the route-table test reads it from the app).
  app.decorate('routeTable', []);
  await app.register(
    async (api) => {
      // Every route declares its policy (auth/policies.ts): one without fails here, at start-up.
      installPolicies(api, ctx.guard, { db, now: config.now }, { strict: true });
      installNoStore(api); // JSON with personal data: Cache-Control no-store
      // Public reads and admin lists from memory, emptied by every write (decision 21).
      installReadCaches(api, ctx);
      // A POST with Idempotency-Key is run once; a repeat gets the first answer (decision 173).
      installIdempotency(api, db, jobs);
      await operationsRoutes(api, { db, redis }, ops);
      await authRoutes(api, ctx);
      await publicRoutes(api, ctx);
      await dashboardRoutes(api, ctx);
      await userRoutes(api, ctx);
      await fileRoutes(api, ctx);
      await contentRoutes(api, ctx);
      await registerRoutes(api, ctx);
      await contentFileRoutes(api, ctx);
      await teacherRoutes(api, ctx);
      await studentRoutes(api, ctx);
      await applicantRoutes(api, ctx);
      await academicsRoutes(api, ctx);
      await scheduleRoutes(api, ctx);
      await teachingRoutes(api, ctx);
      await examsRoutes(api, ctx);
      await gradesRoutes(api, ctx);
      await communicationRoutes(api, ctx);
      await permissionsRoutes(api, ctx);
      await calendarRoutes(api, ctx);
      await auditRoutes(api, ctx);
      await rosterRoutes(api, ctx);
      await openApiRoutes(api);
    },
    { prefix: '/api' },
  );
  metricsRoute(app, metrics, config.metricsToken);
  await registerPortal(app, config.portalDist);
  return app;
}
