import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Feedback, FeedbackRequest, Gallery, News, StaffMessage } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { feedback, gallery, news, staffMessages, subscribers } from '../../db/schema';
import { notFound } from '../../http/errors';
import { caseless, orderOf } from '../../http/sorting';
import { likePattern } from '../../lib/text';

type NewsRow = typeof news.$inferSelect;
type GalleryRow = typeof gallery.$inferSelect;
type StaffRow = typeof staffMessages.$inferSelect;
type FeedbackRow = typeof feedback.$inferSelect;

export const toNews = (n: NewsRow): News => ({
  _id: n.id,
  title: n.title,
  description: n.description,
  content: n.content,
  photo: n.photo,
  Date: n.createdAt.getTime(),
  show: n.show,
});
export const toGallery = (g: GalleryRow): Gallery => ({
  _id: g.id,
  title: g.title,
  description: g.description,
  photo: g.photo,
  date: g.createdAt.getTime(),
  show: g.show,
});
export const toStaffMessage = (m: StaffRow): StaffMessage => ({
  _id: m.id,
  fullName: m.fullName,
  position: m.position,
  message: m.message,
  photo: m.photo,
  date: m.createdAt.getTime(),
  show: m.show,
});
export const toFeedback = (f: FeedbackRow): Feedback => ({
  _id: f.id,
  fullName: f.fullName,
  email: f.email,
  feedback: f.feedback,
  date: f.createdAt.getTime(),
  show: f.show,
});

/** `%` and `_` typed in a search box are literal characters, not wildcards. */

/** totalPages is 0 when nothing matches (docs/decisions/0009-public-content-api-paging-visibility-uploads-registration.md). */
export const pageCount = (total: number, limit: number) => Math.ceil(total / limit);

interface ListOptions {
  searchTerm?: string;
  page: number;
  limit: number;
  /** undefined = every item (admin). */
  show?: boolean;
  /** title, Date (news) / date (gallery) or show; newest first when not given. */
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
}

/** Paged, searchable (title and description, case-insensitive), newest first or as `sortBy` says. */
async function pagedList<T extends typeof news | typeof gallery>(db: Db, table: T, o: ListOptions) {
  const dateKey = table === news ? 'Date' : 'date';
  const order = orderOf(o, { title: caseless(table.title), [dateKey]: table.createdAt, show: table.show }, [
    desc(table.createdAt),
    desc(table.id),
  ]);
  const filters: SQL[] = [];
  if (o.show !== undefined) filters.push(eq(table.show, o.show));
  const term = o.searchTerm?.trim();
  if (term) filters.push(or(ilike(table.title, likePattern(term)), ilike(table.description, likePattern(term)))!);
  const where = filters.length ? and(...filters) : undefined;
  const [{ n }] = await db
    .select({ n: count() })
    .from(table as typeof news)
    .where(where);
  const rows = await db
    .select()
    .from(table as typeof news)
    .where(where)
    .orderBy(...order)
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  return { rows: rows as T['$inferSelect'][], totalItems: n, totalPages: pageCount(n, o.limit) };
}

export async function listNews(db: Db, o: ListOptions) {
  const { rows, totalItems, totalPages } = await pagedList(db, news, o);
  return { news: rows.map(toNews), totalPages, totalItems };
}

export async function listGallery(db: Db, o: ListOptions) {
  const { rows, totalItems, totalPages } = await pagedList(db, gallery, o);
  return { gallery: rows.map(toGallery), totalPages, totalItems };
}

export async function findNews(db: Db, id: string) {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}
export async function findGallery(db: Db, id: string) {
  const [row] = await db.select().from(gallery).where(eq(gallery.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}
export async function findStaffMessage(db: Db, id: string) {
  const [row] = await db.select().from(staffMessages).where(eq(staffMessages.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function listStaffMessages(db: Db, onlyShown: boolean) {
  const rows = await db
    .select()
    .from(staffMessages)
    .where(onlyShown ? eq(staffMessages.show, true) : undefined)
    .orderBy(desc(staffMessages.createdAt), desc(staffMessages.id));
  return { messages: rows.map(toStaffMessage) };
}

export async function listFeedback(db: Db, onlyShown: boolean) {
  const rows = await db
    .select()
    .from(feedback)
    .where(onlyShown ? eq(feedback.show, true) : undefined)
    .orderBy(desc(feedback.createdAt), desc(feedback.id));
  return { feedbacks: rows.map(toFeedback) };
}

/** A visitor's feedback waits, unshown, until an admin sets it as main. */
export async function addFeedback(db: Db, body: FeedbackRequest, now: Date) {
  await db.insert(feedback).values({ ...body, email: body.email.toLowerCase(), show: false, createdAt: now });
  return { message: messages.feedbackSent };
}

export async function toggleFeedback(db: Db, id: string) {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).limit(1);
  if (!row) throw notFound();
  const [updated] = await db.update(feedback).set({ show: !row.show }).where(eq(feedback.id, id)).returning();
  return { message: messages.updated, feedback: toFeedback(updated) };
}

/**
 * POST subscribe: 201 'subscribed' whether or not the address was already on the list (issue 36):
 * a different answer would tell anyone who is subscribed. The list holds each address once.
 */
export async function subscribe(db: Db, email: string, now: Date) {
  await db.insert(subscribers).values({ email: email.toLowerCase(), createdAt: now }).onConflictDoNothing({ target: subscribers.email });
  return { message: messages.subscribed };
}
