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
import { policies, shownOrAdmin } from '../../auth/policies';
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
import { idParams } from '../../http/params';

/** MANAGE_CONTENT: a teacher holding it manages news, gallery and staff messages like an admin (issue 12). */
export const manageContent = { constant: 'MANAGE_CONTENT', roles: ['teacher'] } as const;
const contentManager = policies.admin.or('admin, or a Manage content holder', manageContent);
const saved = <K extends string>(key: K, item: z.ZodType) =>
  z.object({ message: z.string(), [key]: item } as Record<K, z.ZodType> & { message: z.ZodString });

/** Public site content: news, gallery, staff messages, feedback, newsletter (spec 000 §7). */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  /** Public unauthenticated writes are throttled per IP like login. */
  const throttle = { policy: policies.public, rateLimit: { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.windowMs } };

  // ─── News ────────────────────────────────────────────────────────────────
  // Live news is public; everything else (all, or the garbage) is for admins.
  const newsList = policies.public
    .with('live news public, the rest admins', (req) => shownOrAdmin(req, (req.query as { show?: string }).show === 'true'))
    .or('live news public, the rest admins and Manage content holders', manageContent);
  r.get(
    '/getnews',
    // Cached for everyone only as the live news (show=true); the admins' lists are not.
    {
      config: { policy: newsList, cache: 'public', cacheWhen: (q) => q.show === 'true' },
      schema: { querystring: newsQuerySchema, response: { 200: newsListSchema } },
    },
    async (req) => {
      const { show, ...page } = req.query;
      return listNews(db, { ...page, show: show === undefined ? undefined : show === 'true' });
    },
  );
  // A hidden item (its detail page, its photo) is also read by a Manage content holder (issue 12).
  const oneNews = policies.public
    .with('a live item public, a hidden one admins', async (req, { db }) =>
      shownOrAdmin(req, (await findNews(db, (req.query as { _id: string })._id)).show),
    )
    .or('a live item public, a hidden one admins and Manage content holders', manageContent);
  r.get(
    '/getsinglenews',
    { config: { policy: oneNews }, schema: { querystring: singleIdQuerySchema, response: { 200: singleNewsSchema } } },
    async (req) => ({ news: toNews(await findNews(db, req.query._id)) }),
  );
  registerPhotoEntityRoutes(r, ctx, entities.news, {
    add: 'addnews',
    edit: 'editnews',
    remove: 'deletenews',
    item: newsSchema,
  });
  r.put(
    '/updatenewsstatus',
    { config: { policy: contentManager }, schema: { body: newsStatusRequestSchema, response: { 200: saved('news', newsSchema) } } },
    async (req) => (await setEntityShow(db, entities.news, req.body._id, req.body.show)) as { message: string; news: unknown },
  );

  // ─── Gallery ─────────────────────────────────────────────────────────────
  r.get(
    '/getshowgallery',
    {
      config: { policy: policies.public, cache: 'public' },
      schema: { querystring: galleryQuerySchema, response: { 200: galleryListSchema } },
    },
    async (req) => listGallery(db, { ...req.query, show: true }),
  );
  r.get(
    '/getallgallery',
    { config: { policy: contentManager }, schema: { querystring: galleryQuerySchema, response: { 200: galleryListSchema } } },
    async (req) => listGallery(db, req.query),
  );
  const oneGallery = policies.public
    .with('a shown item public, a hidden one admins', async (req, { db }) =>
      shownOrAdmin(req, (await findGallery(db, (req.query as { _id: string })._id)).show),
    )
    .or('a shown item public, a hidden one admins and Manage content holders', manageContent);
  r.get(
    '/getsinglegallery',
    { config: { policy: oneGallery }, schema: { querystring: singleIdQuerySchema, response: { 200: singleGallerySchema } } },
    async (req) => ({ gallery: toGallery(await findGallery(db, req.query._id)) }),
  );
  registerPhotoEntityRoutes(r, ctx, entities.gallery, {
    add: 'addgallery',
    edit: 'editgallery',
    remove: 'deletegallery',
    toggle: 'setgallery',
    item: gallerySchema,
  });

  // ─── Staff messages ──────────────────────────────────────────────────────
  r.get(
    '/getshowmessage',
    { config: { policy: policies.public, cache: 'public' }, schema: { response: { 200: staffMessageListSchema } } },
    async () => listStaffMessages(db, true),
  );
  r.get('/getmessage', { config: { policy: contentManager }, schema: { response: { 200: staffMessageListSchema } } }, async () =>
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
    r.get(path, { config: { policy: policies.public, cache: 'public' }, schema: { response: { 200: feedbackListSchema } } }, async () =>
      listFeedback(db, true),
    );
  }
  r.get('/getallfeedback', { config: { policy: policies.admin }, schema: { response: { 200: feedbackListSchema } } }, async () =>
    listFeedback(db, false),
  );
  r.post(
    '/addfeedback',
    { config: throttle, schema: { body: feedbackRequestSchema, response: { 201: messageBodySchema } } },
    async (req, reply) => reply.status(201).send(await addFeedback(db, req.body, config.now())),
  );
  r.put(
    '/setfeedback/:id',
    { config: { policy: policies.admin }, schema: { params: idParams, response: { 200: saved('feedback', feedbackSchema) } } },
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

function registerPhotoEntityRoutes(r: ReturnType<FastifyInstance['withTypeProvider']>, ctx: AppContext, e: PhotoEntity, p: PhotoPaths) {
  const { db, config } = ctx;
  const savedSchema = saved(e.key, p.item);
  r.post(
    `/${p.add}`,
    { config: { policy: contentManager }, schema: { response: { 201: savedSchema } } },
    async (req: FastifyRequest, reply) => reply.status(201).send(await addEntity(db, config.uploadDir, e, req, config.now())),
  );
  r.put(`/${p.edit}`, { config: { policy: contentManager }, schema: { response: { 200: savedSchema } } }, async (req: FastifyRequest) =>
    editEntity(db, config.uploadDir, e, req),
  );
  r.delete(
    `/${p.remove}/:id`,
    { config: { policy: contentManager }, schema: { params: idParams, response: { 200: messageBodySchema } } },
    async (req) => deleteEntity(db, config.uploadDir, e, (req.params as { id: string }).id),
  );
  if (p.toggle) {
    r.put(
      `/${p.toggle}/:id`,
      { config: { policy: contentManager }, schema: { params: idParams, response: { 200: savedSchema } } },
      async (req) => setEntityShow(db, e, (req.params as { id: string }).id),
    );
  }
}
