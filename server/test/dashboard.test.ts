import { adminDashboardSchema, messages, publicDataSchema } from '@school/api/schemas';
import { and, count, eq } from 'drizzle-orm';
import { courses, grades, students, teachers } from '../src/db/schema';
import { currentTerm } from '../src/db/current-term';
import { bearer, useTestApp } from './helpers';

const t = useTestApp();
const dash = (headers = {}) => t.app.inject({ method: 'GET', url: '/api/admindash', headers });

describe('GET /api/public-data', () => {
  it('needs no token and counts what the seed created', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-data' });
    expect(res.statusCode).toBe(200);
    const data = publicDataSchema.parse(res.json());
    const db = t.database.db;
    const period = (await currentTerm(db, t.config.now()))!;
    const n = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
    expect(data).toEqual({
      courses: await n(db.select({ n: count() }).from(courses).where(eq(courses.academicPeriodId, period.id))),
      approvedStudents: await n(
        db
          .select({ n: count() })
          .from(students)
          .where(and(eq(students.approved, true), eq(students.status, true))),
      ),
      teachers: await n(db.select({ n: count() }).from(teachers).where(eq(teachers.status, true))),
      grades: await n(db.select({ n: count() }).from(grades).where(eq(grades.academicPeriodId, period.id))),
    });
    // The demo school: 15 subjects, 60 enrolled students, 12 teachers, KG + Grades 1-12.
    expect(data).toEqual({ courses: 15, approvedStudents: 60, teachers: 12, grades: 13 });
  });

  it('uses the period covering today: 2026 semester 1', async () => {
    expect(await currentTerm(t.database.db, t.config.now())).toMatchObject({ year: 2026, semester: 1, startDate: '2026-09-01' });
  });
});

describe('GET /api/admindash', () => {
  it('gives admins and super admins the dashboard data', async () => {
    for (const ID of ['AD-0001', 'SA-0001']) {
      const res = await dash(bearer(await t.login(ID)));
      expect(res.statusCode).toBe(200);
      const data = adminDashboardSchema.parse(res.json());
      expect(data).toMatchObject({ approvedStudents: 60, unapprovedStudents: 5, teachers: 12, courses: 15 });
      const byType = (name: string) => data.staffs.filter((s) => s.type.name === name).length;
      expect([byType('teacher'), byType('admin'), byType('super admin')]).toEqual([12, 2, 1]);
      expect(data.grade_enrollment[0]).toEqual({ grade_id: { name: 'KG' }, no_of_section: 2 });
      expect(data.grade_enrollment.map((g) => g.grade_id.name).at(-1)).toBe('Grade 12');
      const english = data.course_enrollment.find((c) => c.course_id.name === 'English')!;
      expect(english.grade_academic_period_ids).toHaveLength(13);
      expect(data.period_enrollment).toHaveLength(6);
      expect(data.period_enrollment.at(-1)).toEqual({ year: 2026, semester: 1, students: 60 });
      expect(data.period_enrollment[0].year).toBeLessThan(2026);
    }
  });

  it('401 without token, 403 for other roles, 440 when expired', async () => {
    expect((await dash()).json()).toMatchObject({ error: 'unauthorized' });
    for (const ID of ['TE-0001', 'ST-0001', 'FA-0001']) {
      const res = await dash(bearer(await t.login(ID)));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: messages.forbidden });
    }
    const token = await t.login('AD-0001');
    t.clock.offsetMs = 11 * 3600_000;
    const expired = await dash(bearer(token));
    t.clock.offsetMs = 0;
    expect(expired.statusCode).toBe(440);
    expect(expired.json()).toMatchObject({ error: 'session expired' });
  });
});
