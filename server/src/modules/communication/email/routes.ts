import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_MAX_ATTACHMENTS,
  communicationIdParamsSchema,
  emailDetailResponseSchema,
  emailListQuerySchema,
  emailListResponseSchema,
  emailResponseSchema,
  messageBodySchema,
} from '@school/api/schemas';
import { messages } from '../../../i18n';
import type { AppContext } from '../../../context';
import { communicationPolicies, policies } from '../../../auth/policies';
import { HttpError, badRequest } from '../../../http/errors';
import { readForm } from '../../../files/upload';
import { sendStoredFile } from '../../../files/storage';
import { getEmail, listEmails } from './read';
import { attachmentFor, createEmail, markEmailRead, partialDeleteEmail, sendEmailNow, undoEmail } from './service';
import { fileNameParam, fileTokenParam, idParam } from '../../../http/params';

const attachmentParams = z.object({
  file: fileNameParam,
  emailId: idParam,
  token: fileTokenParam,
});

/** Internal email (spec 002 §7 and the paths it leaves unshown: docs/decisions/0028-communication-who-may-reach-whom-delivery-held-sends.md). */
export async function emailRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const now = () => ctx.config.now();
  const signedIn = { policy: policies.signedIn };
  const idParams = communicationIdParamsSchema;

  r.post('/create_email', { config: signedIn, schema: { response: { 201: emailResponseSchema } } }, async (req, reply) => {
    // The shared reader words a count limit for applicant documents (10): ours is 5 attachments.
    const ours = (e: string) => (e === messages.tooManyFiles ? messages.emailTooManyAttachments : e);
    const form = await readForm(req, ctx.config.uploadDir, {
      email_attachments: { folder: 'email', kind: 'document', max: EMAIL_MAX_ATTACHMENTS },
    }).catch((err: unknown) => {
      throw err instanceof HttpError ? badRequest(ours(err.message)) : err;
    });
    if (form.errors.length) {
      await form.cleanup();
      throw badRequest(form.errors.map(ours).join(', '));
    }
    try {
      const email = await createEmail(
        db,
        req.auth!,
        {
          recipients: form.values.recipients ?? [],
          cc: form.values.cc ?? [],
          bcc: form.values.bcc ?? [],
          subject: form.fields.subject ?? '',
          content: form.fields.content ?? '',
        },
        form.files.email_attachments ?? [],
        now(),
      );
      return reply.status(201).send({ message: messages.emailCreated, email });
    } catch (err) {
      await form.cleanup();
      throw err;
    }
  });

  r.get(
    '/emails',
    { config: signedIn, schema: { querystring: emailListQuerySchema, response: { 200: emailListResponseSchema } } },
    async (req) => listEmails(db, req.auth!, req.query),
  );
  r.get('/email/:id', { config: signedIn, schema: { params: idParams, response: { 200: emailDetailResponseSchema } } }, async (req) => ({
    email: await getEmail(db, req.auth!, req.params.id),
  }));
  r.post(
    '/send_email/:id',
    { config: signedIn, schema: { params: idParams, response: { 200: emailResponseSchema } } },
    async (req, reply) =>
      reply
        .status(200)
        .send({ message: messages.emailSentSuccess, email: await sendEmailNow(db, ctx.live, req.auth!, req.params.id, now()) }),
  );
  r.put('/undo_email/:id', { config: signedIn, schema: { params: idParams, response: { 200: emailResponseSchema } } }, async (req) => ({
    message: messages.emailUndone,
    email: await undoEmail(db, req.auth!, req.params.id),
  }));
  r.put('/mark_as_read/:id', { config: signedIn, schema: { params: idParams, response: { 200: messageBodySchema } } }, async (req) =>
    markEmailRead(db, req.auth!, req.params.id, now()),
  );
  r.delete(
    '/partial_delete_email/:id',
    { config: signedIn, schema: { params: idParams, response: { 200: messageBodySchema } } },
    async (req) => partialDeleteEmail(db, req.auth!, req.params.id, now(), ctx.config.uploadDir),
  );
  r.get(
    '/email_attachments/:file/:emailId/:token',
    { config: { policy: communicationPolicies.attachmentByPathToken }, schema: { params: attachmentParams } },
    async (req, reply) => {
      const name = await attachmentFor(db, req.auth!, req.params.file, req.params.emailId);
      return sendStoredFile(reply, ctx.config.uploadDir, 'email', name);
    },
  );
}
