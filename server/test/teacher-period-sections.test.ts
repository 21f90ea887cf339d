import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import { teacherListSchema } from '@school/api/schemas';
import { safeEncode } from 'zod';
import { academicPeriods, courses, grades, sections, teacherPeriodSections, teacherSections, teachers, users } from '../src/db/schema';
import { currentTerm } from '../src/db/current-term';
import { listTeachers } from '../src/modules/teachers/read';
import { listTeachersJson } from '../src/modules/teachers/page-json';
import { useTestApp } from './helpers';

// teacher_period_sections is written by the database's triggers only (migration 0013, decision
// 139). After every kind of write that changes what the teachers page shows, the page read from it
// must be byte for byte the page built from teacher_sections by the object path, in every period,
// and the table must hold exactly one row per teacher and period with assignments.
const t = useTestApp();
const db = () => t.database.db;
let periodId = '';

/** Every period's full teachers list: the JSON text path (the table) against the object path (the joins). */
async function expectTableAgrees() {
  const periods = await db().select({ id: academicPeriods.id }).from(academicPeriods);
  for (const { id } of periods) {
    const q = { page: 1, limit: 'all', all: 'true' } as const;
    const expected = JSON.stringify(safeEncode(teacherListSchema, await listTeachers(db(), id, q)).data);
    expect(await listTeachersJson(db(), id, q), `period ${id}`).toBe(expected);
  }
  const [{ rows, pairs }] = (
    (await db().execute(sql`select (select count(*)::int from ${teacherPeriodSections}) as rows,
      (select count(*)::int from (select distinct teacher_id, academic_period_id from ${teacherSections}) k) as pairs`)) as unknown as {
      rows: { rows: number; pairs: number }[];
    }
  ).rows;
  expect(rows).toBe(pairs);
}

/** A teacher's sections of the current period, as the page shows them. */
async function shown(login: string) {
  const page = JSON.parse(await listTeachersJson(db(), periodId, { page: 1, limit: 'all', all: 'true' })) as {
    teachers: {
      ID: string;
      fullName: string;
      status: boolean;
      assignedCourse: { name: string } | null;
      assignedSections: { name: string; gradeID: string; course: { name: string } }[];
    }[];
  };
  return page.teachers.find((x) => x.ID === login)!;
}

async function teacherId(login: string) {
  const [row] = await db()
    .select({ id: teachers.id })
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(eq(users.ID, login));
  return row.id;
}

/** One of the teacher's assignments this period, with its section's grade. */
async function anAssignment(login: string) {
  const [row] = await db()
    .select({ id: teacherSections.id, sectionId: teacherSections.sectionId, courseId: teacherSections.courseId, gradeId: sections.gradeId })
    .from(teacherSections)
    .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
    .where(and(eq(teacherSections.teacherId, await teacherId(login)), eq(teacherSections.academicPeriodId, periodId)))
    .limit(1);
  return row;
}

beforeAll(async () => {
  periodId = (await currentTerm(db(), t.config.now()))!.id;
});

