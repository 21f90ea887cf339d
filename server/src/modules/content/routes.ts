import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackListSchema,
  feedbackRequestSchema,
  feedbackSchema,
  galleryListSchema,
  galleryQuerySchema,
  gallerySchema,
  messageBodySchema,
  newsListSchema,
  newsQuerySchema,
  newsSchema,
  newsStatusRequestSchema,
  singleGallerySchema,
  singleIdQuerySchema,
  singleNewsSchema,
  staffMessageListSchema,
  staffMessageSchema,
  subscribeRequestSchema,
} from '@school/api/schemas';
import type { AppContext } from '../../context';
import { addEntity, deleteEntity, editEntity, entities, setEntityShow, type PhotoEntity } from './photo-entities';
import {
  addFeedback,
  findGallery,
  findNews,
  listFeedback,
  listGallery,
  listNews,
  listStaffMessages,
  subscribe,
  toGallery,
  toNews,
  toggleFeedback,
} from './service';

const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const saved = <K extends string>(key: K, item: z.ZodType) => z.object({ message: z.string(), [key]: item } as Record<K, z.ZodType> & { message: z.ZodString });

/** Public site content: news, gallery, staff messages, feedback, newsletter (spec 000 §7). */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const admin = ctx.guard.requireRole('admin', 'super admin');
  /** Public unauthenticated writes are throttled per IP like login. */
  const throttle = { rateLimit: { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.windowMs } };

  // ─── News ────────────────────────────────────────────────────────────────
  r.get('/getnews', { schema: { querystring: newsQuerySchema, response: { 200: newsListSchema } } }, async (req) => {
    const { show, ...page } = req.query;
    // Live news is public; everything else (all, or the garbage) is for admins.
    if (show !== 'true') await admin(req);
    return listNews(db, { ...page, show: show === undefined ? undefined : show === 'true' });
  });
  r.get('/getsinglenews', { schema: { querystring: singleIdQuerySchema, response: { 200: singleNewsSchema } } }, async (req) => {
    const row = await findNews(db, req.query._id);
    if (!row.show) await admin(req);
    return { news: toNews(row) };
  });
  registerPhotoEntityRoutes(r, ctx, entities.news, {
    add: 'addnews',
    edit: 'editnews',
    remove: 'deletenews',
    item: newsSchema,
  });
  r.put(
    '/updatenewsstatus',
    { onRequest: admin, schema: { body: newsStatusRequestSchema, response: { 200: saved('news', newsSchema) } } },
    async (req) => (await setEntityShow(db, entities.news, req.body._id, req.body.show)) as { message: string; news: unknown },
  );

  // ─── Gallery ─────────────────────────────────────────────────────────────
  r.get('/getshowgallery', { schema: { querystring: galleryQuerySchema, response: { 200: galleryListSchema } } }, async (req) =>
    listGallery(db, { ...req.query, show: true }),
  );
  r.get(
    '/getallgallery',
    { onRequest: admin, schema: { querystring: galleryQuerySchema, response: { 200: galleryListSchema } } },
    async (req) => listGallery(db, req.query),
  );
  r.get('/getsinglegallery', { schema: { querystring: singleIdQuerySchema, response: { 200: singleGallerySchema } } }, async (req) => {
    const row = await findGallery(db, req.query._id);
    if (!row.show) await admin(req);
    return { gallery: toGallery(row) };
  });
  registerPhotoEntityRoutes(r, ctx, entities.gallery, {
    add: 'addgallery',
    edit: 'editgallery',
    remove: 'deletegallery',
    toggle: 'setgallery',
    item: gallerySchema,
  });

  // ─── Staff messages ──────────────────────────────────────────────────────
  r.get('/getshowmessage', { schema: { response: { 200: staffMessageListSchema } } }, async () => listStaffMessages(db, true));
  r.get('/getmessage', { onRequest: admin, schema: { response: { 200: staffMessageListSchema } } }, async () =>
    listStaffMessages(db, false),
  );
  registerPhotoEntityRoutes(r, ctx, entities.staff, {
    add: 'addmessage',
    edit: 'editmessage',
    remove: 'deletemessage',
    toggle: 'setmessage',
    item: staffMessageSchema,
  });

  // ─── Feedback and newsletter ─────────────────────────────────────────────
  // The client calls `getshowfeedback/` with its trailing slash; both spellings answer.
  for (const path of ['/getshowfeedback', '/getshowfeedback/']) {
    r.get(path, { schema: { response: { 200: feedbackListSchema } } }, async () => listFeedback(db, true));
  }
  r.get('/getallfeedback', { onRequest: admin, schema: { response: { 200: feedbackListSchema } } }, async () =>
    listFeedback(db, false),
  );
  r.post(
    '/addfeedback',
    { config: throttle, schema: { body: feedbackRequestSchema, response: { 201: messageBodySchema } } },
    async (req, reply) => reply.status(201).send(await addFeedback(db, req.body, config.now())),
  );
  r.put(
    '/setfeedback/:id',
    { onRequest: admin, schema: { params: idParams, response: { 200: saved('feedback', feedbackSchema) } } },
    async (req) => toggleFeedback(db, req.params.id),
  );
  r.post(
    '/subscribe',
    { config: throttle, schema: { body: subscribeRequestSchema, response: { 201: messageBodySchema } } },
    async (req, reply) => reply.status(201).send(await subscribe(db, req.body.email, config.now())),
  );
}

interface PhotoPaths {
  add: string;
  edit: string;
  remove: string;
  toggle?: string;
  item: z.ZodType;
}

function registerPhotoEntityRoutes(
  r: ReturnType<FastifyInstance['withTypeProvider']>,
  ctx: AppContext,
  e: PhotoEntity,
  p: PhotoPaths,
) {
  const { db, config } = ctx;
  const admin = ctx.guard.requireRole('admin', 'super admin');
  const savedSchema = saved(e.key, p.item);
  r.post(`/${p.add}`, { onRequest: admin, schema: { response: { 201: savedSchema } } }, async (req: FastifyRequest, reply) =>
    reply.status(201).send(await addEntity(db, config.uploadDir, e, req, config.now())),
  );
  r.put(`/${p.edit}`, { onRequest: admin, schema: { response: { 200: savedSchema } } }, async (req: FastifyRequest) =>
    editEntity(db, config.uploadDir, e, req),
  );
  r.delete(`/${p.remove}/:id`, { onRequest: admin, schema: { params: idParams, response: { 200: messageBodySchema } } }, async (req) =>
    deleteEntity(db, config.uploadDir, e, (req.params as { id: string }).id),
  );
  if (p.toggle) {
    r.put(`/${p.toggle}/:id`, { onRequest: admin, schema: { params: idParams, response: { 200: savedSchema } } }, async (req) =>
      setEntityShow(db, e, (req.params as { id: string }).id),
    );
  }
}
