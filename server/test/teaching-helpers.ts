import { and, eq } from 'drizzle-orm';
import { courses, sections, studentSections, students, teacherSections, teachers, users } from '../src/db/schema';
import { currentTerm } from '../src/db/current-term';
import { bearer, type TestContext } from './helpers';

/** Ids the teaching tests share: TE-0001 teaches Mathematics and ICT in Grade 7 A, where ST-0001 sits. */
export async function teachingIds(t: TestContext) {
  const db = t.database.db;
  const period = (await currentTerm(db, t.config.now()))!;
  const sectionOf = async (name: string) => {
    const [row] = await db
      .select({ id: sections.id })
      .from(teacherSections)
      .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
      .where(and(eq(sections.name, name), eq(teacherSections.academicPeriodId, period.id)))
      .limit(1);
    return row.id;
  };
  const courseOf = async (name: string) => {
    const [row] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.name, name), eq(courses.academicPeriodId, period.id)))
      .limit(1);
    return row.id;
  };
  const person = async (ID: string) => {
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.ID, ID)).limit(1);
    const [te] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, u.id)).limit(1);
    const [st] = await db.select({ id: students.id }).from(students).where(eq(students.userId, u.id)).limit(1);
    return { userId: u.id, teacherId: te?.id ?? '', studentId: st?.id ?? '' };
  };
  const grade7A = await sectionOf('Grade 7 A');
  const grade9A = await sectionOf('Grade 9 A');
  const classmates = await db.select({ id: studentSections.studentId }).from(studentSections).where(eq(studentSections.sectionId, grade7A));
  return {
    period,
    grade7A,
    grade9A,
    math: await courseOf('Mathematics'),
    ict: await courseOf('ICT'),
    amharic: await courseOf('Amharic'),
    te1: await person('TE-0001'),
    te3: await person('TE-0003'),
    te6: await person('TE-0006'),
    st1: await person('ST-0001'),
    st2: await person('ST-0002'),
    classmates: classmates.map((c) => c.id),
  };
}

/** A small JSON request through inject. */
export function caller(t: TestContext, token: string) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, body: unknown) => send('POST', url, body),
    put: (url: string, body: unknown) => send('PUT', url, body),
    del: (url: string) => send('DELETE', url),
  };
}

/** Tiny valid files for uploads (checked by content). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
