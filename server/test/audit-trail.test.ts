import { and, eq, sql } from 'drizzle-orm';
import { auditKinds as apiKinds } from '@school/api/schemas';
import { auditEvents, auditKinds as dbKinds, users } from '../src/db/schema';
import { bearer, useTestApp } from './helpers';
import { teachingIds } from './teaching-helpers';
import { buildExam, start } from './exams-helpers';

// ─── The audit trail (issue 39): every kind of record, read and changed, and the trail itself ─
// TE-0001 owns Grade 7 A and teaches its Mathematics; ST-0001 sits there; FA-0001 is ST-0001's
// family; FA-0002 is not. Requests come from distinct addresses so "from where" is checked.

const t = useTestApp();
let ids: Awaited<ReturnType<typeof teachingIds>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ids = await teachingIds(t);
  for (const ID of ['SA-0001', 'AD-0001', 'TE-0001', 'TE-0003', 'ST-0001', 'FA-0001', 'FA-0002']) tokens[ID] = await t.login(ID);
});

/** A request as `ID` from `ip`. */
const as = (ID: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, ip = '10.0.0.7') =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(tokens[ID]), remoteAddress: ip, ...(payload ? { payload } : {}) });

type Row = typeof auditEvents.$inferSelect;

/** The trail rows of a student written since `since` (the recorder flushed; the answer's hook may run just after inject resolves). */
async function eventsOf(studentLogin: string, match: (r: Row) => boolean, expected = 1): Promise<Row[]> {
  let found: Row[] = [];
  await vi.waitFor(
    async () => {
      await t.app.auditRecorder.flush();
      const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.studentLogin, studentLogin));
      found = rows.filter(match);
      expect(found.length).toBeGreaterThanOrEqual(expected);
    },
    { timeout: 10_000, interval: 50 },
  );
  return found;
}

let sentinels = 0;
/**
 * Nothing of `match` reaches the trail. The request's hook may run just after inject resolves, so
 * a later recorded read (a sentinel, from an address of its own so it is never a repeat) is
 * awaited first: once it is in the trail, the earlier request's hook has run and been flushed.
 */
async function nothingOf(studentLogin: string, match: (r: Row) => boolean) {
  const sentinel = await as('AD-0001', 'GET', `getstudent/${studentLogin}`, undefined, `10.250.${sentinels >> 8}.${sentinels++ & 255}`);
  expect(sentinel.statusCode).toBe(200);
  await eventsOf(studentLogin, byRequest(String(sentinel.headers['x-request-id'])));
  const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.studentLogin, studentLogin));
  expect(rows.filter(match)).toEqual([]);
}

const byRequest = (requestId: string) => (r: Row) => r.requestId === requestId;

