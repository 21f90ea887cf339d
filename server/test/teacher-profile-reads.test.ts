import { and, eq, gte, isNull, lt, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { academicPeriods, sectionOwners, studentSections, students, teacherSections, teachers, users } from '../src/db/schema';
import { bearer, useTestApp } from './helpers';

// Issue 18: a teacher reads a student's profile (GET users/{id}) only while teaching or owning one
// of the student's sections in a term that has not ended; earlier terms stay reachable through
// their reports (docs/decisions/0059-teachers-read-their-current-students-profiles.md).

const t = useTestApp();

describe('teachers read the profiles of their current students only', () => {
  it('TE-0001 reads exactly the students of the sections it teaches or owns in a term not yet ended', async () => {
    const db = t.database.db;
    const today = t.config.now().toISOString().slice(0, 10);
    const [te] = await db
      .select({ userId: users.id, teacherId: teachers.id })
      .from(users)
      .innerJoin(teachers, eq(teachers.userId, users.id))
      .where(eq(users.ID, 'TE-0001'));
    const seats = (ended: boolean) =>
      db
        .selectDistinct({ ID: users.ID })
        .from(studentSections)
        .innerJoin(academicPeriods, eq(academicPeriods.id, studentSections.academicPeriodId))
        .innerJoin(students, eq(students.id, studentSections.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .leftJoin(
          teacherSections,
          and(
            eq(teacherSections.sectionId, studentSections.sectionId),
            eq(teacherSections.academicPeriodId, studentSections.academicPeriodId),
          ),
        )
        .leftJoin(sectionOwners, eq(sectionOwners.sectionId, studentSections.sectionId))
        .where(
          and(
            ended ? lt(academicPeriods.endDate, today) : gte(academicPeriods.endDate, today),
            or(eq(teacherSections.teacherId, te.teacherId), eq(sectionOwners.ownerId, te.userId)),
          ),
        );
    const current = new Set((await seats(false)).map((s) => s.ID));
    const pastOnly = (await seats(true)).map((s) => s.ID).filter((ID) => !current.has(ID));

    const token = await t.login('TE-0001');
    const all = await db.select({ ID: users.ID }).from(users).innerJoin(students, eq(students.userId, users.id));
    const readable: string[] = [];
    for (const { ID } of all) {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${ID}`, headers: bearer(token) });
      expect([200, 403]).toContain(res.statusCode);
      if (res.statusCode === 200) readable.push(ID);
    }
    expect(readable.sort()).toEqual([...current].sort());
    expect(readable.length).toBe(current.size);
    console.info(`TE-0001 reads ${readable.length} of ${all.length} student profiles (${pastOnly.length} taught only in ended terms)`);
  });

  it('owning (or teaching) a section of an ended term gives no profile read; its report stays the way in', async () => {
    const db = t.database.db;
    const today = t.config.now().toISOString().slice(0, 10);
    const [te3] = await db.select({ userId: users.id }).from(users).where(eq(users.ID, 'TE-0003'));
    const token = await t.login('TE-0003');
    const reads = async (ID: string) => (await t.app.inject({ method: 'GET', url: `/api/users/${ID}`, headers: bearer(token) })).statusCode;
    // A student of an ended term's section that has no owner, whom TE-0003 may not read today.
    const candidates = await db
      .select({ sectionId: studentSections.sectionId, ID: users.ID })
      .from(studentSections)
      .innerJoin(academicPeriods, eq(academicPeriods.id, studentSections.academicPeriodId))
      .innerJoin(students, eq(students.id, studentSections.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .leftJoin(sectionOwners, eq(sectionOwners.sectionId, studentSections.sectionId))
      .where(and(lt(academicPeriods.endDate, today), isNull(sectionOwners.id)));
    let picked: { sectionId: string; ID: string } | undefined;
    for (const c of candidates) {
      if ((await reads(c.ID)) === 403) {
        picked = c;
        break;
      }
    }
    expect(picked).toBeDefined();
    await db.insert(sectionOwners).values({ sectionId: picked!.sectionId, ownerId: te3.userId });
    expect(await reads(picked!.ID)).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/studentgradereport/${picked!.sectionId}`, headers: bearer(token) })).statusCode,
    ).toBe(200);
  });
});
