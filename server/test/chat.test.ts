import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  chatHistoryResponseSchema,
  chatUsersResponseSchema,
  messages,
  type ChatMessage,
  type LiveAck,
  type NewMessageEvent,
} from '@school/api/schemas';
import { chatMessages, sectionOwners, studentSections, students, teacherSections, teachers, users } from '../src/db/schema';
import { currentTerm } from '../src/db/current-term';
import { bearer, useTestApp } from './helpers';
import { connect, disconnected, listen, signIn } from './live';

const t = useTestApp();
const cid = () => `c-${crypto.randomUUID()}`;

async function usersOf(as: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(await t.login(as)) });
  expect(res.statusCode).toBe(200);
  return chatUsersResponseSchema.parse(res.json()).users;
}

/** Teachers of ST-0001's current section (Grade 7 A) and one teacher who teaches none of its courses. */
async function grade7ATeachers() {
  const db = t.database.db;
  const period = await currentTerm(db, t.config.now());
  const [seat] = await db
    .select({ sectionId: studentSections.sectionId })
    .from(studentSections)
    .innerJoin(students, eq(students.id, studentSections.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(users.ID, 'ST-0001'), eq(studentSections.academicPeriodId, period!.id)));
  const rows = await db
    .select({ ID: users.ID })
    .from(teacherSections)
    .innerJoin(teachers, eq(teachers.id, teacherSections.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(and(eq(teacherSections.sectionId, seat.sectionId), eq(teacherSections.academicPeriodId, period!.id)));
  const owners = await db
    .select({ ID: users.ID })
    .from(sectionOwners)
    .innerJoin(users, eq(users.id, sectionOwners.ownerId))
    .where(eq(sectionOwners.sectionId, seat.sectionId));
  const inSection = new Set([...rows, ...owners].map((r) => r.ID));
  const all = await db.select({ ID: users.ID }).from(teachers).innerJoin(users, eq(users.id, teachers.userId));
  const outside = all.map((a) => a.ID).find((ID) => !inSection.has(ID) && ID !== 'TE-0002')!;
  return { inSection, outside };
}

describe('GET users (who may chat with whom)', () => {
  it('a student lists the teachers of their section and the admins, with email; no other student, no outside teacher', async () => {
    const list = await usersOf('ST-0001');
    const IDs = list.map((u) => u.ID);
    const { inSection, outside } = await grade7ATeachers();
    expect(IDs).toEqual(expect.arrayContaining([...inSection, 'AD-0001', 'AD-0002', 'SA-0001']));
    expect(IDs).not.toContain(outside);
    expect(IDs.some((ID) => ID.startsWith('ST-') || ID.startsWith('FA-'))).toBe(false);
    const te = list.find((u) => u.ID === 'TE-0001')!;
    expect(te).toMatchObject({ role: 'teacher', type: { name: 'teacher' }, online: false, unreadMessage: 0, url: 'users' });
    expect(te.email).toMatch(/@example\.et$/);
  });

  it("a teacher lists staff, the students of their sections and those students' parents; not other students", async () => {
    const IDs = (await usersOf('TE-0001')).map((u) => u.ID);
    expect(IDs).toEqual(expect.arrayContaining(['ST-0001', 'FA-0001', 'TE-0003', 'AD-0001']));
    expect(IDs).not.toContain('TE-0001');
    expect(IDs).not.toContain('ST-0002'); // an applicant
    // ST-0008 is a KG pupil; TE-0008 teaches Physical Education (from Grade 1) and owns Grade 8 A.
    const pe = (await usersOf('TE-0008')).map((u) => u.ID);
    expect(pe).not.toContain('ST-0008');
    expect(pe).toContain('TE-0001');
  });

  it("a parent lists their child's teachers and the admins; an admin lists everyone", async () => {
    const IDs = (await usersOf('FA-0001')).map((u) => u.ID);
    expect(IDs).toEqual(expect.arrayContaining(['TE-0001', 'AD-0001']));
    expect(IDs.some((ID) => ID.startsWith('ST-') || ID.startsWith('FA-'))).toBe(false);
    const admin = (await usersOf('AD-0001')).map((u) => u.ID);
    expect(admin).toEqual(expect.arrayContaining(['SA-0001', 'AD-0001', 'ST-0002', 'FA-0002', 'TE-0012']));
  });

  it("gives a student the picture users/{id} and login give: their record's photo under students (issue 37)", async () => {
    const token = await t.login('AD-0001');
    const db = t.database.db;
    const [st] = await db
      .select({ id: students.id })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(users.ID, 'ST-0001'));
    await db.update(students).set({ profilePic: 'st-0001-record.png' }).where(eq(students.id, st!.id));
    const profile = (await t.app.inject({ method: 'GET', url: '/api/users/ST-0001', headers: bearer(token) })).json().user;
    const listed = (await usersOf('AD-0001')).find((u) => u.ID === 'ST-0001')!;
    expect(profile).toMatchObject({ photo: 'st-0001-record.png', url: 'students' });
    expect({ photo: listed.photo, url: listed.url }).toEqual({ photo: profile.photo, url: profile.url });
  });

  it('refuses anonymous callers (401) and temporary passwords (403); an applicant lists the admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    const temp = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(await t.login('TE-0002')) });
    expect(temp.statusCode).toBe(403);
    expect(temp.json()).toMatchObject({ error: messages.changePasswordFirst });
    const IDs = (await usersOf('ST-0002')).map((u) => u.ID);
    expect(IDs).toEqual(expect.arrayContaining(['AD-0001', 'AD-0002', 'SA-0001']));
    expect(IDs.every((ID) => ID.startsWith('AD-') || ID.startsWith('SA-'))).toBe(true);
  });
});