describe('what the trail records', () => {
  it('keeps the same kinds in the database and the contract', () => {
    expect([...dbKinds]).toEqual([...apiKinds]);
  });

  it('records a read of a profile by someone else, with who, when, what and from where; not the student’s own', async () => {
    const res = await as('AD-0001', 'GET', 'getstudent/ST-0001', undefined, '10.1.2.3');
    expect(res.statusCode).toBe(200);
    const [e] = await eventsOf('ST-0001', byRequest(String(res.headers['x-request-id'])));
    expect(e).toMatchObject({
      action: 'read',
      kind: 'profile',
      actorLogin: 'AD-0001',
      actorRole: 'admin',
      route: 'GET /api/getstudent/:id',
      record: 'id=ST-0001',
      ip: '10.1.2.3',
      studentUserId: ids.st1.userId,
    });
    expect(e.at.toISOString()).toBe(t.config.now().toISOString());
    const own = await as('ST-0001', 'GET', 'getstudent/ST-0001');
    expect(own.statusCode).toBe(200);
    await nothingOf('ST-0001', byRequest(String(own.headers['x-request-id'])));
  });

  it('records nothing for a refused read', async () => {
    const res = await as('FA-0002', 'GET', 'getstudent/ST-0001');
    expect(res.statusCode).toBe(403);
    await nothingOf('ST-0001', byRequest(String(res.headers['x-request-id'])));
  });

  it('records a document read by the file it served', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/students/seed-st0001-birth-certificate.pdf/${tokens['FA-0001']}` });
    expect(res.statusCode).toBe(200);
    const [e] = await eventsOf('ST-0001', byRequest(String(res.headers['x-request-id'])));
    expect(e).toMatchObject({ kind: 'documents', action: 'read', actorLogin: 'FA-0001', record: 'file=seed-st0001-birth-certificate.pdf' });
  });

  it('records a grade report read, and a section’s report as a read of each of its students', async () => {
    const one = await as('TE-0001', 'GET', `singlestudentgradereport/ST-0001/${ids.grade7A}`);
    expect(one.statusCode).toBe(200);
    expect((await eventsOf('ST-0001', byRequest(String(one.headers['x-request-id']))))[0]).toMatchObject({
      kind: 'grades',
      action: 'read',
    });

    const section = await as('TE-0001', 'GET', `studentgradereport/${ids.grade7A}`);
    expect(section.statusCode).toBe(200);
    const requestId = String(section.headers['x-request-id']);
    await eventsOf('ST-0001', byRequest(requestId));
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(distinct ${auditEvents.studentUserId})::int` })
      .from(auditEvents)
      .where(eq(auditEvents.requestId, requestId));
    expect(n).toBe(ids.classmates.length);
  });

  it('records attendance read by a parent and marked by a teacher', async () => {
    const read = await as('FA-0001', 'GET', `getattendancesinglestudent/ST-0001/${ids.grade7A}`);
    expect(read.statusCode).toBe(200);
    expect((await eventsOf('ST-0001', byRequest(String(read.headers['x-request-id']))))[0]).toMatchObject({
      kind: 'attendance',
      action: 'read',
      actorRole: 'Family',
    });
    const mark = await as('TE-0001', 'POST', 'markattendance', {
      student_id: ids.st1.studentId,
      course_id: ids.math,
      section_id: ids.grade7A,
      date: '2026-11-20',
      status: 'Late',
      arrivedTime: '08:20',
    });
    expect(mark.statusCode, mark.body).toBe(201);
    expect((await eventsOf('ST-0001', byRequest(String(mark.headers['x-request-id']))))[0]).toMatchObject({
      kind: 'attendance',
      action: 'change',
      actorLogin: 'TE-0001',
    });
  });

  it('records a student’s own changes of exam results and integrity log, and the teacher’s reads of both', async () => {
    const examId = await buildExam(t, ids, tokens['TE-0001']);
    await start(t, tokens['ST-0001'], 'ST-0001', examId);
    const mistake = await as('ST-0001', 'POST', 'studentmistakes', { exam_id: examId, name: 'Left the exam tab', type: 1 });
    expect(mistake.statusCode, mistake.body).toBe(200);
    expect((await eventsOf('ST-0001', byRequest(String(mistake.headers['x-request-id']))))[0]).toMatchObject({
      kind: 'integrity',
      action: 'change',
      actorLogin: 'ST-0001',
    });
    const submit = await as('ST-0001', 'POST', 'submitexam', { exam_id: examId });
    expect(submit.statusCode, submit.body).toBe(200);
    expect((await eventsOf('ST-0001', byRequest(String(submit.headers['x-request-id']))))[0]).toMatchObject({
      kind: 'exam-results',
      action: 'change',
    });
    const taker = await as('TE-0001', 'GET', `studenttakeexam/TE-0001/${examId}/ST-0001`);
    expect(taker.statusCode, taker.body).toBe(200);
    const reads = await eventsOf('ST-0001', byRequest(String(taker.headers['x-request-id'])), 2);
    expect(reads.map((r) => r.kind).sort()).toEqual(['exam-results', 'integrity']);
  });

  it('records a screen that reads itself again (the takers view every 2 s) once per person, record and address in ten minutes', async () => {
    const examId = await buildExam(t, ids, tokens['TE-0001']);
    await start(t, tokens['ST-0001'], 'ST-0001', examId);
    const view = () => as('TE-0001', 'GET', `studentstakeexam/TE-0001/${examId}`, undefined, '10.0.9.1');
    const requestOf = (r: Awaited<ReturnType<typeof view>>) => String(r.headers['x-request-id']);
    const first = await view();
    expect(first.statusCode, first.body).toBe(200);
    expect((await eventsOf('ST-0001', byRequest(requestOf(first)), 2)).map((r) => r.kind).sort()).toEqual(['exam-results', 'integrity']);
    const again = await view();
    expect(again.statusCode).toBe(200);
    await nothingOf('ST-0001', byRequest(requestOf(again)));
    // From another address it is another look; so is the same screen ten minutes later.
    const elsewhere = await as('TE-0001', 'GET', `studentstakeexam/TE-0001/${examId}`, undefined, '10.0.9.2');
    expect(await eventsOf('ST-0001', byRequest(requestOf(elsewhere)), 2)).toHaveLength(2);
    t.clock.offsetMs += 10 * 60_000;
    try {
      const later = await view();
      expect(await eventsOf('ST-0001', byRequest(requestOf(later)), 2)).toHaveLength(2);
    } finally {
      t.clock.offsetMs -= 10 * 60_000;
    }
  });

  it('records a change of the profile and a deletion whose record is gone when the batch is written', async () => {
    const freeze = await as('SA-0001', 'PUT', 'freezstudent', { ID: 'ST-0003' });
    expect(freeze.statusCode, freeze.body).toBe(200);
    expect((await eventsOf('ST-0003', byRequest(String(freeze.headers['x-request-id']))))[0]).toMatchObject({
      kind: 'profile',
      action: 'change',
      actorLogin: 'SA-0001',
    });
    const gone = await as('SA-0001', 'DELETE', 'deletestudent/ST-0004');
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await eventsOf('ST-0004', byRequest(String(gone.headers['x-request-id']))))[0]).toMatchObject({
      kind: 'profile',
      action: 'change',
      record: 'id=ST-0004',
    });
  });
});

