import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { CreateEmailFields, Email } from '@school/api/schemas';
import { EMAIL_SEND_DELAY_MS, createEmailFieldsSchema } from '@school/api/schemas';
import { messages } from '../../../i18n';
import type { Db } from '../../../db';
import { emailAttachments, emailRecipients, emails, users } from '../../../db/schema';
import type { AuthUser } from '../../../auth/guard';
import { emailAccess, mayReach } from '../../../auth/policies';
import { badRequest, notFound } from '../../../http/errors';
import { issuesText, removeStored, type StoredUpload } from '../../../files/upload';
import type { LiveHub } from '../live/hub';
import { serializeEmails } from './read';
import { fill } from '../../../lib/text';

// ─── Writing email (spec 002 Email): the held send, UNDO, read, partial delete ───────────────
// create_email stores a draft whose `sendAt` is 10 s ahead. The held-send sweep (a job, every
// second, SKIP LOCKED across instances) sends it when due, so closing the tab loses nothing;
// UNDO clears `sendAt` on the server, so an undone email is never sent. Every send happens
// through one conditional update (status draft → sent), so a send, a sweep and an UNDO racing
// each other settle on exactly one outcome.

/** Validates the fields and the people of a new email; returns the addressees by kind (to wins over cc over bcc). */
async function addressees(db: Db, auth: AuthUser, raw: CreateEmailFields, now: Date) {
  const parsed = createEmailFieldsSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(issuesText(parsed.error.issues).join(', '));
  const f = parsed.data;
  const wanted = [...new Set([...f.recipients, ...f.cc, ...f.bcc])];
  const found = await db.select({ id: users.id, ID: users.ID, fullName: users.fullName }).from(users).where(inArray(users.id, wanted));
  if (found.length !== wanted.length) throw badRequest(messages.emailRecipientUnknown);
  for (const u of found) {
    if (!(await mayReach(db, auth, u.id, now))) throw badRequest(fill(messages.emailRecipientNotReachable, { name: u.fullName }));
  }
  const kinds = new Map<string, 'to' | 'cc' | 'bcc'>();
  for (const [kind, list] of [
    ['bcc', f.bcc],
    ['cc', f.cc],
    ['to', f.recipients],
  ] as const)
    for (const id of list) kinds.set(id, kind);
  return { fields: f, kinds };
}

/** POST create_email: a draft with its held send due in 10 s (201). Files are already stored and content-checked. */
export async function createEmail(db: Db, auth: AuthUser, raw: CreateEmailFields, files: StoredUpload[], now: Date): Promise<Email> {
  const { fields, kinds } = await addressees(db, auth, raw, now);
  const row = await db.transaction(async (tx) => {
    const [email] = await tx
      .insert(emails)
      .values({
        senderId: auth.userId,
        subject: fields.subject,
        content: fields.content,
        status: 'draft',
        sendAt: new Date(now.getTime() + EMAIL_SEND_DELAY_MS),
        createdAt: now,
      })
      .returning();
    await tx.insert(emailRecipients).values([...kinds].map(([userId, kind]) => ({ emailId: email.id, userId, kind })));
    if (files.length) {
      await tx.insert(emailAttachments).values(
        files.map((f) => ({
          emailId: email.id,
          fileName: f.name,
          originalName: displayName(f.originalName),
          mime: f.mime,
          size: f.size,
        })),
      );
    }
    return email;
  });
  return (await serializeEmails(db, auth, [row]))[0];
}

/** A browser's file name, for display only: no path, no control characters, at most 200 characters. */
const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? name)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 200) || 'attachment';

/** Sends drafts (one conditional update: still a draft, not deleted) and lists who must be told. */
async function markSent(db: Db, ids: string[], now: Date, senderId?: string) {
  if (!ids.length) return { sent: [], to: [] };
  const sent = await db
    .update(emails)
    .set({ status: 'sent', sentAt: now, sendAt: null })
    .where(
      and(
        inArray(emails.id, ids),
        eq(emails.status, 'draft'),
        isNull(emails.senderDeletedAt),
        senderId ? eq(emails.senderId, senderId) : undefined,
      ),
    )
    .returning();
  const to = sent.length
    ? await db
        .select({ emailId: emailRecipients.emailId, userId: emailRecipients.userId })
        .from(emailRecipients)
        .where(
          inArray(
            emailRecipients.emailId,
            sent.map((e) => e.id),
          ),
        )
    : [];
  return { sent, to };
}

/** After the commit: the recipients' inbox badge and the sender's Sent folder refresh live. */
function announce(live: LiveHub, { sent, to }: Awaited<ReturnType<typeof markSent>>) {
  for (const e of sent) {
    live.toUsers(
      to.filter((r) => r.emailId === e.id).map((r) => r.userId),
      'email',
      { _id: e.id, folder: 'inbox' },
    );
    live.toUsers([e.senderId], 'email', { _id: e.id, folder: 'sent' });
  }
}

