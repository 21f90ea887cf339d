import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { isOwnPhoto, policies } from '../auth/policies';
import { lockOf } from '../auth/policy-hooks';
import { sendStoredFile } from './storage';
import { fileNameParam, fileTokenParam } from '../http/params';

/** File URLs carry the token as their last segment (an <img> cannot send a header). */
const fileParams = z.object({
  photo: fileNameParam,
  token: fileTokenParam,
});

export async function fileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Any signed-in person sees user photos (the top bar, chat lists); a locked account (temporary
  // password, applicant) only its own, the avatar of its top bar.
  const photoReader = policies.signedInByPath.with(
    'signed in (token in path); a locked account its own photo',
    async (req, { db }) => {
      const auth = req.auth!;
      const lock = lockOf(auth, {});
      if (!lock) return true;
      if (!(await isOwnPhoto(db, auth, (req.params as { photo: string }).photo))) throw lock;
      return true;
    },
    { temporaryPassword: true, applicant: true },
  );
  // users/profile/{photo}/{token}: the spec's shape of the same photo (the email sender's, issue 20).
  for (const path of ['/users/:photo/:token', '/users/profile/:photo/:token']) {
    r.get(path, { config: { policy: photoReader }, schema: { params: fileParams } }, async (req, reply) =>
      sendStoredFile(reply, ctx.config.uploadDir, 'users', req.params.photo),
    );
  }
}