describe('teacher_period_sections follows every write', () => {
  it('holds the seeded school', async () => {
    await expectTableAgrees();
  });

  it('a section renamed or moved to another grade', async () => {
    const a = await anAssignment('TE-0001');
    await db().update(sections).set({ name: 'Renamed "Σ" section' }).where(eq(sections.id, a.sectionId));
    expect((await shown('TE-0001')).assignedSections.map((s) => s.name)).toContain('Renamed "Σ" section');
    const [other] = await db()
      .select({ id: grades.id, name: grades.name })
      .from(grades)
      .where(and(eq(grades.academicPeriodId, periodId), sql`${grades.id} <> ${a.gradeId}`))
      .limit(1);
    await db().update(sections).set({ gradeId: other.id }).where(eq(sections.id, a.sectionId));
    expect((await shown('TE-0001')).assignedSections.find((s) => s.name === 'Renamed "Σ" section')?.gradeID).toBe(other.name);
    // A change nothing shows (the capacity) rewrites nothing and changes nothing.
    await db().update(sections).set({ capacity: 41 }).where(eq(sections.id, a.sectionId));
    await expectTableAgrees();
  });

  it('a grade or a course renamed', async () => {
    const a = await anAssignment('TE-0002');
    await db().update(grades).set({ name: 'Grade Ω' }).where(eq(grades.id, a.gradeId));
    await db().update(courses).set({ name: 'Course \\ ገበያ' }).where(eq(courses.id, a.courseId));
    const page = await shown('TE-0002');
    expect(page.assignedSections.some((s) => s.gradeID === 'Grade Ω')).toBe(true);
    expect(page.assignedSections.some((s) => s.course.name === 'Course \\ ገበያ')).toBe(true);
    await expectTableAgrees();
  });

  it('assignments added in one statement for two teachers, moved to another teacher, deleted', async () => {
    const [x, y] = [await teacherId('TE-0003'), await teacherId('TE-0004')];
    const [grade] = await db().select({ id: grades.id }).from(grades).where(eq(grades.academicPeriodId, periodId)).limit(1);
    const [course] = await db().select({ id: courses.id }).from(courses).where(eq(courses.academicPeriodId, periodId)).limit(1);
    const added = await db()
      .insert(sections)
      .values([
        { gradeId: grade.id, name: 'New section 1' },
        { gradeId: grade.id, name: 'New section 2' },
      ])
      .returning({ id: sections.id });
    const rows = await db()
      .insert(teacherSections)
      .values([
        { teacherId: x, sectionId: added[0].id, courseId: course.id, academicPeriodId: periodId },
        { teacherId: y, sectionId: added[1].id, courseId: course.id, academicPeriodId: periodId },
      ])
      .returning({ id: teacherSections.id });
    expect((await shown('TE-0003')).assignedSections.map((s) => s.name)).toContain('New section 1');
    expect((await shown('TE-0004')).assignedSections.map((s) => s.name)).toContain('New section 2');
    await expectTableAgrees();

    await db().update(teacherSections).set({ teacherId: y }).where(eq(teacherSections.id, rows[0].id));
    expect((await shown('TE-0003')).assignedSections.map((s) => s.name)).not.toContain('New section 1');
    expect((await shown('TE-0004')).assignedSections.map((s) => s.name)).toContain('New section 1');
    await expectTableAgrees();

    await db()
      .delete(teacherSections)
      .where(inArray(teacherSections.id, [rows[0].id, rows[1].id]));
    expect((await shown('TE-0004')).assignedSections.map((s) => s.name)).not.toContain('New section 2');
    await expectTableAgrees();
  });

  it('a teacher left with no assignment in a period has no row there, and is listed as unassigned', async () => {
    const id = await teacherId('TE-0005');
    await db()
      .delete(teacherSections)
      .where(and(eq(teacherSections.teacherId, id), eq(teacherSections.academicPeriodId, periodId)));
    const page = await shown('TE-0005');
    expect(page.assignedSections).toEqual([]);
    expect(page.assignedCourse).toBeNull();
    await expectTableAgrees();
  });

  it('deletes that cascade: a section, a teacher, a period', async () => {
    const a = await anAssignment('TE-0006');
    await db().delete(sections).where(eq(sections.id, a.sectionId));
    await expectTableAgrees();
    await db().delete(users).where(eq(users.ID, 'TE-0007'));
    await expectTableAgrees();
    const [oldest] = await db()
      .select({ id: academicPeriods.id })
      .from(academicPeriods)
      .orderBy(academicPeriods.year, academicPeriods.semester)
      .limit(1);
    await db().delete(academicPeriods).where(eq(academicPeriods.id, oldest.id));
    await expectTableAgrees();
  });

  it('a teacher renamed, given another email, ID or photo, frozen, or another age or gender', async () => {
    const id = await teacherId('TE-0010');
    const [{ userId }] = await db().select({ userId: teachers.userId }).from(teachers).where(eq(teachers.id, id));
    await db()
      .update(users)
      .set({ fullName: 'Renamed "T" \\ ገበያ', email: 'renamed@example.et', photo: 'p.png', ID: 'TE-0010X' })
      .where(eq(users.id, userId));
    await db().update(teachers).set({ status: false, age: 61, gender: 'female' }).where(eq(teachers.id, id));
    const page = await shown('TE-0010X');
    expect(page).toMatchObject({
      fullName: 'Renamed "T" \\ ገበያ',
      email: 'renamed@example.et',
      profilePhoto: 'p.png',
      status: false,
      age: 61,
    });
    // A change the page does not show (the password's state) rewrites nothing.
    await db().update(users).set({ tempPasswordChanged: true }).where(eq(users.id, userId));
    await expectTableAgrees();
  });

  it('no one but the triggers keeps it: a row written by hand is rewritten on the next change of its teacher', async () => {
    const a = await anAssignment('TE-0008');
    const id = await teacherId('TE-0008');
    await db()
      .update(teacherPeriodSections)
      .set({ json: '{}' })
      .where(and(eq(teacherPeriodSections.teacherId, id), eq(teacherPeriodSections.academicPeriodId, periodId)));
    await db().update(sections).set({ name: 'Touched' }).where(eq(sections.id, a.sectionId));
    await expectTableAgrees();
  });
});

