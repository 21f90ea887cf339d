import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '@school/api/schemas';
import type { AppContext } from '../../context';
import { policies } from '../../auth/policies';
import { adminDashboard } from './service';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/admindash', { config: { policy: policies.admin }, schema: { response: { 200: adminDashboardSchema } } }, async () =>
    adminDashboard(ctx.db, ctx.config.now()),
  );
}
