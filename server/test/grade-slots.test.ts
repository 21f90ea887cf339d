import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gradeChanges, studentSections, students, teacherSections, teachers, users } from '../src/db/schema';
import { currentTerm } from '../src/db/current-term';
import { bearer, useTestApp } from './helpers';

const t = useTestApp();

/** TE-0001's first assignment of the current period and a student of that section. */
async function assignmentOfTE0001() {
  const db = t.database.db;
  const period = await currentTerm(db, t.config.now());
  const [ts] = await db
    .select({ id: teacherSections.id, sectionId: teacherSections.sectionId })
    .from(teacherSections)
    .innerJoin(teachers, eq(teachers.id, teacherSections.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(and(eq(users.ID, 'TE-0001'), eq(teacherSections.academicPeriodId, period!.id)))
    .limit(1);
  const [seat] = await db
    .select({ studentId: studentSections.studentId })
    .from(studentSections)
    .where(and(eq(studentSections.sectionId, ts.sectionId), eq(studentSections.academicPeriodId, period!.id)))
    .limit(1);
  return { teacherInSection_id: ts.id, student_id: seat.studentId };
}

describe('gradereportstudent (grade slots)', () => {
  it('the teacher of the assignment writes slots within the scale; the change is logged', async () => {
    const token = await t.login('TE-0001');
    const target = await assignmentOfTE0001();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gradereportstudent',
      headers: bearer(token),
      payload: { ...target, finalExam: 35, teachExam: [8, null, 9.5] },
    });
    expect(res.statusCode).toBe(201);
    const report = res.json().gradeReport;
    expect(report).toMatchObject({ finalExam: 35, midExam: null, teachExam: [8, null, 9.5], total: 52.5 });

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/gradereportstudent/${report._id}/${target.student_id}`,
      headers: bearer(token),
      payload: { ...target, midExam: 25 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().gradeReport).toMatchObject({ finalExam: 35, midExam: 25, total: 77.5 });
    const log = await t.database.db.select().from(gradeChanges).where(eq(gradeChanges.studentGradeId, report._id));
    expect(log.map((c) => c.slot).sort()).toEqual(['finalExam', 'midExam', 'teachExam1', 'teachExam3']);
  });

  it('refuses a value above the slot and writes nothing of the request', async () => {
    const token = await t.login('TE-0001');
    const target = await assignmentOfTE0001();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gradereportstudent',
      headers: bearer(token),
      payload: { ...target, midExam: 12, teachExam: [11, null, null] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Grade must be between 0 and 10');
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/gradereportstudent',
      headers: bearer(token),
      payload: { ...target, teachExam: [null, 1, null] },
    });
    expect(after.json().gradeReport.midExam).not.toBe(12);
  });

  it('refuses another teacher, a student, and a student outside the section', async () => {
    const target = await assignmentOfTE0001();
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/gradereportstudent',
      headers: bearer(await t.login('TE-0003')),
      payload: { ...target, finalExam: 10 },
    });
    expect(other.statusCode).toBe(403);
    const student = await t.app.inject({
      method: 'POST',
      url: '/api/gradereportstudent',
      headers: bearer(await t.login('ST-0001')),
      payload: { ...target, finalExam: 10 },
    });
    expect(student.statusCode).toBe(403);
    const [outsider] = await t.database.db.select({ id: students.id }).from(students).where(eq(students.approved, false)).limit(1);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/gradereportstudent',
      headers: bearer(await t.login('TE-0001')),
      payload: { ...target, student_id: outsider.id, finalExam: 10 },
    });
    expect(wrong.statusCode).toBe(400);
  });
});
