import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, notificationListResponseSchema } from '@school/api/schemas';
import { notificationRecipients, notifications, roles, users } from '../src/db/schema';
import { notify } from '../src/modules/communication/notify';
import { bearer, useTestApp } from './helpers';
import { connect, listen, signIn } from './live';

const t = useTestApp();

async function push(as: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/create_notification', headers: bearer(await t.login(as)), payload });
}
async function list(as: string, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/notifications?${query}`, headers: bearer(await t.login(as)) });
  expect(res.statusCode).toBe(200);
  return notificationListResponseSchema.parse(res.json());
}

describe('create_notification (admins push)', () => {
  it('pushes to a whole role: every student gets it unread, live over the socket; others do not', async () => {
    const url = await listen(t.app);
    const st = await signIn(t.app, 'ST-0001');
    const socket = await connect(url, st.token);
    const before = (await list('ST-0001')).unread;
    const res = await push('AD-0001', {
      title: 'Sports day',
      message: 'Friday, bring your kit.',
      type: 'announcement',
      roles: ['student'],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const students = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.roleId, (await roleId('student'))!), eq(users.approved, true), eq(users.frozen, false)));
    expect(body).toEqual({
      message: `Notification sent to ${students.length} people`,
      notification: { _id: expect.any(String), recipients: students.length },
    });
    expect(await socket.waitFor('notification', (e: { _id: string }) => e._id === body.notification._id)).toEqual({
      _id: body.notification._id,
    });
    const mine = await list('ST-0001');
    expect(mine.unread).toBe(before + 1);
    expect(mine.data[0]).toMatchObject({ title: 'Sports day', type: 'announcement', status: 'unread', users: [st.id] });
    expect((await list('TE-0001')).data.map((n) => n._id)).not.toContain(body.notification._id);
    socket.close();
  });

  it('pushes to chosen people by _id or ID, once each', async () => {
    const te = await signIn(t.app, 'TE-0001');
    const res = await push('SA-0001', { title: 'Staff meeting', message: 'At 4 pm.', users: [te.id, 'TE-0001', 'FA-0001'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().notification.recipients).toBe(2);
    expect((await list('FA-0001')).data[0]).toMatchObject({ title: 'Staff meeting', type: 'info' });
  });

  it('refuses non-admins, no audience, unknown people and bad fields, writing nothing', async () => {
    const count = async () => (await t.database.db.select().from(notifications)).length;
    const before = await count();
    expect((await push('TE-0001', { title: 'x', message: 'y', roles: ['student'] })).statusCode).toBe(403);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x', message: 'y' }, messages.notificationAudienceRequired],
      [{ title: '', message: 'y', roles: ['student'] }, messages.notificationTitleRequired],
      [{ title: 'x', message: ' ', roles: ['student'] }, messages.notificationMessageRequired],
      [{ title: 'x', message: 'y', type: 'urgent', roles: ['student'] }, messages.notificationTypeInvalid],
      [{ title: 'x', message: 'y', users: ['XX-9999'] }, messages.notificationUserUnknown],
    ];
    for (const [payload, error] of cases) {
      const res = await push('AD-0001', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error });
    }
    expect(await count()).toBe(before);
  });
});

describe('GET notifications and PUT notifications/{id}', () => {
  it('pages 10 at a time, searches, sorts and filters by status; opening marks read', async () => {
    const fa = await signIn(t.app, 'FA-0002');
    for (let i = 1; i <= 12; i++) {
      t.clock.offsetMs = i * 1000;
      await push('AD-0001', { title: `Notice ${i}`, message: i % 2 ? 'odd one' : 'even one', users: [fa.id] });
    }
    t.clock.offsetMs = 0;
    const first = await list('FA-0002', 'search=Notice');
    expect(first.data).toHaveLength(10);
    expect(first.total).toBe(12);
    expect(first.data[0].title).toBe('Notice 12');
    expect((await list('FA-0002', 'search=Notice&page=2')).data.map((n) => n.title)).toEqual(['Notice 2', 'Notice 1']);
    expect((await list('FA-0002', 'search=Notice&sort=oldest&limit=1')).data[0].title).toBe('Notice 1');
    expect((await list('FA-0002', 'search=odd')).total).toBe(6);

    const target = first.data[0];
    const read = await t.app.inject({ method: 'PUT', url: `/api/notifications/${target._id}`, headers: bearer(fa.token) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ message: messages.notificationRead });
    const after = await list('FA-0002', 'status=unread&search=Notice');
    expect(after.total).toBe(11);
    expect(after.unread).toBe(first.unread - 1);
    expect((await list('FA-0002', 'status=read')).data.map((n) => n._id)).toContain(target._id);
    // Someone else's notification is not found.
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/notifications/${target._id}`, headers: bearer(await t.login('ST-0001')) }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications?limit=0', headers: bearer(fa.token) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('notify() from other areas (transactional outbox)', () => {
  it('pushes only after the commit, and never for a rolled-back change', async () => {
    const url = await listen(t.app);
    const st = await signIn(t.app, 'ST-0001');
    const socket = await connect(url, st.token);
    const db = t.database.db;
    await db
      .transaction(async (tx) => {
        await notify(tx, { userIds: [st.id], title: 'Rolled back', message: 'never' });
        throw new Error('rollback');
      })
      .catch(() => {});
    let id = '';
    await db.transaction(async (tx) => {
      const raised = await notify(tx, { userIds: [st.id, st.id], title: 'Assignment graded', message: 'Algebra: 9/10', type: 'success' });
      id = raised!.id;
      expect(raised!.userIds).toEqual([st.id]);
      // Inside the transaction the sweep sees nothing to push.
    });
    expect((await t.app.jobs.runAll())['notification pushes']).toBeGreaterThanOrEqual(1);
    expect(await socket.waitFor('notification', (e: { _id: string }) => e._id === id)).toEqual({ _id: id });
    expect(await db.select().from(notifications).where(isNull(notifications.pushedAt))).toHaveLength(0);
    expect(await db.select().from(notifications).where(eq(notifications.title, 'Rolled back'))).toHaveLength(0);
    expect(socket.all<{ _id: string }>('notification').filter((e) => e._id === id)).toHaveLength(1);
    const recips = await db.select().from(notificationRecipients).where(eq(notificationRecipients.notificationId, id));
    expect(recips).toHaveLength(1);
    socket.close();
  });
});

async function roleId(name: string) {
  const [r] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return r?.id;
}
