import { describe, expect, it } from 'vitest';
import { gradeScales, studentGrades } from '../src/db/schema';
import { useTestApp } from './helpers';
import { caller, teachingIds } from './teaching-helpers';

const t = useTestApp();

describe('grade scale (GET/POST gradescale)', () => {
  it('anyone signed in reads it; only admins write it', async () => {
    const student = caller(t, await t.login('ST-0001'));
    const res = await student.get('gradescale');
    expect(res.statusCode).toBe(200);
    expect(res.json().gradeScale).toEqual({ total: 100, finalExam: 40, midExam: 30, teachExam: 30 });
    const teacher = caller(t, await t.login('TE-0001'));
    expect((await teacher.post('gradescale', { total: 100, finalExam: 50, midExam: 20, teachExam: 30 })).statusCode).toBe(403);
    expect((await student.post('gradescale', { total: 100, finalExam: 50, midExam: 20, teachExam: 30 })).statusCode).toBe(403);
  });

  it('refuses a missing field, a sum that is not the total, and a total other than 100, writing nothing', async () => {
    const admin = caller(t, await t.login('AD-0001'));
    const missing = await admin.post('gradescale', { total: 100, finalExam: 40, midExam: 30 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('All fields are required.');
    const sum = await admin.post('gradescale', { total: 100, finalExam: 40, midExam: 30, teachExam: 20 });
    expect(sum.statusCode).toBe(400);
    expect(sum.json().error).toContain('The sum of finalExam, midExam, and teachExam must equal the total.');
    const total = await admin.post('gradescale', { total: 90, finalExam: 40, midExam: 30, teachExam: 20 });
    expect(total.statusCode).toBe(400);
    expect(total.json().error).toBe('The total must be 100: every course is graded out of 100.');
    const rows = await t.database.db.select().from(gradeScales);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ finalExam: 40, midExam: 30, teachExam: 30 });
  });

  it('replaces the one scale (201), and refuses a scale below a grade already recorded', async () => {
    // A school without grades yet (the demo's earlier terms have grades up to each slot's maximum).
    await t.database.db.delete(studentGrades);
    const admin = caller(t, await t.login('AD-0001'));
    const ok = await admin.post('gradescale', { total: 100, finalExam: 50, midExam: 20, teachExam: 30 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ message: 'Grade scale saved successfully', gradeScale: { finalExam: 50, midExam: 20 } });
    expect((await t.database.db.select().from(gradeScales)).length).toBe(1);

    const ids = await teachingIds(t);
    const te1 = caller(t, await t.login('TE-0001'));
    const entry = await te1.get(`gradereportstudent/${(await assignment(ids)).id}`);
    const target = { teacherInSection_id: entry.json().teacherInSection._id, student_id: ids.st1.studentId };
    expect((await te1.post('gradereportstudent', { ...target, midExam: 18 })).statusCode).toBe(201);
    const lower = await admin.post('gradescale', { total: 100, finalExam: 55, midExam: 15, teachExam: 30 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error).toBe('The Mid exam of this scale (15) is below a grade already recorded (18): change those grades first');
    expect((await admin.get('gradescale')).json().gradeScale.midExam).toBe(20);
    await admin.post('gradescale', { total: 100, finalExam: 40, midExam: 30, teachExam: 30 });
  });
});

async function assignment(ids: Awaited<ReturnType<typeof teachingIds>>) {
  const { teacherSections } = await import('../src/db/schema');
  const { and, eq } = await import('drizzle-orm');
  const [row] = await t.database.db
    .select({ id: teacherSections.id })
    .from(teacherSections)
    .where(and(eq(teacherSections.sectionId, ids.grade7A), eq(teacherSections.courseId, ids.math)));
  return row;
}

describe('section ownership (sectionowner, sectionowneryear, getallsections)', () => {
  it('admins list every section and every ownership; a teacher sees only their own', async () => {
    const admin = caller(t, await t.login('AD-0001'));
    const all = await admin.get('getallsections');
    expect(all.statusCode).toBe(200);
    expect(all.json().sections.length).toBeGreaterThan(100);
    const owners = (await admin.get('sectionowner')).json().sectionOwners;
    expect(owners.length).toBe(12);
    const mine = (await caller(t, await t.login('TE-0001')).get('sectionowner')).json().sectionOwners;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ section_id: { name: 'Grade 7 A' }, owner_id: { ID: 'TE-0001' } });
    expect(mine[0].section_id.actual).toBeGreaterThan(0);
    expect((await caller(t, await t.login('ST-0001')).get('sectionowner')).statusCode).toBe(403);
    expect((await caller(t, await t.login('TE-0001')).get('getallsections')).statusCode).toBe(403);
  });

  it('one owner per section, a teacher; remove then assign another', async () => {
    const ids = await teachingIds(t);
    const admin = caller(t, await t.login('AD-0001'));
    const taken = await admin.post('sectionowner', { section_id: ids.grade7A, owner_id: 'TE-0006' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toBe('Grade 7 A already has an owner: Tesfaye Bekele Gebre');
    const notTeacher = await admin.post('sectionowner', { section_id: ids.grade9A, owner_id: 'ST-0001' });
    expect(notTeacher.json().error).toBe('A section owner must be a teacher');
    expect(
      (await caller(t, await t.login('TE-0001')).post('sectionowner', { section_id: ids.grade9A, owner_id: 'TE-0006' })).statusCode,
    ).toBe(403);

    const current = (await admin.get('sectionowner'))
      .json()
      .sectionOwners.find((o: { section_id: { name: string } }) => o.section_id.name === 'Grade 9 A');
    expect((await admin.del(`sectionowner/${current._id}`)).statusCode).toBe(200);
    const added = await admin.post('sectionowner', { section_id: ids.grade9A, owner_id: 'TE-0006' });
    expect(added.statusCode).toBe(201);
    expect(added.json().sectionOwner).toMatchObject({ section_id: { _id: ids.grade9A }, owner_id: { ID: 'TE-0006' } });
    expect((await admin.del(`sectionowner/${current._id}`)).statusCode).toBe(404);
  });

  it('year ownership: the section name must exist that year, once per name and year', async () => {
    const ids = await teachingIds(t);
    const admin = caller(t, await t.login('AD-0001'));
    const unknown = await admin.post('sectionowneryear', { section_name: 'Grade 7 Z', owner_id: 'TE-0006', year: ids.period.year });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(`There is no section Grade 7 Z in ${ids.period.year}`);
    const ok = await admin.post('sectionowneryear', { section_name: 'Grade 8 B', owner_id: 'TE-0006', year: ids.period.year });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().sectionOwnership).toMatchObject({ section_name: 'Grade 8 B', year: ids.period.year, owner_id: { ID: 'TE-0006' } });
    const again = await admin.post('sectionowneryear', { section_name: 'Grade 8 B', owner_id: 'TE-0001', year: ids.period.year });
    expect(again.json().error).toBe(`Grade 8 B of ${ids.period.year} already has an owner: Selamawit Kebede Ayele`);

    const te6 = caller(t, await t.login('TE-0006'));
    expect((await te6.get('sectionownerbyyear')).json().sectionOwnerships).toHaveLength(1);
    expect((await caller(t, await t.login('TE-0001')).get('sectionownerbyyear')).json().sectionOwnerships).toHaveLength(0);
    // The year owner reads that yearly report; another teacher does not.
    expect((await te6.get(`studentgradereportbyyear/Grade 8 B/${ids.period.year}`)).statusCode).toBe(200);
    expect((await caller(t, await t.login('TE-0003')).get(`studentgradereportbyyear/Grade 8 B/${ids.period.year}`)).statusCode).toBe(403);

    expect((await admin.del(`sectionowneryear/${ok.json().sectionOwnership._id}`)).statusCode).toBe(200);
    expect((await te6.get(`studentgradereportbyyear/Grade 8 B/${ids.period.year}`)).statusCode).toBe(403);
  });
});
