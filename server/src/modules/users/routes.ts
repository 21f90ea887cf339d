import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages, userResponseSchema } from '@school/api/schemas';
import type { AppContext } from '../../context';
import { getUserProfile } from './service';

const params = z.object({ id: z.string().trim().min(1, messages.idRequired).max(100) });

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every role may call it; the service decides whose profile the caller may see.
  r.get(
    '/users/:id',
    { onRequest: ctx.guard.requireRole(), schema: { params, response: { 200: userResponseSchema } } },
    async (req) => ({ user: await getUserProfile(ctx.db, req.auth!, req.params.id, ctx.config.now()) }),
  );
}
