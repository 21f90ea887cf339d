import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailListResponseSchema, emailResponseSchema, messages, type Email } from '@school/api/schemas';
import { emailAttachments, emails } from '../src/db/schema';
import { bearer, useTestApp } from './helpers';
import { multipart, type Parts } from './multipart';
import { connect, listen, signIn } from './live';

const t = useTestApp();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function create(as: string, parts: Parts) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/create_email', payload, headers: { ...headers, ...bearer(await t.login(as)) } });
}
const idOf = async (ID: string) => (await signIn(t.app, ID)).id;
async function list(as: string, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/emails?${query}`, headers: bearer(await t.login(as)) });
  expect(res.statusCode).toBe(200);
  return emailListResponseSchema.parse(res.json());
}
const call = async (as: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: bearer(await t.login(as)) });

describe('create_email and the held send', () => {
  it('creates a draft held for 10 s; the sweep sends it when due; the recipient sees it New in the inbox', async () => {
    const [te, ad] = await Promise.all([idOf('TE-0001'), idOf('AD-0001')]);
    const res = await create('ST-0001', [
      ['recipients', te],
      ['cc', ad],
      ['subject', 'Homework question'],
      ['content', 'Is exercise 4 due on Monday?'],
      ['email_attachments', { filename: 'notes.pdf', content: PDF, type: 'application/pdf' }],
    ]);
    expect(res.statusCode).toBe(201);
    const { message, email } = emailResponseSchema.parse(res.json());
    expect(message).toBe(messages.emailCreated);
    expect(email).toMatchObject({
      status: 'draft',
      subject: 'Homework question',
      sentAt: null,
      recipients: [{ ID: 'TE-0001' }],
      cc: [{ ID: 'AD-0001' }],
    });
    expect(new Date(email.sendAt!).getTime() - new Date(email.createdAt).getTime()).toBe(10_000);
    expect(email.attachments).toEqual([{ file: expect.stringMatching(/\.pdf$/), name: 'notes.pdf', size: PDF.length }]);
    expect((await list('ST-0001', 'folder=draft')).emails.map((e) => e._id)).toContain(email._id);
    expect((await list('TE-0001')).emails.map((e) => e._id)).not.toContain(email._id);

    // Not yet due: nothing is sent. Ten seconds later the sweep sends it.
    await t.app.jobs.runAll();
    expect((await list('TE-0001')).emails.map((e) => e._id)).not.toContain(email._id);
    t.clock.offsetMs = 10_000;
    try {
      expect((await t.app.jobs.runAll())['held emails']).toBe(1);
    } finally {
      t.clock.offsetMs = 0;
    }
    const inbox = await list('TE-0001');
    const got = inbox.emails.find((e) => e._id === email._id)!;
    expect(got).toMatchObject({ status: 'sent', isRead: false, sender: { ID: 'ST-0001' }, sendAt: null, bcc: [] });
    expect(inbox.inbox.new).toBeGreaterThanOrEqual(1);
    const sent = await list('ST-0001', 'folder=sent');
    expect(sent.emails[0]._id).toBe(email._id);
    expect(sent.draft).toBe(0);
  });

  it('UNDO keeps it a draft that the sweep never sends; Send from the detail sends it at once', async () => {
    const te = await idOf('TE-0001');
    const { email } = emailResponseSchema.parse(
      (
        await create('ST-0001', [
          ['recipients', te],
          ['subject', 'Undo me'],
        ])
      ).json(),
    );
    const undo = await call('ST-0001', 'PUT', `/api/undo_email/${email._id}`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ message: messages.emailUndone, email: { status: 'draft', sendAt: null } });
    t.clock.offsetMs = 60_000;
    try {
      await t.app.jobs.runAll();
    } finally {
      t.clock.offsetMs = 0;
    }
    expect((await list('TE-0001')).emails.map((e) => e._id)).not.toContain(email._id);
    expect((await list('ST-0001', 'folder=draft')).emails.map((e) => e._id)).toContain(email._id);

    const send = await call('ST-0001', 'POST', `/api/send_email/${email._id}`);
    expect(send.statusCode).toBe(200);
    expect(send.json()).toMatchObject({ message: messages.emailSentSuccess, email: { status: 'sent' } });
    expect((await list('TE-0001')).emails.map((e) => e._id)).toContain(email._id);
    // Too late to undo; a second send changes nothing.
    expect((await call('ST-0001', 'PUT', `/api/undo_email/${email._id}`)).json()).toMatchObject({ error: messages.emailAlreadySent });
    expect((await call('ST-0001', 'POST', `/api/send_email/${email._id}`)).statusCode).toBe(200);
    expect((await call('TE-0001', 'POST', `/api/send_email/${email._id}`)).statusCode).toBe(400);
  });

  it('tells the recipient live when the email arrives and the sender when it went out', async () => {
    const url = await listen(t.app);
    const te = await signIn(t.app, 'TE-0001');
    const st = await signIn(t.app, 'ST-0001');
    const teacher = await connect(url, te.token);
    const student = await connect(url, st.token);
    const { email } = emailResponseSchema.parse(
      (
        await create('ST-0001', [
          ['recipients', te.id],
          ['content', 'live'],
        ])
      ).json(),
    );
    await call('ST-0001', 'POST', `/api/send_email/${email._id}`);
    expect(await teacher.waitFor('email', (e: { _id: string }) => e._id === email._id)).toEqual({ _id: email._id, folder: 'inbox' });
    expect(await student.waitFor('email', (e: { _id: string }) => e._id === email._id)).toEqual({ _id: email._id, folder: 'sent' });
    teacher.close();
    student.close();
  });

  it('refuses bad input and people out of reach, writing nothing', async () => {
    const before = (await t.database.db.select().from(emails)).length;
    const other = await idOf('ST-0003');
    const te = await idOf('TE-0001');
    const cases: [Parts, string][] = [
      [[['subject', 'nobody']], messages.emailRecipientRequired],
      [[['recipients', 'no-such-user']], messages.emailRecipientUnknown],
      [
        [
          ['recipients', te],
          ['subject', 'x'.repeat(201)],
        ],
        messages.emailSubjectTooLong,
      ],
      [
        [
          ['recipients', te],
          ['email_attachments', { filename: 'evil.html', content: Buffer.from('<script>alert(1)</script>') }],
        ],
        messages.invalidDocument,
      ],
      [
        [
          ['recipients', te],
          ...Array.from({ length: 6 }, (_, i) => ['email_attachments', { filename: `f${i}.pdf`, content: PDF }] as Parts[number]),
        ],
        messages.emailTooManyAttachments,
      ],
    ];
    for (const [parts, error] of cases) {
      const res = await create('ST-0001', parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error });
    }
    const reach = await create('ST-0001', [['recipients', other]]);
    expect(reach.statusCode).toBe(400);
    expect(reach.json().error).toMatch(/^You cannot email \S/);
    expect((await t.database.db.select().from(emails)).length).toBe(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/create_email', ...multipart([['recipients', te]]) })).statusCode).toBe(401);
  });
});

describe('reading, marking read, partial delete and attachments', () => {
  async function sentEmail(bccToo = true): Promise<Email> {
    const [fa, ad] = await Promise.all([idOf('FA-0001'), idOf('AD-0001')]);
    const parts: Parts = [
      ['recipients', fa],
      ['cc', ad],
      ['subject', 'Parents meeting'],
      ['content', ''],
      ['email_attachments', { filename: 'agenda.pdf', content: PDF }],
    ];
    if (bccToo) parts.push(['bcc', await idOf('TE-0003')]);
    const { email } = emailResponseSchema.parse((await create('TE-0001', parts)).json());
    await call('TE-0001', 'POST', `/api/send_email/${email._id}`);
    return email;
  }

  it('bcc is hidden from the other recipients; the bcc recipient sees only themselves; outsiders get 404', async () => {
    const email = await sentEmail();
    const asSender = (await call('TE-0001', 'GET', `/api/email/${email._id}`)).json().email;
    expect(asSender.bcc.map((p: { ID: string }) => p.ID)).toEqual(['TE-0003']);
    const asParent = (await call('FA-0001', 'GET', `/api/email/${email._id}`)).json().email;
    expect(asParent).toMatchObject({ bcc: [], cc: [{ ID: 'AD-0001' }], content: '', isRead: false, sendAt: null });
    expect((await call('TE-0003', 'GET', `/api/email/${email._id}`)).json().email.bcc.map((p: { ID: string }) => p.ID)).toEqual([
      'TE-0003',
    ]);
    expect((await call('ST-0001', 'GET', `/api/email/${email._id}`)).statusCode).toBe(404);
  });

  it('attachments open for the sender and every recipient (bcc included) by the token in the path, for no one else', async () => {
    const email = await sentEmail();
    const file = email.attachments[0].file;
    const get = async (as: string) =>
      t.app.inject({ method: 'GET', url: `/api/email_attachments/${file}/${email._id}/${await t.login(as)}` });
    for (const who of ['TE-0001', 'FA-0001', 'AD-0001', 'TE-0003']) {
      const res = await get(who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await get('ST-0001')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/email_attachments/${file}/${email._id}/forged` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/email_attachments/..%2Fx/${email._id}/${await t.login('TE-0001')}` })).statusCode,
    ).toBe(400);
  });

  it('mark as read is per recipient; partial delete removes one side only, the last side removes the files', async () => {
    const email = await sentEmail(false);
    expect((await call('FA-0001', 'PUT', `/api/mark_as_read/${email._id}`)).json()).toEqual({ message: messages.emailMarkedRead });
    expect((await call('FA-0001', 'GET', `/api/email/${email._id}`)).json().email.isRead).toBe(true);
    expect((await call('AD-0001', 'GET', `/api/email/${email._id}`)).json().email.isRead).toBe(false);
    expect((await call('ST-0001', 'PUT', `/api/mark_as_read/${email._id}`)).statusCode).toBe(404);

    expect((await call('FA-0001', 'DELETE', `/api/partial_delete_email/${email._id}`)).json()).toEqual({ message: messages.emailDeleted });
    expect((await call('FA-0001', 'GET', `/api/email/${email._id}`)).statusCode).toBe(404);
    expect((await call('TE-0001', 'GET', `/api/email/${email._id}`)).statusCode).toBe(200);
    await call('TE-0001', 'DELETE', `/api/partial_delete_email/${email._id}`);
    expect((await list('TE-0001', 'folder=sent')).emails.map((e) => e._id)).not.toContain(email._id);
    expect((await call('AD-0001', 'GET', `/api/email/${email._id}`)).statusCode).toBe(200);
    const stored = path.join(t.config.uploadDir, 'email', email.attachments[0].file);
    expect(existsSync(stored)).toBe(true);
    await call('AD-0001', 'DELETE', `/api/partial_delete_email/${email._id}`);
    expect(await t.database.db.select().from(emails).where(eq(emails.id, email._id))).toHaveLength(0);
    expect(await t.database.db.select().from(emailAttachments).where(eq(emailAttachments.emailId, email._id))).toHaveLength(0);
    expect(existsSync(stored)).toBe(false);
  });

  it('searches, sorts and pages a folder, 10 per page, with the counts of every folder', async () => {
    const te = await idOf('TE-0001');
    for (let i = 0; i < 11; i++) {
      const { email } = emailResponseSchema.parse(
        (
          await create('AD-0002', [
            ['recipients', te],
            ['subject', `Circular ${String.fromCharCode(65 + i)}`],
            ['content', 'staff'],
          ])
        ).json(),
      );
      t.clock.offsetMs = i * 1000;
      await call('AD-0002', 'POST', `/api/send_email/${email._id}`);
    }
    t.clock.offsetMs = 0;
    const page1 = await list('TE-0001', 'search=circular');
    expect(page1.emails).toHaveLength(10);
    expect(page1).toMatchObject({ totalItems: 11, totalPages: 2, page: 1 });
    expect(page1.emails[0].subject).toBe('Circular K');
    const page2 = await list('TE-0001', 'search=circular&page=2');
    expect(page2.emails.map((e) => e.subject)).toEqual(['Circular A']);
    const az = await list('TE-0001', 'search=circular&sort=subject_desc&limit=3');
    expect(az.emails.map((e) => e.subject)).toEqual(['Circular K', 'Circular J', 'Circular I']);
    const oldest = await list('TE-0001', 'search=Daniel&sort=date_asc&limit=1');
    expect(oldest.emails[0].subject).toBe('Circular A');
    expect((await list('AD-0002', 'folder=sent')).sent).toBe(11);
    const bad = await call('TE-0001', 'GET', '/api/emails?folder=spam');
    expect(bad.statusCode).toBe(400);
  });
});
