import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedListSchema, calendarFeedRequestSchema, messageBodySchema, savedCalendarFeedSchema } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { AppContext } from '../../context';
import { ownsCalendarFeed, policy } from '../../auth/policies';
import { notFound } from '../../http/errors';
import { idParams } from '../../http/params';
import { Memo } from '../../http/memo';
import { calendarEvents, calendarName } from './events';
import { syncFeed, feedText, type FeedText } from './feed';
import { feedByToken, listFeeds, revokeFeed, saveFeed } from './feeds';

// ─── Calendar feeds (issue 39, decision 205) ─────────────────────────────────────────────────
//   GET    calendar/feeds          the caller's feeds (own, or one per linked child)
//   POST   calendar/feeds          make one, or regenerate its address (201)
//   DELETE calendar/feeds/{id}     revoke it: its address answers 404
//   GET    calendar/{token}.ics    the feed itself, for a calendar app: no session, the token is
//                                  the secret; ETag / If-None-Match answer 304 with no body

/** Teachers and students have a calendar of their own, Family accounts one per linked child; admins none. */
const feedHolders = policy({ name: 'teacher, student or family', who: ['teacher', 'student', 'Family'] });

/** How long a feed's text is reused without asking the database (every write empties it sooner). */
const FEED_MEMO_MS = 60_000;

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** Does If-None-Match name this ETag (a list, weak or strong, or `*`)? */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export async function calendarRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const zone = config.schoolTimeZone ?? 'Africa/Addis_Ababa';
  const memo = new Memo<FeedText>(FEED_MEMO_MS, 5_000, () => config.now().getTime());
  ctx.invalidation.onInvalidate(() => memo.clear());

  r.get('/calendar/feeds', { config: { policy: feedHolders }, schema: { response: { 200: calendarFeedListSchema } } }, async (req) => ({
    feeds: await listFeeds(db, req.auth!, originOf(req)),
  }));
  r.post(
    '/calendar/feeds',
    { config: { policy: feedHolders }, schema: { body: calendarFeedRequestSchema, response: { 201: savedCalendarFeedSchema } } },
    async (req, reply) => {
      const { feed, regenerated } = await saveFeed(db, req.auth!, originOf(req), req.body.student_id);
      return reply.status(201).send({ message: regenerated ? messages.calendarFeedRegenerated : messages.calendarFeedCreated, feed });
    },
  );
  r.delete(
    '/calendar/feeds/:id',
    {
      config: {
        policy: feedHolders.with('the feed’s owner', (req, { db }) => ownsCalendarFeed(db, req.auth!, (req.params as { id: string }).id)),
      },
      schema: { params: idParams, response: { 200: messageBodySchema } },
    },
    async (req) => {
      await revokeFeed(db, req.params.id);
      return { message: messages.calendarFeedRevoked };
    },
  );

  r.get(
    '/calendar/:token.ics',
    {
      config: {
        policy: policy({
          name: 'anyone with the feed’s secret address (an unknown or revoked one: 404)',
          who: 'public',
          applicant: true,
          temporaryPassword: true,
        }),
      },
      schema: { params: z.object({ token: z.string().min(1).max(100) }) },
    },
    async (req, reply) => {
      const { token } = req.params;
      let text = memo.get(token);
      if (!text) {
        const generation = memo.generation;
        const feed = await feedByToken(db, token);
        if (!feed) throw notFound(messages.calendarFeedNotFound);
        const now = config.now();
        const calendar = { zone, lang: feed.lang, now };
        const items = await syncFeed(db, feed.id, await calendarEvents(db, feed.owner, calendar), now);
        text = feedText(items, { zone, now, name: calendarName(calendar, feed.childName) });
        memo.set(token, text, generation);
      }
      reply.header('ETag', text.etag).header('Cache-Control', 'private, no-cache');
      if (matchesEtag(req.headers['if-none-match'], text.etag)) return reply.status(304).send();
      return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', 'inline; filename="calendar.ics"').send(text.body);
    },
  );
}
