import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Email, EmailList, EmailListQuery, EmailPerson } from '@school/api/schemas';
import { emailListQuerySchema } from '@school/api/schemas';
import type { Db } from '../../../db';
import { emailAttachments, emailRecipients, emails, users } from '../../../db/schema';
import type { AuthUser } from '../../../auth/guard';
import { emailAccess, isCaller, isEmailSender } from '../../../auth/policies';
import { likePattern } from '../../../lib/text';

// ─── Reading email (spec 002 Email): folders, one email, who may see what ────────────────────

type EmailRow = typeof emails.$inferSelect;
type RecipientRow = typeof emailRecipients.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Emails as the caller may see them: bcc only to the sender (a bcc recipient sees themselves). */
export async function serializeEmails(db: Db, auth: AuthUser, rows: EmailRow[]): Promise<Email[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const recips = await db
    .select({ r: emailRecipients, u: users })
    .from(emailRecipients)
    .innerJoin(users, eq(users.id, emailRecipients.userId))
    .where(inArray(emailRecipients.emailId, ids))
    .orderBy(asc(users.fullName));
  const files = await db
    .select()
    .from(emailAttachments)
    .where(inArray(emailAttachments.emailId, ids))
    .orderBy(asc(emailAttachments.originalName));
  const senders = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((r) => r.senderId),
      ),
    );
  const person = (u: typeof users.$inferSelect): EmailPerson => ({
    _id: u.id,
    ID: u.ID,
    email: u.email,
    fullName: u.fullName,
    url: 'users',
    photo: u.photo,
  });
  const senderOf = new Map(senders.map((u) => [u.id, person(u)]));
  return rows.map((e) => {
    const mine = recips.filter((x) => x.r.emailId === e.id);
    const of = (kind: RecipientRow['kind']) => mine.filter((x) => x.r.kind === kind);
    const isSender = isEmailSender(auth, e);
    const own = mine.find((x) => isCaller(auth, x.r.userId));
    return {
      _id: e.id,
      subject: e.subject,
      content: e.content,
      sender: senderOf.get(e.senderId)!,
      recipients: of('to').map((x) => person(x.u)),
      cc: of('cc').map((x) => person(x.u)),
      bcc: of('bcc')
        .filter((x) => isSender || isCaller(auth, x.r.userId))
        .map((x) => person(x.u)),
      attachments: files.filter((f) => f.emailId === e.id).map((f) => ({ file: f.fileName, name: f.originalName, size: f.size })),
      status: e.status,
      createdAt: e.createdAt.toISOString(),
      sentAt: iso(e.sentAt),
      sendAt: isSender ? iso(e.sendAt) : null,
      isRead: isSender && !own ? true : !!own?.r.readAt,
    };
  });
}

/** GET email/{id}. */
export async function getEmail(db: Db, auth: AuthUser, id: string): Promise<Email> {
  const { email } = await emailAccess(db, auth, id);
  return (await serializeEmails(db, auth, [email]))[0];
}

/** GET emails: one folder's page (searched and sorted) and the counts of every folder. */
export async function listEmails(db: Db, auth: AuthUser, query: EmailListQuery): Promise<EmailList> {
  const q = emailListQuerySchema.parse(query);
  const sender = users;
  const inboxCopy = and(eq(emailRecipients.userId, auth.userId), isNull(emailRecipients.deletedAt), eq(emails.status, 'sent'));
  const ownFolder = (status: 'sent' | 'draft') =>
    and(eq(emails.senderId, auth.userId), eq(emails.status, status), isNull(emails.senderDeletedAt));

  const search: SQL | undefined = q.search
    ? or(
        ilike(emails.subject, likePattern(q.search)),
        ilike(emails.content, likePattern(q.search)),
        ilike(sender.fullName, likePattern(q.search)),
        ilike(sender.ID, likePattern(q.search)),
        ilike(sql`coalesce(${sender.email}, '')`, likePattern(q.search)),
      )
    : undefined;
  const date = q.folder === 'draft' ? emails.createdAt : emails.sentAt;
  const order = {
    date_desc: [desc(date)],
    date_asc: [asc(date)],
    sender_asc: [asc(sql`lower(${sender.fullName})`), desc(date)],
    sender_desc: [desc(sql`lower(${sender.fullName})`), desc(date)],
    subject_asc: [asc(sql`lower(${emails.subject})`), desc(date)],
    subject_desc: [desc(sql`lower(${emails.subject})`), desc(date)],
  }[q.sort];

  const folderWhere = q.folder === 'inbox' ? inboxCopy : ownFolder(q.folder);
  const page = (cols: { e: typeof emails }) => {
    const from = db.select(cols).from(emails).innerJoin(sender, eq(sender.id, emails.senderId));
    return q.folder === 'inbox' ? from.innerJoin(emailRecipients, eq(emailRecipients.emailId, emails.id)) : from;
  };
  const rows = await page({ e: emails })
    .where(and(folderWhere, search))
    .orderBy(...order, desc(emails.id))
    .offset((q.page - 1) * q.limit)
    .limit(q.limit);
  const matchCount = async () => {
    const from = db.select({ n: count() }).from(emails).innerJoin(sender, eq(sender.id, emails.senderId));
    const joined = q.folder === 'inbox' ? from.innerJoin(emailRecipients, eq(emailRecipients.emailId, emails.id)) : from;
    const [{ n }] = await joined.where(and(folderWhere, search));
    return Number(n);
  };
  const totalItems = await matchCount();

  const [inbox] = await db
    .select({ total: count(), fresh: sql<number>`count(*) filter (where ${emailRecipients.readAt} is null)` })
    .from(emailRecipients)
    .innerJoin(emails, eq(emails.id, emailRecipients.emailId))
    .where(inboxCopy);
  const own = await db
    .select({ status: emails.status, n: count() })
    .from(emails)
    .where(and(eq(emails.senderId, auth.userId), isNull(emails.senderDeletedAt)))
    .groupBy(emails.status);
  const ownCount = (s: string) => Number(own.find((o) => o.status === s)?.n ?? 0);

  return {
    inbox: { new: Number(inbox.fresh), total: Number(inbox.total) },
    sent: ownCount('sent'),
    draft: ownCount('draft'),
    emails: await serializeEmails(
      db,
      auth,
      rows.map((r) => r.e),
    ),
    page: q.page,
    totalPages: Math.ceil(totalItems / q.limit),
    totalItems,
  };
}