describe('who may read a record changes', () => {
  it('records linking a parent to a child, and unlinking them (the link is gone when the batch is written)', async () => {
    const linked = await as('AD-0001', 'POST', 'link_parent', { student_id: 'ST-0006', parent_id: 'FA-0002' });
    expect(linked.statusCode, linked.body).toBe(201);
    expect((await eventsOf('ST-0006', byRequest(String(linked.headers['x-request-id']))))[0]).toMatchObject({
      kind: 'profile',
      action: 'change',
      route: 'POST /api/link_parent',
    });
    const link = (linked.json().links as { _id: string; student_id: { ID: string } }[]).find((l) => l.student_id.ID === 'ST-0006')!;
    const unlinked = await as('AD-0001', 'DELETE', `link_parent/${link._id}`);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect((await eventsOf('ST-0006', byRequest(String(unlinked.headers['x-request-id']))))[0]).toMatchObject({
      kind: 'profile',
      action: 'change',
      record: `id=${link._id}`,
    });
  });
});

describe('reading the trail', () => {
  it('gives the super admin a student’s trail, newest first, filtered and paged, and records that reading', async () => {
    const all = await as('SA-0001', 'GET', 'audit/trail/ST-0001?limit=200');
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body.student.ID).toBe('ST-0001');
    expect(body.retentionDays).toBe(365);
    expect(body.totalItems).toBeGreaterThanOrEqual(6);
    const at = body.events.map((e: { at: string }) => e.at);
    expect([...at].sort().reverse()).toEqual(at);
    expect(body.events.find((e: { ip: string }) => e.ip === '10.1.2.3')).toBeDefined();

    const grades = (await as('SA-0001', 'GET', 'audit/trail/ST-0001?kind=grades')).json();
    expect(grades.events.length).toBeGreaterThan(0);
    expect(grades.events.every((e: { kind: string }) => e.kind === 'grades')).toBe(true);

    const byName = (await as('SA-0001', 'GET', `audit/trail/ST-0001?actor=${encodeURIComponent('FA-0001')}`)).json();
    expect(byName.events.length).toBeGreaterThan(0);
    expect(byName.events.every((e: { actor: { ID: string } }) => e.actor.ID === 'FA-0001')).toBe(true);

    // Paging is compared within one actor's events: this test's own reads of the trail are
    // recorded too, and one flushed between two reads would shift an unfiltered page.
    const teacher = (await as('SA-0001', 'GET', 'audit/trail/ST-0001?limit=200&actor=TE-0001')).json();
    expect(teacher.events.length).toBeGreaterThanOrEqual(4);
    const paged = (await as('SA-0001', 'GET', 'audit/trail/ST-0001?limit=2&page=2&actor=TE-0001')).json();
    expect(paged.events).toEqual(teacher.events.slice(2, 4));
    expect(paged.totalPages).toBe(Math.ceil(paged.totalItems / 2));

    const none = (await as('SA-0001', 'GET', 'audit/trail/ST-0001?from=2026-11-23')).json();
    expect(none.events).toEqual([]);
    const today = (await as('SA-0001', 'GET', 'audit/trail/ST-0001?from=2026-11-22&to=2026-11-22')).json();
    expect(today.totalItems).toBeGreaterThan(0);

    const recorded = await eventsOf('ST-0001', byRequest(String(all.headers['x-request-id'])));
    expect(recorded[0]).toMatchObject({ kind: 'trail', action: 'read', actorLogin: 'SA-0001', route: 'GET /api/audit/trail/:student_id' });
  });

  it('exports every event of the filters for the CSV', async () => {
    const res = await as('SA-0001', 'GET', 'audit/trail/ST-0001/export?kind=attendance');
    expect(res.statusCode).toBe(200);
    const out = res.json();
    expect(out.truncated).toBe(false);
    expect(out.events.length).toBeGreaterThanOrEqual(2);
    expect(out.events.every((e: { kind: string }) => e.kind === 'attendance')).toBe(true);
  });

  it('gives a parent their child’s trail without the addresses; no one else’s', async () => {
    const res = await as('FA-0001', 'GET', 'audit/trail/ST-0001');
    expect(res.statusCode).toBe(200);
    const events = res.json().events as { ip: string | null }[];
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.ip === null)).toBe(true);
    expect((await as('FA-0002', 'GET', 'audit/trail/ST-0001')).statusCode).toBe(403);
    expect((await as('AD-0001', 'GET', 'audit/trail/ST-0001')).statusCode).toBe(403);
    expect((await as('TE-0001', 'GET', 'audit/trail/ST-0001')).statusCode).toBe(403);
    expect((await as('ST-0001', 'GET', 'audit/trail/ST-0001')).statusCode).toBe(403);
  });

  it('refuses bad filters with a clear error', async () => {
    const dates = await as('SA-0001', 'GET', 'audit/trail/ST-0001?from=2026-11-22&to=2026-11-01');
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error).toBe('The start date must be on or before the end date');
    expect((await as('SA-0001', 'GET', 'audit/trail/ST-0001?kind=everything')).statusCode).toBe(400);
    expect((await as('SA-0001', 'GET', 'audit/trail/ST-0001?from=2026-02-30')).statusCode).toBe(400);
    expect((await as('SA-0001', 'GET', 'audit/trail/no-such-student')).statusCode).toBe(404);
  });
});

