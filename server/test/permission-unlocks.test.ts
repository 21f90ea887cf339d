import { and, eq, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sectionOwners, sections, teacherSections } from '../src/db/schema';
import { bearer, useTestApp } from './helpers';
import { teachingIds } from './teaching-helpers';

// What a granted permission unlocks (docs/decisions/0032-parent-dashboard-and-permission-unlocks.md):
// without the grant 403, with it allowed within its scope, after its expiry 403 again.

const t = useTestApp();
const HOUR = 3_600_000;

async function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

/** An admin grants `permissionName` to `ID` for one hour from the test clock. */
async function grantForAnHour(ID: string, permissionName: string) {
  const admin = await t.login('AD-0001');
  const expiresAt = new Date(t.config.now().getTime() + HOUR).toISOString();
  const res = await call(admin, 'POST', 'user/assignpermission', { userId: ID, permissionName, expiresAt });
  expect(res.status).toBe(201);
}

let ids: Awaited<ReturnType<typeof teachingIds>>;
/** A current section TE-0001 neither teaches nor owns, and one they teach without owning it. */
let foreignSection: string;
let taughtNotOwned: string;

beforeAll(async () => {
  ids = await teachingIds(t);
  const db = t.database.db;
  const taught = await db
    .select({ id: teacherSections.sectionId })
    .from(teacherSections)
    .where(and(eq(teacherSections.teacherId, ids.te1.teacherId), eq(teacherSections.academicPeriodId, ids.period.id)));
  const owned = await db.select({ id: sectionOwners.sectionId }).from(sectionOwners).where(eq(sectionOwners.ownerId, ids.te1.userId));
  const ownedIds = new Set(owned.map((o) => o.id));
  taughtNotOwned = taught.find((s) => !ownedIds.has(s.id))!.id;
  const [other] = await db
    .select({ id: sections.id })
    .from(teacherSections)
    .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
    .where(and(eq(teacherSections.academicPeriodId, ids.period.id), notInArray(sections.id, [...taught.map((s) => s.id), ...ownedIds])))
    .limit(1);
  foreignSection = other.id;
  expect(taughtNotOwned).toBeTruthy();
});

describe('MANAGE_SCHEDULE', () => {
  it('lets a teacher edit the schedule of their own sections while the grant lasts', async () => {
    const teacher = await t.login('TE-0001');
    const row = { section_id: ids.grade7A, startTime: '17:00', endTime: '17:40' };
    expect((await call(teacher, 'POST', 'schedule-period', row)).status).toBe(403);

    await grantForAnHour('TE-0001', 'Manage schedule');
    const added = await call(teacher, 'POST', 'schedule-period', row);
    expect(added.status).toBe(201);
    // Not a section of theirs: still refused.
    expect((await call(teacher, 'POST', 'schedule-period', { ...row, section_id: foreignSection })).status).toBe(403);
    // A student holding the same grant gains nothing: the permission is for teachers.
    await grantForAnHour('ST-0001', 'Manage schedule');
    expect((await call(await t.login('ST-0001'), 'POST', 'schedule-period', row)).status).toBe(403);

    const second = await call(teacher, 'POST', 'schedule-period', { ...row, startTime: '18:00', endTime: '18:40' });
    expect((await call(teacher, 'DELETE', `schedule-period/${second.body.period._id}`)).status).toBe(200);

    t.clock.offsetMs += HOUR + 1;
    try {
      expect((await call(teacher, 'DELETE', `schedule-period/${added.body.period._id}`)).status).toBe(403);
      expect((await call(teacher, 'POST', 'schedule-period', { ...row, startTime: '19:00', endTime: '19:40' })).status).toBe(403);
    } finally {
      t.clock.offsetMs -= HOUR + 1;
    }
  });
});

describe('PUSH_NOTIFICATION', () => {
  it('lets a teacher push to the students and parents of their sections, not to roles or staff', async () => {
    const teacher = await t.login('TE-0001');
    const push = (users: string[], roles: string[] = []) =>
      call(teacher, 'POST', 'create_notification', { title: 'Field trip', message: 'Bring a hat.', type: 'announcement', users, roles });
    expect((await push(['ST-0001'])).status).toBe(403);

    await grantForAnHour('TE-0001', 'Push notification');
    const pushed = await push(['ST-0001', 'FA-0001']);
    expect(pushed.status).toBe(201);
    expect(pushed.body.notification.recipients).toBe(2);
    const student = await t.login('ST-0001');
    const inbox = await call(student, 'GET', 'notifications?limit=10&page=1');
    expect(inbox.body.data.some((n: { title: string }) => n.title === 'Field trip')).toBe(true);

    expect((await push([], ['student'])).status).toBe(403);
    expect((await push(['TE-0003'])).status).toBe(403);

    t.clock.offsetMs += HOUR + 1;
    try {
      expect((await push(['ST-0001'])).status).toBe(403);
    } finally {
      t.clock.offsetMs -= HOUR + 1;
    }
  });
});

