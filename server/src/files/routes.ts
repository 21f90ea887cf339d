import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@school/api/schemas';
import type { AppContext } from '../context';
import { SAFE_NAME, sendStoredFile } from './storage';

/** File URLs carry the token as their last segment (an <img> cannot send a header). */
const fileParams = z.object({
  photo: z.string().regex(SAFE_NAME, messages.invalidData),
  token: z.string().min(1, messages.unauthorized),
});

export async function fileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/users/:photo/:token', { schema: { params: fileParams } }, async (req, reply) => {
    // Same checks as the header token, 440 on expiry included; any signed-in role may see photos.
    await ctx.guard.authenticate(req.params.token);
    return sendStoredFile(reply, ctx.config.uploadDir, 'users', req.params.photo);
  });
}
