import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicDataSchema } from '@school/api/schemas';
import type { AppContext } from '../../context';
import { policies } from '../../auth/policies';
import { publicData } from './service';

export async function publicRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // No token: the public home page shows these numbers to visitors.
  r.get(
    '/public-data',
    { config: { policy: policies.public, cache: 'public' }, schema: { response: { 200: publicDataSchema } } },
    async () => publicData(ctx.db, ctx.config.now()),
  );
}
