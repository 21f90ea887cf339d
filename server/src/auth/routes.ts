import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordRequestSchema, loginRequestSchema, loginResponseSchema, messageBodySchema } from '@school/api/schemas';
import type { AppContext } from '../context';
import { changePassword, login, logout } from './service';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { max, windowMs } = ctx.config.loginRateLimit;

  r.post(
    '/login',
    {
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
      // Per IP + ID so one guessed account is throttled without locking out a whole school
      // network; runs after body parsing (preValidation) so the ID is known.
      config: {
        rateLimit: {
          max,
          timeWindow: windowMs,
          hook: 'preValidation',
          keyGenerator: (req) => `${req.ip}|${String((req.body as { ID?: unknown } | undefined)?.ID ?? '')}`,
        },
      },
    },
    async (req) => login(ctx.db, ctx.config, req.body),
  );

  r.post(
    '/logout',
    { onRequest: ctx.guard.requireRole(), schema: { response: { 200: messageBodySchema } } },
    async (req) => logout(ctx.db, req.auth!),
  );

  r.put(
    '/changepassword',
    {
      onRequest: ctx.guard.requireRole(),
      schema: { body: changePasswordRequestSchema, response: { 200: messageBodySchema } },
    },
    async (req) => changePassword(ctx.db, req.auth!, req.body),
  );
}