describe('VIEW_GRADE_REPORTS', () => {
  it('lets a teacher read the reports of a section they teach but do not own', async () => {
    const teacher = await t.login('TE-0001');
    expect((await call(teacher, 'GET', `studentgradereport/${taughtNotOwned}`)).status).toBe(403);

    await grantForAnHour('TE-0001', 'View grade reports');
    const report = await call(teacher, 'GET', `studentgradereport/${taughtNotOwned}`);
    expect(report.status).toBe(200);
    expect((await call(teacher, 'GET', `studentgradereportcards/${taughtNotOwned}`)).status).toBe(200);
    expect((await call(teacher, 'GET', `studentgradereport/${foreignSection}`)).status).toBe(403);
    // Reading is unlocked, managing is not: the visibility switch stays with the owner.
    expect((await call(teacher, 'POST', 'changegradevisibilitystatus', { section_id: taughtNotOwned, isVisible: true })).status).toBe(403);

    t.clock.offsetMs += HOUR + 1;
    try {
      expect((await call(teacher, 'GET', `studentgradereport/${taughtNotOwned}`)).status).toBe(403);
    } finally {
      t.clock.offsetMs -= HOUR + 1;
    }
  });
});

describe('MANAGE_CONTENT', () => {
  it('lets a teacher manage news, gallery and staff messages', async () => {
    const teacher = await t.login('TE-0001');
    const news = (await call(teacher, 'GET', 'getnews?show=true')).body.news as { _id: string }[];
    expect(news.length).toBeGreaterThan(0);
    expect((await call(teacher, 'GET', 'getmessage')).status).toBe(403);
    expect((await call(teacher, 'PUT', 'updatenewsstatus', { _id: news[0]._id, show: false })).status).toBe(403);

    await grantForAnHour('TE-0001', 'Manage content');
    expect((await call(teacher, 'GET', 'getmessage')).status).toBe(200);
    expect((await call(teacher, 'GET', 'getallgallery')).status).toBe(200);
    const hidden = await call(teacher, 'PUT', 'updatenewsstatus', { _id: news[0]._id, show: false });
    expect(hidden.status).toBe(200);
    expect((await call(teacher, 'GET', 'getnews')).status).toBe(200);
    expect((await call(teacher, 'PUT', 'updatenewsstatus', { _id: news[0]._id, show: true })).status).toBe(200);
    // Feedback is not content: still the admins'.
    expect((await call(teacher, 'GET', 'getallfeedback')).status).toBe(403);

    t.clock.offsetMs += HOUR + 1;
    try {
      expect((await call(teacher, 'GET', 'getmessage')).status).toBe(403);
    } finally {
      t.clock.offsetMs -= HOUR + 1;
    }
  });
});

describe('a role that carries a permission (issue 37)', () => {
  it("a Librarian (teacher kind, Manage content) signs in as a teacher and manages content while the role's grant lasts", async () => {
    const admin = await t.login('AD-0001');
    const expiresAt = new Date(t.config.now().getTime() + HOUR).toISOString();
    const role = await call(admin, 'POST', 'createrole', {
      name: 'Librarian',
      kind: 'teacher',
      permissions: [{ name: 'Manage content', expiresAt }],
    });
    expect(role.status).toBe(201);
    const made = await call(admin, 'POST', 'createuser', { email: 'librarian@example.et', password: 'Mizan#2026x', type: 'Librarian' });
    expect(made.status).toBe(201);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/login', payload: { ID: made.body.user.ID, password: 'Mizan#2026x' } });
    expect(signIn.json().user.type).toEqual({ name: 'teacher', role: 'Librarian' });
    await call(signIn.json().token, 'PUT', 'changepassword', {
      ID: made.body.user.ID,
      current_password: 'Mizan#2026x',
      new_password: 'Mizan#2027y',
      confirmnew_password: 'Mizan#2027y',
    });
    const librarian = await t.login(made.body.user.ID, 'Mizan#2027y');
    // A teacher's routes by kind; an admin's refused; content by the role's permission.
    expect((await call(librarian, 'GET', 'getallfeedback')).status).toBe(403);
    expect((await call(librarian, 'GET', 'getmessage')).status).toBe(200);
    const mine = (await call(librarian, 'GET', 'mypermissions')).body as {
      grants: { permission: { constant: string }; viaRole?: string }[];
    };
    expect(mine.grants.map((g) => [g.permission.constant, g.viaRole])).toEqual([['MANAGE_CONTENT', 'Librarian']]);
    t.clock.offsetMs += HOUR + 1;
    try {
      expect((await call(librarian, 'GET', 'getmessage')).status).toBe(403);
    } finally {
      t.clock.offsetMs -= HOUR + 1;
    }
    // Another teacher holds nothing through it.
    expect((await call(await t.login('TE-0002'), 'GET', 'getmessage')).status).toBe(403);
  });
});