describe('the trail cannot be edited', () => {
  it('is refused by the database: no UPDATE, no DELETE outside the retention job', async () => {
    const db = t.database.db;
    await expect(db.update(auditEvents).set({ ip: '0.0.0.0' }).where(eq(auditEvents.studentLogin, 'ST-0001'))).rejects.toThrow();
    await expect(db.delete(auditEvents).where(eq(auditEvents.studentLogin, 'ST-0001'))).rejects.toThrow();
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(eq(auditEvents.ip, '0.0.0.0'));
    expect(n).toBe(0);
  });

  it('keeps events for the retention (default a year); the job deletes older ones', async () => {
    const db = t.database.db;
    const [st] = await db.select({ id: users.id }).from(users).where(eq(users.ID, 'ST-0001'));
    const old = new Date(t.config.now().getTime() - 366 * 86_400_000);
    const recent = new Date(t.config.now().getTime() - 364 * 86_400_000);
    const row = (at: Date, record: string) => ({
      at,
      action: 'read' as const,
      kind: 'profile' as const,
      studentUserId: st.id,
      studentLogin: 'ST-0001',
      actorUserId: st.id,
      actorLogin: 'AD-0001',
      actorRole: 'admin',
      route: 'GET /api/getstudent/:id',
      record,
      ip: '10.9.9.9',
      requestId: 'retention-test',
    });
    await db.insert(auditEvents).values([row(old, 'old'), row(recent, 'recent')]);
    const ran = await t.app.jobs.runAll();
    expect(ran['audit retention']).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ record: auditEvents.record })
      .from(auditEvents)
      .where(and(eq(auditEvents.requestId, 'retention-test')));
    expect(left.map((r) => r.record)).toEqual(['recent']);
  });
});
