import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../src/db/schema';
import { absentStreak } from '../src/modules/teaching/streaks';
import { useTestApp } from './helpers';
import { caller, teachingIds } from './teaching-helpers';

const t = useTestApp();
let ids: Awaited<ReturnType<typeof teachingIds>>;
let te1: ReturnType<typeof caller>;
beforeAll(async () => {
  ids = await teachingIds(t);
  te1 = caller(t, await t.login('TE-0001'));
});

// "Today" of the tests is Sunday 2026-11-22, inside the current term (2026-09-01 to 2027-01-31). The demo
// seed marks Mathematics in Grade 7 A on the ten weekdays before it, so these tests use weekend days.
const mark = (over: Record<string, unknown> = {}) => ({
  student_id: ids.st1.studentId,
  course_id: ids.math,
  section_id: ids.grade7A,
  date: '2026-11-21',
  status: 'Present',
  arrivedTime: '08:02',
  ...over,
});
const marksOf = (studentId: string, date: string) =>
  t.database.db
    .select()
    .from(attendance)
    .where(and(eq(attendance.studentId, studentId), eq(attendance.date, date), eq(attendance.courseId, ids.math)));

describe('attendance (teacher)', () => {
  it('marks P, then A with a reason the same day: one row, updated, never duplicated', async () => {
    const first = await te1.post('markattendance', mark());
    expect(first.statusCode).toBe(201);
    expect(first.json().attendance).toMatchObject({ status: 'Present', arrivedTime: '08:02', reason: null });
    const again = await te1.post('markattendance', mark({ status: 'Absent', reason: 'Sick', notes: 'Called by the mother' }));
    expect(again.statusCode).toBe(201);
    expect(again.json().attendance).toMatchObject({ status: 'Absent', arrivedTime: null, reason: 'Sick', notes: 'Called by the mother' });
    expect(await marksOf(ids.st1.studentId, '2026-11-21')).toHaveLength(1);

    const sheet = await te1.get(`getattendancestudents/TE-0001/${ids.math}/${ids.grade7A}/2026-11-21`);
    expect(sheet.statusCode).toBe(200);
    const row = sheet.json().students.find((s: { student_id: { _id: string } }) => s.student_id._id === ids.st1.studentId);
    expect(row.attendance.status).toBe('Absent');
    expect(sheet.json().academic_period).toMatchObject({ startDate: '2026-09-01', endDate: '2027-01-31' });
  });

  it('refuses no date, dates outside the period or in the future, a bad status, and students of other sections', async () => {
    const noDate = await te1.post('markattendance', mark({ date: '' }));
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().error).toBe('date is not selected');
    const before = await te1.post('markattendance', mark({ date: '2026-08-15' }));
    expect(before.statusCode).toBe(400);
    expect(before.json().error).toBe('The date must be inside the academic period (2026-09-01 to 2027-01-31)');
    const future = await te1.post('markattendance', mark({ date: '2026-12-10' }));
    expect(future.json().error).toBe('Attendance cannot be marked for a future date');
    expect((await te1.post('markattendance', mark({ status: 'Sick' }))).statusCode).toBe(400);
    const outsider = await te1.post('markattendance', mark({ student_id: ids.st2.studentId }));
    expect(outsider.statusCode).toBe(400);
    expect(await marksOf(ids.st2.studentId, '2026-11-21')).toHaveLength(0);
    expect((await te1.get(`getattendancestudents/TE-0001/${ids.math}/${ids.grade7A}/none`)).json().error).toBe('date is not selected');
  });

  it('refuses a teacher of another course, students and another teacher’s path', async () => {
    const amharicTeacher = caller(t, await t.login('TE-0003'));
    expect((await amharicTeacher.post('markattendance', mark())).statusCode).toBe(403);
    expect((await amharicTeacher.get(`getattendancestudents/TE-0001/${ids.math}/${ids.grade7A}/2026-11-20`)).statusCode).toBe(403);
    expect((await caller(t, await t.login('ST-0001')).post('markattendance', mark())).statusCode).toBe(403);
  });

  it('marks the whole section present in one action, keeping earlier marks, with exceptions', async () => {
    const day = '2026-11-15';
    await te1.post('markattendance', mark({ date: day, status: 'Late', arrivedTime: '08:20', reason: 'Bus' }));
    const other = ids.classmates.find((c) => c !== ids.st1.studentId)!;
    const res = await te1.post('markattendanceall', {
      course_id: ids.math,
      section_id: ids.grade7A,
      date: day,
      arrivedTime: '08:00',
      exceptions: [{ student_id: other, status: 'Absent', reason: 'Travel' }],
    });
    expect(res.statusCode).toBe(201);
    const marked = ids.classmates.length - 2;
    expect(res.json().message).toBe(`${marked} ${marked === 1 ? 'student' : 'students'} marked present`);
    expect((await marksOf(ids.st1.studentId, day))[0]).toMatchObject({ status: 'Late', reason: 'Bus' });
    expect((await marksOf(other, day))[0]).toMatchObject({ status: 'Absent', reason: 'Travel' });
    const bad = await te1.post('markattendanceall', {
      course_id: ids.math,
      section_id: ids.grade7A,
      date: '2026-11-14',
      exceptions: [{ student_id: ids.st2.studentId, status: 'Absent' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(await t.database.db.select().from(attendance).where(eq(attendance.date, '2026-11-14'))).toHaveLength(0);
  });

  it('flags a student absent on their last 3 marked days on the teacher dashboard', async () => {
    const other = ids.classmates.filter((c) => c !== ids.st1.studentId);
    const target = other[other.length - 1];
    const flagged = async () =>
      (
        (await te1.get('teacher_dash_data/TE-0001')).json().absences as {
          student: { _id: string };
          section: { _id: string };
          days: number;
          since: string;
        }[]
      ).find((a) => a.student._id === target);
    await te1.post('markattendance', mark({ student_id: target, date: '2026-11-22', status: 'Present' }));
    expect(await flagged()).toBeUndefined();
    for (const date of ['2026-11-20', '2026-11-21', '2026-11-22'])
      await te1.post('markattendance', mark({ student_id: target, date, status: 'Absent', reason: 'Unknown' }));
    const flag = await flagged();
    expect(flag).toMatchObject({ section: { _id: ids.grade7A } });
    expect(flag!.days).toBeGreaterThanOrEqual(3);
    expect(flag!.since <= '2026-11-20').toBe(true);
    const dash = (await te1.get('teacher_dash_data/TE-0001')).json();
    expect(dash.absences.some((a: { student: { _id: string } }) => a.student._id === ids.st1.studentId)).toBe(false);
  });

  it('the student reads their own marks; family and the section’s teachers may too, others not', async () => {
    const student = caller(t, await t.login('ST-0001'));
    const own = await student.get(`getattendancesinglestudent/ST-0001/${ids.grade7A}/`);
    expect(own.statusCode).toBe(200);
    expect(own.json().attendance.map((a: { date: string }) => a.date)).toEqual(expect.arrayContaining(['2026-11-21', '2026-11-20']));
    expect(own.json().attendance[0].course.name).toBe('Mathematics');
    expect((await caller(t, await t.login('FA-0001')).get(`getattendancesinglestudent/ST-0001/${ids.grade7A}`)).statusCode).toBe(200);
    expect((await caller(t, await t.login('TE-0003')).get(`getattendancesinglestudent/ST-0001/${ids.grade7A}`)).statusCode).toBe(200);
    expect((await caller(t, await t.login('TE-0006')).get(`getattendancesinglestudent/ST-0001/${ids.grade7A}`)).statusCode).toBe(403);
    expect((await caller(t, await t.login('ST-0004')).get(`getattendancesinglestudent/ST-0001/${ids.grade7A}`)).statusCode).toBe(403);
    const dash = (await student.get('student_dash_data/ST-0001')).json();
    expect(dash.section._id).toBe(ids.grade7A);
    expect(dash.attendance.total).toBeGreaterThanOrEqual(2);
  });
});

describe('absentStreak', () => {
  it('counts the latest absent days in a row, in any order', () => {
    expect(
      absentStreak([
        { date: '2026-11-12', absent: true },
        { date: '2026-11-10', absent: false },
        { date: '2026-11-13', absent: true },
        { date: '2026-11-11', absent: true },
      ]),
    ).toEqual({ days: 3, since: '2026-11-11' });
    expect(absentStreak([{ date: '2026-11-13', absent: false }])).toEqual({ days: 0, since: null });
    expect(absentStreak([])).toEqual({ days: 0, since: null });
  });
});
