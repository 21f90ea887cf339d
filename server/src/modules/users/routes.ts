import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userResponseSchema } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { AppContext } from '../../context';
import { isCaller, mayReadUser, policies } from '../../auth/policies';
import { lockOf } from '../../auth/policy-hooks';
import { notFound } from '../../http/errors';
import { getUserProfile, userIdFromKey } from './service';
import { audits, studentParam } from '../audit/declare';

const params = z.object({ id: z.string().trim().min(1, messages.idRequired).max(100) });

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every role, the locked accounts too: until the temporary password is changed (or while an
  // application waits) a person reads only their own user.
  const reader = policies.ownAccount.with('self; admins; a linked family; a current teacher of the student', async (req, { db, now }) => {
    const auth = req.auth!;
    const target = await userIdFromKey(db, (req.params as z.infer<typeof params>).id);
    const lock = lockOf(auth, {});
    if (lock && !isCaller(auth, target)) throw lock; // 403 with the lock's own text
    if (lock) return true;
    if (!target) throw notFound();
    return mayReadUser(db, auth, target, now());
  });
  r.get(
    '/users/:id',
    {
      config: { policy: reader, audit: audits.read('profile', studentParam('id')) },
      schema: { params, response: { 200: userResponseSchema } },
    },
    async (req) => ({
      user: await getUserProfile(ctx.db, req.params.id, ctx.config.now()),
    }),
  );
}
