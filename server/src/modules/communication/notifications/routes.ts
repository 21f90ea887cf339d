import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  communicationIdParamsSchema,
  createNotificationResponseSchema,
  createNotificationSchema,
  messageBodySchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
} from '@school/api/schemas';
import type { AppContext } from '../../../context';
import { ownPupilsScope, policies } from '../../../auth/policies';
import { createNotification, listNotifications, markNotificationRead, pushNotifications } from './service';

/** GET notifications, PUT notifications/{id} (marks read), POST create_notification (admins push). */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Admins push to anyone; teachers granted PUSH_NOTIFICATION to the students and parents of their sections (issue 12).
  const pusher = policies.admin.or('admin, or a Push notification holder to their own pupils and families', {
    constant: 'PUSH_NOTIFICATION',
    roles: ['teacher'],
    scope: ownPupilsScope,
  });
  r.get(
    '/notifications',
    {
      config: { policy: policies.signedIn },
      schema: { querystring: notificationListQuerySchema, response: { 200: notificationListResponseSchema } },
    },
    async (req) => listNotifications(ctx.db, req.auth!, req.query),
  );
  r.put(
    '/notifications/:id',
    { config: { policy: policies.signedIn }, schema: { params: communicationIdParamsSchema, response: { 200: messageBodySchema } } },
    async (req) => markNotificationRead(ctx.db, req.auth!, req.params.id, ctx.config.now()),
  );
  r.post(
    '/create_notification',
    { config: { policy: pusher }, schema: { body: createNotificationSchema, response: { 201: createNotificationResponseSchema } } },
    async (req, reply) => {
      const created = await createNotification(ctx.db, req.auth!, req.body);
      // Committed: push now rather than at the next sweep.
      await pushNotifications(ctx.db, ctx.live, ctx.config.now()).catch((err) => req.log.error({ err }, 'notification push failed'));
      return reply.status(201).send(created);
    },
  );
}