// PostgreSQL runs writers side by side. An assignment made while another transaction renames the
// section it shows must end with the new name: the assignment's trigger share-locks the section,
// so it waits for the rename to commit and then reads it (without that lock it wrote the old name,
// and the rename's trigger, which ran before the assignment was visible, did not rewrite it).
describe.runIf(!!process.env.DATABASE_URL)('on PostgreSQL, writers side by side', () => {
  const pool = () => (db() as unknown as { $client: Pool }).$client;
  const insertAssignment =
    'insert into teacher_sections (id, teacher_id, section_id, course_id, academic_period_id) values (gen_random_uuid()::text, $1, $2, $3, $4)';

  /**
   * Two connections, each in a transaction, around a new section of the current period for the
   * teacher `login`: `run` gets them and the ids, both are committed by `run` and released after.
   */
  async function sideBySide(
    login: string,
    sectionName: string,
    run: (other: PoolClient, assigning: PoolClient, ids: { sectionId: string; userId: string; assignment: unknown[] }) => Promise<void>,
  ) {
    const [grade] = await db().select({ id: grades.id }).from(grades).where(eq(grades.academicPeriodId, periodId)).limit(1);
    const [course] = await db().select({ id: courses.id }).from(courses).where(eq(courses.academicPeriodId, periodId)).limit(1);
    const [section] = await db().insert(sections).values({ gradeId: grade.id, name: sectionName }).returning({ id: sections.id });
    const teacher = await teacherId(login);
    const [{ userId }] = await db().select({ userId: teachers.userId }).from(teachers).where(eq(teachers.id, teacher));
    const other: PoolClient = await pool().connect();
    const assigning: PoolClient = await pool().connect();
    try {
      await other.query('begin');
      await assigning.query('begin');
      await run(other, assigning, { sectionId: section.id, userId, assignment: [teacher, section.id, course.id, periodId] });
    } finally {
      other.release();
      assigning.release();
    }
  }

  /** The teacher's first assignment in a new section, made while `rename` is in flight on another connection. */
  const assignDuring = (login: string, rename: (c: PoolClient, sectionId: string, userId: string) => Promise<unknown>) =>
    sideBySide(login, 'Before', async (renaming, assigning, { sectionId, userId, assignment }) => {
      await rename(renaming, sectionId, userId);
      const [{ pid }] = (await assigning.query('select pg_backend_pid() as pid')).rows as { pid: number }[];
      const assigned = assigning.query(insertAssignment, assignment);
      // The assignment waits for the rename's lock.
      await vi.waitFor(
        async () => {
          // Outside either transaction: pg_stat_activity is read once per transaction.
          const { rows } = await pool().query(`select wait_event_type from pg_stat_activity where pid = $1`, [pid]);
          expect(rows[0]?.wait_event_type).toBe('Lock');
        },
        { timeout: 10_000, interval: 20 },
      );
      await renaming.query('commit');
      await assigned;
      await assigning.query('commit');
    });

  it('an assignment made while its section is renamed shows the new name', async () => {
    await assignDuring('TE-0009', (c, sectionId) => c.query('update sections set name = $1 where id = $2', ['After', sectionId]));
    expect((await shown('TE-0009')).assignedSections.map((s) => s.name)).toContain('After');
    await expectTableAgrees();
  });

  it('an assignment made while its teacher is frozen (user row first, then the teacher row) ends in no deadlock', async () => {
    await sideBySide('TE-0012', 'Frozen meanwhile', async (freezing, assigning, { userId, assignment }) => {
      await freezing.query('update users set frozen = true where id = $1', [userId]);
      // The assignment does not wait for the user row another transaction holds...
      await assigning.query(insertAssignment, assignment);
      // ...so the freeze's update of the teacher row waits for it to commit, and both commit.
      const frozen = freezing.query('update teachers set status = false where id = $1', [assignment[0]]);
      await assigning.query('commit');
      await frozen;
      await freezing.query('commit');
    });
    const page = await shown('TE-0012');
    expect(page.assignedSections.map((s) => s.name)).toContain('Frozen meanwhile');
    expect(page.status).toBe(false);
    await expectTableAgrees();
  });

  it('an assignment made while its teacher is renamed shows the new name', async () => {
    await assignDuring('TE-0011', (c, _s, userId) =>
      c.query('update users set full_name = $1 where id = $2', ['Renamed meanwhile', userId]),
    );
    expect((await shown('TE-0011')).fullName).toBe('Renamed meanwhile');
    await expectTableAgrees();
  });
});
