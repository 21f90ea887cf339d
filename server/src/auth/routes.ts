import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSessionsResponseSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageBodySchema,
  preferencesRequestSchema,
  preferencesResponseSchema,
  type ChangePasswordRequest,
} from '@school/api/schemas';
import { messages } from '../i18n';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { policies } from './policies';
import { normaliseLoginId } from './login-id';
import { registerSessionSweep } from './sessions';
import { changePassword, endAllOwnSessions, endOwnSession, listOwnSessions, login, logout, setPreferences } from './service';
import { createSignInIntake } from './sign-in-intake';

/** Sign-in attempts one address may make per window across all IDs, when the config says none. */
export const DEFAULT_LOGIN_IP_MAX = 100;

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { max, windowMs, perIpMax = DEFAULT_LOGIN_IP_MAX } = ctx.config.loginRateLimit;
  registerSessionSweep(ctx.jobs);

  // Two limits (docs/decisions/0020-authorization-and-sessions.md):
  // - per address across IDs, counted onRequest: before the body is read, so a flood of bodies
  //   is refused unread;
  // - per address + normalised ID, after the body is parsed (the ID is in it), so one guessed
  //   account is throttled without locking a whole school network out of every account.
  const perId = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (req) => `${req.ip}|${normaliseLoginId((req.body as { ID?: unknown } | undefined)?.ID)}`,
  });
  // The slow lane for addresses whose sign-ins keep failing (auth/sign-in-intake.ts, decision 171):
  // a flood never delays anyone else.
  const intake = createSignInIntake(windowMs, () => ctx.config.now().getTime());

  r.post(
    '/login',
    {
      // queued: a start ramp's argon2 checks wait their turn behind the answer saves (http/intake.ts).
      config: {
        policy: policies.public,
        queued: 'sign-in',
        keepsCaches: true,
        rateLimit: { max: perIpMax, timeWindow: windowMs, hook: 'onRequest' },
      },
      preValidation: async (req, reply) => {
        const limit = await perId(req);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw new HttpError(429, messages.tooManyRequests);
        }
        intake.admit(req, reply);
      },
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (req) => login(ctx.db, ctx.config, req.body, req.headers['user-agent'], () => req.releaseIntake?.(), ctx.guard.rememberSignIn),
  );

  r.post('/logout', { config: { policy: policies.ownAccount }, schema: { response: { 200: messageBodySchema } } }, async (req) =>
    logout(ctx.db, req.auth!),
  );

  // The caller's own sessions (settings, issue 36): list them, end one, or all (sign out everywhere).
  // Ending one closes its sockets on every instance at once, like a logout.
  r.get(
    '/sessions',
    { config: { policy: policies.ownAccount }, schema: { response: { 200: accountSessionsResponseSchema } } },
    async (req) => listOwnSessions(ctx.db, req.auth!, ctx.config.now()),
  );
  r.delete(
    '/sessions/:id',
    {
      config: { policy: policies.ownAccount },
      schema: { params: z.object({ id: z.string().max(36).uuid(messages.notFound) }), response: { 200: messageBodySchema } },
    },
    async (req) => {
      const done = await endOwnSession(ctx.db, req.auth!, req.params.id);
      ctx.live.endSession(req.params.id);
      return done;
    },
  );
  // `?everywhere=true` is required: a bare DELETE of the collection is refused (400), so nothing
  // ends every session by accident.
  const everywhere = z.object({ everywhere: z.literal('true', messages.invalidData) });
  r.delete(
    '/sessions',
    { config: { policy: policies.ownAccount }, schema: { querystring: everywhere, response: { 200: messageBodySchema } } },
    async (req) => {
      const { message, ended } = await endAllOwnSessions(ctx.db, req.auth!);
      for (const sid of ended) ctx.live.endSession(sid);
      return { message };
    },
  );

  r.put(
    '/changepassword',
    {
      // Only one's own password: the ID in the body is the spec's field, checked against the token.
      config: {
        policy: policies.ownAccount.with(
          'own account (the ID of the body)',
          (req) => normaliseLoginId((req.body as ChangePasswordRequest).ID) === normaliseLoginId(req.auth!.ID),
        ),
      },
      schema: { body: changePasswordRequestSchema, response: { 200: messageBodySchema } },
    },
    async (req) => changePassword(ctx.db, req.auth!, req.body),
  );

  // The caller's own language and calendar (issue 19): every account, the locked ones too (an
  // applicant or a temporary-password account reads the portal in its language as well).
  r.put(
    '/preferences',
    { config: { policy: policies.ownAccount }, schema: { body: preferencesRequestSchema, response: { 200: preferencesResponseSchema } } },
    async (req) => setPreferences(ctx.db, req.auth!, req.body),
  );
}