async function sendDraft(db: Db, live: LiveHub, emailId: string, now: Date, senderId: string) {
  const result = await markSent(db, [emailId], now, senderId);
  announce(live, result);
  return result.sent[0] ?? null;
}

/** POST send_email/{id}: the sender sends a draft now (the detail's Send, or the client at the end of the UNDO window). */
export async function sendEmailNow(db: Db, live: LiveHub, auth: AuthUser, id: string, now: Date): Promise<Email> {
  const { email, asSender } = await emailAccess(db, auth, id);
  if (!asSender) throw badRequest(messages.emailNotDraft);
  // Already sent (by the sweep a moment ago): the same answer, nothing changes.
  const row = email.status === 'sent' ? email : await sendDraft(db, live, id, now, auth.userId);
  if (!row) {
    const [again] = await db.select().from(emails).where(eq(emails.id, id)).limit(1);
    if (again?.status !== 'sent') throw badRequest(messages.emailNotDraft);
    return (await serializeEmails(db, auth, [again]))[0];
  }
  return (await serializeEmails(db, auth, [row]))[0];
}

/** PUT undo_email/{id}: cancels the held send; the email stays a draft. Too late once sent. */
export async function undoEmail(db: Db, auth: AuthUser, id: string): Promise<Email> {
  const { email, asSender } = await emailAccess(db, auth, id);
  if (!asSender) throw badRequest(messages.emailNotDraft);
  if (email.status === 'sent') throw badRequest(messages.emailAlreadySent);
  const [kept] = await db
    .update(emails)
    .set({ sendAt: null })
    .where(and(eq(emails.id, id), eq(emails.status, 'draft')))
    .returning();
  if (!kept) throw badRequest(messages.emailAlreadySent);
  return (await serializeEmails(db, auth, [kept]))[0];
}

/** PUT mark_as_read/{id}: the caller's own inbox copy. */
export async function markEmailRead(db: Db, auth: AuthUser, id: string, now: Date) {
  const { copy } = await emailAccess(db, auth, id);
  if (!copy) throw badRequest(messages.invalidData);
  if (!copy.readAt) await db.update(emailRecipients).set({ readAt: now }).where(eq(emailRecipients.id, copy.id));
  return { message: messages.emailMarkedRead };
}

/**
 * DELETE partial_delete_email/{id}: removes the email from the caller's side only. A draft has
 * only a sender's side, so it goes with its files; a sent email goes once every side deleted it.
 */
export async function partialDeleteEmail(db: Db, auth: AuthUser, id: string, now: Date, uploadDir: string) {
  const { email, asSender, copy } = await emailAccess(db, auth, id);
  if (copy) await db.update(emailRecipients).set({ deletedAt: now }).where(eq(emailRecipients.id, copy.id));
  if (asSender) await db.update(emails).set({ senderDeletedAt: now }).where(eq(emails.id, email.id));
  const open = await db
    .select({ id: emailRecipients.id })
    .from(emailRecipients)
    .where(and(eq(emailRecipients.emailId, id), isNull(emailRecipients.deletedAt)))
    .limit(1);
  const [row] = await db.select({ senderDeletedAt: emails.senderDeletedAt, status: emails.status }).from(emails).where(eq(emails.id, id));
  if (row?.senderDeletedAt && (row.status === 'draft' || !open.length)) {
    const files = await db.select({ name: emailAttachments.fileName }).from(emailAttachments).where(eq(emailAttachments.emailId, id));
    await db.delete(emails).where(eq(emails.id, id));
    await Promise.all(files.map((f) => removeStored(uploadDir, 'email', f.name)));
  }
  return { message: messages.emailDeleted };
}

/** GET email_attachments/{file}/{emailId}/{token}: the stored name, when the caller may see that email. */
export async function attachmentFor(db: Db, auth: AuthUser, file: string, emailId: string): Promise<string> {
  await emailAccess(db, auth, emailId);
  const [a] = await db
    .select({ name: emailAttachments.fileName })
    .from(emailAttachments)
    .where(and(eq(emailAttachments.emailId, emailId), eq(emailAttachments.fileName, file)))
    .limit(1);
  if (!a) throw notFound();
  return a.name;
}

/** The held-send sweep: every draft whose send time came is sent (claimed with SKIP LOCKED, so instances share it). */
export async function sendDueEmails(db: Db, live: LiveHub, now: Date, limit = 100): Promise<number> {
  const isDue = and(eq(emails.status, 'draft'), isNotNull(emails.sendAt), lte(emails.sendAt, now), isNull(emails.senderDeletedAt));
  // Nothing due (the usual tick): no transaction. On the embedded database an open transaction
  // holds every other statement back while it waits for this thread (decision 91).
  const [any] = await db.select({ id: emails.id }).from(emails).where(isDue).limit(1);
  if (!any) return 0;
  const result = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emails.id })
      .from(emails)
      .where(isDue)
      .orderBy(emails.sendAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return markSent(
      tx,
      due.map((d) => d.id),
      now,
    );
  });
  announce(live, result);
  return result.sent.length;
}
