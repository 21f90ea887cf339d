import { and, eq, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gallery, news, sectionOwners, sections, teacherSections } from '../src/db/schema';
import { bearer, useTestApp } from './helpers';
import { teachingIds } from './teaching-helpers';

// The screens a granted teacher opens (issue 12, docs/decisions/0036-grant-screens-what-a-granted-teacher-sees-in-the-portal.md): every read
// they make is allowed to the holder, within the permission's scope, and refused without it.

const t = useTestApp();
const HOUR = 3_600_000;

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), payload: payload as object });
  return { status: res.statusCode, body: res.headers['content-type']?.toString().includes('json') ? res.json() : null };
}

async function grantForAnHour(ID: string, permissionName: string) {
  const admin = await t.login('AD-0001');
  const expiresAt = new Date(t.config.now().getTime() + HOUR).toISOString();
  expect((await call(admin, 'POST', 'user/assignpermission', { userId: ID, permissionName, expiresAt })).status).toBe(201);
}

let ids: Awaited<ReturnType<typeof teachingIds>>;
let foreignSection: string;

beforeAll(async () => {
  ids = await teachingIds(t);
  const db = t.database.db;
  const taught = await db
    .select({ id: teacherSections.sectionId })
    .from(teacherSections)
    .where(eq(teacherSections.teacherId, ids.te1.teacherId));
  const owned = await db.select({ id: sectionOwners.sectionId }).from(sectionOwners).where(eq(sectionOwners.ownerId, ids.te1.userId));
  const [other] = await db
    .select({ id: sections.id })
    .from(teacherSections)
    .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
    .where(
      and(
        eq(teacherSections.academicPeriodId, ids.period.id),
        notInArray(
          sections.id,
          [...taught, ...owned].map((s) => s.id),
        ),
      ),
    )
    .limit(1);
  foreignSection = other.id;
});

describe('MANAGE_CONTENT: the content screens', () => {
  it('lets the holder open a hidden news item and gallery, and their photos, and nobody else', async () => {
    const db = t.database.db;
    const [hiddenNews] = await db.select({ id: news.id, photo: news.photo }).from(news).where(eq(news.show, false)).limit(1);
    const [hiddenGallery] = await db.select({ id: gallery.id }).from(gallery).where(eq(gallery.show, false)).limit(1);
    const teacher = await t.login('TE-0001');
    const photoUrl = `news/${hiddenNews.photo}/${teacher}`;
    expect((await call(teacher, 'GET', `getsinglenews?_id=${hiddenNews.id}`)).status).toBe(403);
    expect((await call(teacher, 'GET', `getsinglegallery?_id=${hiddenGallery.id}`)).status).toBe(403);
    expect((await call(teacher, 'GET', photoUrl)).status).toBe(403);

    await grantForAnHour('TE-0001', 'Manage content');
    const one = await call(teacher, 'GET', `getsinglenews?_id=${hiddenNews.id}`);
    expect(one.status).toBe(200);
    expect(one.body.news._id).toBe(hiddenNews.id);
    expect((await call(teacher, 'GET', `getsinglegallery?_id=${hiddenGallery.id}`)).status).toBe(200);
    expect((await call(teacher, 'GET', photoUrl)).status).toBe(200);
    // Another teacher without the grant: still refused.
    expect((await call(await t.login('TE-0003'), 'GET', `getsinglenews?_id=${hiddenNews.id}`)).status).toBe(403);

    t.clock.offsetMs += HOUR + 1;
    try {
      expect((await call(teacher, 'GET', `getsinglenews?_id=${hiddenNews.id}`)).status).toBe(403);
    } finally {
      t.clock.offsetMs -= HOUR + 1;
    }
  });
});

describe('MANAGE_SCHEDULE: the schedule editor', () => {
  it('reads the section, its schedule and its teachers for a section of theirs, not for another', async () => {
    await grantForAnHour('TE-0001', 'Manage schedule');
    const teacher = await t.login('TE-0001');
    for (const read of ['getsection', 'getschedule', 'getsectionteacher']) {
      expect((await call(teacher, 'GET', `${read}/${ids.grade7A}`)).status, read).toBe(200);
      expect((await call(teacher, 'GET', `${read}/${foreignSection}`)).status, read).toBe(403);
    }
    // A lesson in their section through the editor's write; in another section refused.
    const added = await call(teacher, 'POST', 'schedule-period', { section_id: ids.grade7A, startTime: '16:00', endTime: '16:40' });
    expect(added.status).toBe(201);
    expect(
      (await call(teacher, 'POST', 'schedule-period', { section_id: foreignSection, startTime: '16:00', endTime: '16:40' })).status,
    ).toBe(403);
  });
});

describe('PUSH_NOTIFICATION: the push dialog', () => {
  it('the students and families the people list offers a teacher are exactly whom they may push to', async () => {
    await grantForAnHour('TE-0001', 'Push notification');
    const teacher = await t.login('TE-0001');
    const people = (await call(teacher, 'GET', 'users')).body.users as { ID: string; role: string; approved: boolean }[];
    const offered = people.filter((u) => u.approved && (u.role === 'student' || u.role === 'Family')).map((u) => u.ID);
    expect(offered).toEqual(expect.arrayContaining(['ST-0001', 'FA-0001']));
    const push = (users: string[]) =>
      call(teacher, 'POST', 'create_notification', { title: 'Sports day', message: 'Wear white.', type: 'info', users, roles: [] });
    const pushed = await push(offered);
    expect(pushed.status).toBe(201);
    expect(pushed.body.notification.recipients).toBe(offered.length);
    // The staff in the same list (chat reach) are not pushable.
    const staff = people.find((u) => u.role === 'teacher' || u.role === 'admin')!;
    expect((await push([staff.ID])).status).toBe(403);
  });
});
