import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './db';
import type { AppContext } from './context';
import { createGuard } from './auth/guard';
import { authRoutes } from './auth/routes';
import { installErrorHandler } from './http/error-handler';
import { registerPortal } from './http/static';
import { fileRoutes } from './files/routes';
import { publicRoutes } from './modules/public/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { userRoutes } from './modules/users/routes';
import { contentRoutes } from './modules/content/routes';
import { registerRoutes } from './modules/register/routes';
import { contentFileRoutes } from './files/content-routes';
import { teacherRoutes } from './modules/teachers/routes';
import { studentRoutes } from './modules/students/routes';
import { applicantRoutes } from './modules/applicants/routes';
import { academicsRoutes } from './modules/academics/routes';
import { scheduleRoutes } from './modules/schedule/routes';

export interface BuildOptions {
  db: Db;
  config: AppConfig;
}

/** Builds the whole app (plugins, modules, portal) without listening: tests use `inject`. */
export async function buildApp({ db, config }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // File URLs end with the JWT (~300 chars); the default 100-char limit answers 414.
    routerOptions: { maxParamLength: 2048 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  installErrorHandler(app);

  await app.register(helmet, {
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
  await app.register(rateLimit, { global: false });
  // Defaults for any multipart route; upload routes pass their own limits (files/upload.ts:
  // photo 5 MB, document 10 MB, at most 10 documents + 1 photo) and answer 400 past them.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 11, fields: 50, parts: 100, fieldSize: 256 * 1024 } });

  const ctx: AppContext = { db, config, guard: createGuard(db, config) };
  await app.register(
    async (api) => {
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
    },
    { prefix: '/api' },
  );
  await registerPortal(app, config.portalDist);
  return app;
}