describe('chat over socket.io', () => {
  it('refuses a connection without a valid session: no token, a forged one, a temporary password, an applicant', async () => {
    const url = await listen(t.app);
    await expect(connect(url, undefined)).rejects.toThrow(messages.unauthorized);
    await expect(connect(url, 'not-a-token')).rejects.toThrow(messages.unauthorized);
    await expect(connect(url, (await signIn(t.app, 'TE-0002')).token)).rejects.toThrow(messages.changePasswordFirst);
    const applicant = await connect(url, (await signIn(t.app, 'ST-0002')).token);
    // An applicant reaches the admins (docs/decisions/0028-communication-who-may-reach-whom-delivery-held-sends.md), and no one else.
    const ad = await signIn(t.app, 'AD-0001');
    const te = await signIn(t.app, 'TE-0001');
    const applicantId = (await signIn(t.app, 'ST-0002')).id;
    const send = (receiverId: string) =>
      applicant.emit<LiveAck<ChatMessage>>('sendMessage', { senderId: applicantId, receiverId, message: 'hello', clientId: cid() });
    expect((await send(ad.id)).ok).toBe(true);
    expect(await send(te.id)).toEqual({ ok: false, error: messages.chatNotReachable });
    // ... and the admin answers; the applicant gets the answer live.
    const admin = await connect(url, ad.token);
    const answer = applicant.waitFor<NewMessageEvent>('newMessage', (e: NewMessageEvent) => e.chat.message === 'about your file');
    const sent = await admin.emit<LiveAck<ChatMessage>>('sendMessage', {
      senderId: ad.id,
      receiverId: applicantId,
      message: 'about your file',
      clientId: cid(),
    });
    expect(sent.ok).toBe(true);
    expect((await answer).senderID).toBe(ad.id);
    admin.close();
    applicant.close();
  });

  it('delivers a message to the receiver live, stores it once per client id, and the history pages it', async () => {
    const url = await listen(t.app);
    const st = await signIn(t.app, 'ST-0001');
    const te = await signIn(t.app, 'TE-0001');
    const a = await connect(url, st.token);
    const b = await connect(url, te.token);
    await b.emit('joinRoom', { userId: te.id, chatWith: st.id });
    const clientId = cid();
    const payload = { senderId: st.id, receiverId: te.id, message: '  Good morning, teacher  ', skip: 0, limit: 10, clientId };
    const ack = await a.emit<LiveAck<ChatMessage>>('sendMessage', payload);
    expect(ack.ok).toBe(true);
    const chat = (ack as { data: ChatMessage }).data;
    expect(chat).toMatchObject({
      message: 'Good morning, teacher',
      sender: { _id: st.id, ID: 'ST-0001' },
      receiver: { ID: 'TE-0001' },
      seen: false,
      clientId,
    });
    const got = await b.waitFor<NewMessageEvent>('newMessage', (e) => e.chat._id === chat._id);
    expect(got).toEqual({ chat, receiverId: te.id, senderID: st.id });

    // A resend after a lost ack: the same row, stored once.
    const again = await a.emit<LiveAck<ChatMessage>>('sendMessage', payload);
    expect(again).toEqual({ ok: true, data: chat });
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.clientId, clientId));
    expect(rows).toHaveLength(1);

    for (let i = 1; i <= 4; i++) {
      await a.emit('sendMessage', { senderId: st.id, receiverId: te.id, message: `note ${i}`, clientId: cid() });
    }
    const page = await t.app.inject({ method: 'GET', url: `/api/chat/user/${te.id}/${st.id}/0/2`, headers: bearer(te.token) });
    expect(page.statusCode).toBe(200);
    const body = chatHistoryResponseSchema.parse(page.json());
    expect(body.total).toBe(5);
    expect(body.chat.map((m) => m.message)).toEqual(['note 3', 'note 4']);
    const older = chatHistoryResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/chat/user/ST-0001/TE-0001/2/2`, headers: bearer(st.token) })).json(),
    );
    expect(older.chat.map((m) => m.message)).toEqual(['note 1', 'note 2']);

    // Unread counts in the list, then markAsSeen tells the sender.
    expect((await usersOf('TE-0001')).find((u) => u.ID === 'ST-0001')!.unreadMessage).toBe(5);
    const seen = await b.emit<LiveAck<string[]>>('markAsSeen', { messageIds: [chat._id] });
    expect(seen).toEqual({ ok: true, data: [chat._id] });
    expect(await a.waitFor('seenMessages')).toEqual({ chatIds: [chat._id] });
    expect((await usersOf('TE-0001')).find((u) => u.ID === 'ST-0001')!.unreadMessage).toBe(4);
    // The sender cannot mark their own message seen.
    const own = await a.emit<LiveAck<string[]>>('markAsSeen', { messageIds: body.chat.map((m) => m._id) });
    expect(own).toEqual({ ok: true, data: [] });
    a.close();
    b.close();
  });

  it('refuses sending as someone else, to someone out of reach, and bad input; the refusal is also an error event', async () => {
    const url = await listen(t.app);
    const st = await signIn(t.app, 'ST-0001');
    const other = await signIn(t.app, 'ST-0003');
    const te = await signIn(t.app, 'TE-0001');
    const { outside } = await grade7ATeachers();
    const far = await signIn(t.app, outside);
    const a = await connect(url, st.token);
    const send = (p: Record<string, unknown>) =>
      a.emit<LiveAck>('sendMessage', { senderId: st.id, receiverId: te.id, message: 'hi', clientId: cid(), ...p });
    expect(await send({ senderId: te.id })).toEqual({ ok: false, error: messages.chatSendAsYourself });
    expect(await send({ receiverId: other.id })).toEqual({ ok: false, error: messages.chatNotReachable });
    expect(await send({ receiverId: far.id })).toEqual({ ok: false, error: messages.chatNotReachable });
    expect(await send({ message: '   ' })).toEqual({ ok: false, error: messages.chatMessageRequired });
    expect(await send({ message: 'x'.repeat(2001) })).toEqual({ ok: false, error: messages.chatMessageTooLong });
    expect(await send({ clientId: 'short' })).toMatchObject({ ok: false });
    await a.waitFor('error', (e: { error: string }) => e.error === messages.chatNotReachable);
    const history = await t.app.inject({ method: 'GET', url: `/api/chat/user/${st.id}/${other.id}/0/5`, headers: bearer(st.token) });
    expect(history.statusCode).toBe(403);
    const notMine = await t.app.inject({ method: 'GET', url: `/api/chat/user/${te.id}/${st.id}/0/5`, headers: bearer(st.token) });
    expect(notMine.statusCode).toBe(403);
    const badLimit = await t.app.inject({ method: 'GET', url: `/api/chat/user/${st.id}/${te.id}/0/500`, headers: bearer(st.token) });
    expect(badLimit.statusCode).toBe(400);
    expect(await t.database.db.select().from(chatMessages).where(eq(chatMessages.receiverId, other.id))).toHaveLength(0);
    a.close();
  });

  it("takes the spec's payload without clientId: each send stored (at least once); with one, a resend once (issue 20)", async () => {
    const url = await listen(t.app);
    const st = await signIn(t.app, 'ST-0001');
    const te = await signIn(t.app, 'TE-0001');
    const a = await connect(url, st.token);
    const text = `spec payload ${cid()}`;
    const spec = { senderId: st.id, receiverId: te.id, message: text, skip: 0, limit: 20 };
    const first = await a.emit<LiveAck<{ _id: string; message: string }>>('sendMessage', spec);
    const second = await a.emit<LiveAck<{ _id: string; message: string }>>('sendMessage', spec);
    expect(first).toMatchObject({ ok: true, data: { message: text } });
    expect(second).toMatchObject({ ok: true, data: { message: text } });
    const stored = async () => (await t.database.db.select().from(chatMessages).where(eq(chatMessages.message, text))).length;
    expect(await stored()).toBe(2);
    const clientId = cid();
    await a.emit('sendMessage', { ...spec, clientId });
    await a.emit('sendMessage', { ...spec, clientId });
    expect(await stored()).toBe(3);
    a.close();
  });

  it('shares presence: onlineUsers on connect, updateUserStatus online and offline', async () => {
    const url = await listen(t.app);
    const st = await signIn(t.app, 'ST-0001');
    const ad = await signIn(t.app, 'AD-0001');
    const watcher = await connect(url, ad.token);
    expect(await watcher.waitFor<string[]>('onlineUsers')).toContain(ad.id);
    const a = await connect(url, st.token);
    await watcher.waitFor('updateUserStatus', (e: { userId: string; status: string }) => e.userId === st.id && e.status === 'online');
    expect((await usersOf('AD-0001')).find((u) => u.ID === 'ST-0001')!.online).toBe(true);
    a.close();
    await watcher.waitFor('updateUserStatus', (e: { userId: string; status: string }) => e.userId === st.id && e.status === 'offline');
    watcher.close();
  });

  it('disconnects a logged-out session at once, and a frozen account at once too (issue 36)', async () => {
    const url = await listen(t.app);
    const st = await signIn(t.app, 'ST-0001');
    const a = await connect(url, st.token);
    const gone = disconnected(a);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(st.token) });
    expect(out.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expect(connect(url, st.token)).rejects.toThrow(messages.unauthorized);

    const te = await signIn(t.app, 'TE-0003');
    const b = await connect(url, te.token);
    const ended = disconnected(b);
    const admin = bearer(await t.login('AD-0001'));
    const freeze = (status: boolean) =>
      t.app.inject({ method: 'PUT', url: '/api/freezteacher', headers: admin, payload: { ID: 'TE-0003', status } });
    expect((await freeze(false)).statusCode).toBe(200);
    try {
      // Freezing ends the account's sessions and closes its sockets like a logout: no job run, no
      // wait for the 15 s session check; a message sent to it meanwhile never reaches it.
      const t0 = Date.now();
      expect(await ended).toBe('io server disconnect');
      expect(Date.now() - t0).toBeLessThan(2000);
      expect(b.all<{ error: string }>('error')).toContainEqual({ error: messages.unauthorized, code: 'unauthorized' });
      await expect(connect(url, te.token)).rejects.toThrow(messages.unauthorized);
    } finally {
      expect((await freeze(true)).statusCode).toBe(200);
    }
  });
});
