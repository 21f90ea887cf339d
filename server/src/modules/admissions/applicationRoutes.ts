import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { academicPeriodSchema, gradeSchema, registerResponseSchema } from '@school/api/schemas';
import type { AppContext } from '../../context';
import { policies } from '../../auth/policies';
import { allAcademicPeriods, currentGrades, register } from './application';
import { staleApplicationsJob } from './applicationFiles';

/** The student application and the public lists its form needs (spec 000 §7). */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { max, windowMs } = ctx.config.loginRateLimit;
  // Unapproved applications older than APPLICATION_MAX_AGE_DAYS go, with their files.
  ctx.jobs.register(staleApplicationsJob(ctx.config));
  r.post(
    '/register',
    {
      // Public and expensive (uploads, argon2): throttled per IP like login.
      config: { policy: policies.public, rateLimit: { max, timeWindow: windowMs } },
      schema: { response: { 200: registerResponseSchema } },
    },
    async (req) => register(ctx.db, ctx.config, req),
  );
  r.get(
    '/allacademicPeriods',
    { config: { policy: policies.public }, schema: { response: { 200: z.object({ academicPeriods: z.array(academicPeriodSchema) }) } } },
    async () => allAcademicPeriods(ctx.db),
  );
  r.get(
    '/getallgrades',
    { config: { policy: policies.public }, schema: { response: { 200: z.object({ grades: z.array(gradeSchema) }) } } },
    async () => currentGrades(ctx.db, ctx.config.now()),
  );
}
