import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { attachChat } from './live/chat';
import { createSocketSessionCheck } from './live/session-check';
import { chatRoutes } from './chat/routes';
import { emailRoutes } from './email/routes';
import { notificationRoutes } from './notifications/routes';
import { sendDueEmails } from './email/service';
import { pushNotifications } from './notifications/service';

/** Chat, internal email, notifications, top-bar badges (spec 001 chat, spec 002). Every route declares its policy (auth/policies.ts). */
export async function communicationRoutes(app: FastifyInstance, ctx: AppContext) {
  const log = (msg: string, err?: unknown) => app.log.error({ err }, msg);
  const deps = { db: ctx.db, guard: ctx.guard, now: ctx.config.now };
  attachChat(ctx.live, deps, log);

  await chatRoutes(app, ctx);
  await emailRoutes(app, ctx);
  await notificationRoutes(app, ctx);

  // Due work (jobs/runner.ts): held email sends, live notification pushes, ended sessions.
  ctx.jobs.register({ name: 'held emails', everyMs: 1000, run: (db, now) => sendDueEmails(db, ctx.live, now) });
  ctx.jobs.register({ name: 'notification pushes', everyMs: 1000, run: (db, now) => pushNotifications(db, ctx.live, now) });
  // Ended sessions' sockets on this instance: after every write anywhere, and every 15 s (expiry).
  const sessionCheck = createSocketSessionCheck(ctx.live, ctx.db, ctx.config.now, log);
  ctx.invalidation.onInvalidate(sessionCheck.soon);
  ctx.jobs.register({ name: 'live sessions', everyMs: 15_000, perInstance: true, run: () => sessionCheck.check() });

  // Logout ends the session's live connections at once, on every instance.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'POST' && req.routeOptions.url === '/api/logout' && reply.statusCode === 200 && req.auth)
      ctx.live.endSession(req.auth.sid);
  });
}
