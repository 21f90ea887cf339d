import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignments, attendance, gradeChanges, sectionGradeVisibility, studentGrades } from '../src/db/schema';
import { bearer, useTestApp } from './helpers';
import { teachingIds } from './teaching-helpers';

// The parent dashboard's reads (spec 002 §7 parent/{id}, parent_student_academic_period) and the
// family digest (ours): a parent reads only their own links and linked children.

const t = useTestApp();
const HOUR = 3_600_000;

async function call(token: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
}

describe('parent dashboard reads', () => {
  it("a parent reads their children's periods, schedule and attendance, and nobody else's", async () => {
    const ids = await teachingIds(t);
    const parent = await t.login('FA-0001');
    const links = (await call(parent, 'parent/FA-0001')).body.links as { student_id: { _id: string; ID: string } }[];
    expect(links.map((l) => l.student_id.ID)).toEqual(['ST-0001']);
    const periods = await call(parent, `parent_student_academic_period/FA-0001/${ids.st1.studentId}`);
    expect(periods.status).toBe(200);
    expect(periods.body.academicPeriods.some((p: { section_id: { _id: string } }) => p.section_id._id === ids.grade7A)).toBe(true);
    expect((await call(parent, `getschedule/${ids.grade7A}`)).status).toBe(200);

    // Another family's child: refused on every read.
    const other = await t.login('FA-0002');
    const otherChild = ((await call(other, 'parent/FA-0002')).body.links as { student_id: { _id: string } }[])[0].student_id._id;
    expect((await call(parent, `parent_student_academic_period/FA-0001/${otherChild}`)).status).toBe(403);
    expect((await call(parent, `parent_student_academic_period/FA-0002/${otherChild}`)).status).toBe(403);
    expect((await call(parent, 'parent/FA-0002')).status).toBe(403);
  });
});

describe('family digest', () => {
  it('shows per child what changed since the previous visit, and only to the parent themself', async () => {
    const ids = await teachingIds(t);
    const db = t.database.db;
    const parent = await t.login('FA-0001');
    expect((await call(await t.login('FA-0002'), 'parent/FA-0001/digest')).status).toBe(403);
    expect((await call(await t.login('AD-0001'), 'parent/FA-0001/digest')).status).toBe(403);

    const first = await call(parent, 'parent/FA-0001/digest');
    expect(first.status).toBe(200);
    expect(first.body.since).toBeNull();
    expect(first.body.children.map((c: { student: { ID: string } }) => c.student.ID)).toEqual(['ST-0001']);
    const t0 = t.config.now();

    // Between the two visits: a new mark, an absence, an assignment falling due, a released report.
    const at = new Date(t0.getTime() + HOUR);
    let [slot] = await db
      .select({ id: studentGrades.id })
      .from(studentGrades)
      .where(
        and(eq(studentGrades.studentId, ids.st1.studentId), eq(studentGrades.sectionId, ids.grade7A), eq(studentGrades.courseId, ids.math)),
      );
    if (!slot)
      [slot] = await db
        .insert(studentGrades)
        .values({ studentId: ids.st1.studentId, sectionId: ids.grade7A, courseId: ids.math, academicPeriodId: ids.period.id })
        .returning({ id: studentGrades.id });
    await db.insert(gradeChanges).values([
      { studentGradeId: slot.id, slot: 'midExam', oldValue: null, newValue: 17, source: 'manual', createdAt: at },
      // Before the first visit: already seen.
      {
        studentGradeId: slot.id,
        slot: 'teachExam3',
        oldValue: null,
        newValue: 4,
        source: 'manual',
        createdAt: new Date(t0.getTime() - HOUR),
      },
    ]);
    const day = t0.toISOString().slice(0, 10);
    await db
      .insert(attendance)
      .values({
        studentId: ids.st1.studentId,
        sectionId: ids.grade7A,
        courseId: ids.ict,
        academicPeriodId: ids.period.id,
        date: day,
        status: 'Absent',
      })
      .onConflictDoUpdate({
        target: [attendance.studentId, attendance.sectionId, attendance.courseId, attendance.date],
        set: { status: 'Absent' },
      });
    await db.insert(assignments).values({
      sectionId: ids.grade7A,
      courseId: ids.math,
      academicPeriodId: ids.period.id,
      title: 'Fractions worksheet',
      description: 'Exercises 1 to 10',
      submissionType: 'text',
      submissionMethod: 'system',
      dueDate: at,
    });
    await db
      .insert(sectionGradeVisibility)
      .values({ sectionId: ids.grade7A, isVisible: true, updatedAt: at })
      .onConflictDoUpdate({ target: sectionGradeVisibility.sectionId, set: { isVisible: true, updatedAt: at } });

    t.clock.offsetMs += 2 * HOUR;
    try {
      const second = await call(parent, 'parent/FA-0001/digest');
      expect(second.status).toBe(200);
      expect(second.body.since).toBe(t0.toISOString());
      const [child] = second.body.children;
      expect(child.newGrades).toEqual([
        {
          course: 'Mathematics',
          section: 'Grade 7 A',
          count: 1,
          at: at.toISOString(),
          year: ids.period.year,
          semester: ids.period.semester,
        },
      ]);
      expect(child.absences).toContainEqual({ date: day, course: 'ICT', status: 'Absent' });
      expect(child.overdue.map((o: { title: string }) => o.title)).toContain('Fractions worksheet');
      expect(child.results).toContainEqual(expect.objectContaining({ sectionId: ids.grade7A, section: 'Grade 7 A' }));

      // A reload within the same visit keeps the same window.
      t.clock.offsetMs += 5 * 60_000;
      expect((await call(parent, 'parent/FA-0001/digest')).body.since).toBe(t0.toISOString());
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});
