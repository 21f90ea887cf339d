import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatHistoryParamsSchema, chatHistoryResponseSchema, chatUsersResponseSchema } from '@school/api/schemas';
import type { AppContext } from '../../../context';
import { activePermissionNames, isAdmin, isSelf, policy } from '../../../auth/policies';
import { chatHistory, listChatUsers } from './service';

/** GET users (the chat list, also the admin Users grid) and GET chat/user/{id}/{chatWith}/{skip}/{limit}. */
export async function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Applicants too: they reach the admins (docs/decisions/0028-communication-who-may-reach-whom-delivery-held-sends.md); whom each may reach is the
  // service's `reachableUserIds`.
  const chatters = policy({ name: 'signed in (applicants too)', who: 'signedIn', applicant: true });
  r.get('/users', { config: { policy: chatters }, schema: { response: { 200: chatUsersResponseSchema } } }, async (req) => {
    const list = await listChatUsers(ctx.db, req.auth!, ctx.config.now(), await ctx.live.onlineUserIds());
    if (!isAdmin(req.auth)) return { users: list };
    // The admin Users grid also shows what each person holds (spec 002 §2.5).
    const held = await activePermissionNames(ctx.db, ctx.config.now());
    return { users: list.map((u) => ({ ...u, permissions: held.get(u._id) ?? [] })) };
  });
  r.get(
    '/chat/user/:id/:chatWith/:skip/:limit',
    {
      config: {
        policy: chatters.with('the first person of the path is the caller', (req, { db }) =>
          isSelf(db, req.auth!, (req.params as { id: string }).id),
        ),
      },
      schema: { params: chatHistoryParamsSchema, response: { 200: chatHistoryResponseSchema } },
    },
    async (req) => chatHistory(ctx.db, req.auth!, req.params, ctx.config.now()),
  );
}
