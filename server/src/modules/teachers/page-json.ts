import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { courses, grades, sections, teacherSections } from '../../db/schema';
import { preparedFor, type Prepared } from '../../http/prepared';
import { teacherPage, type TeacherListQuery, type TeacherRow } from './read';

// ─── GET getteachers/{period} as JSON text (issue 21) ───────────────────────────────────────
// A page of ten teachers carries about 170 sections (50 KB). Read as rows, each section cost the
// driver a row to parse, drizzle a row to map, this thread an object to build, check and
// stringify. Here the database writes each teacher's sections as the contract's JSON text (one
// row a teacher, `string_agg` of `to_json` pieces: compact, keys in the schema's order, strings
// escaped as JSON.stringify escapes them), and the answer is put together as text around it:
// byte for byte what the zod serializer wrote from the objects (teacherListSchema's key order:
// teachers, totalPages, totalItems; a teacher's: _id … assignedCourse, assignedSections).

type SectionsRow = { teacherId: string; sections: string; courseId: string | null; courseName: string | null };
const prepared = new WeakMap<Db, Map<string, Prepared<SectionsRow>>>();

const text = (column: unknown) => sql`to_json(${column})::text`;
const inOrder = sql`order by ${grades.name}, ${sections.name}, ${courses.name}`;

/** Each teacher's sections of the period as JSON array items (no brackets), and their first course. */
function sectionsJson(db: Db, periodId: string, teacherIds: string[]) {
  const query = preparedFor(prepared, db, 'json', () =>
    db
      .select({
        teacherId: teacherSections.teacherId,
        sections: sql<string>`string_agg(${sql.join(
          [
            sql`'{"_id":'`,
            text(sections.id),
            sql`',"name":'`,
            text(sections.name),
            sql`',"gradeID":'`,
            text(grades.name),
            sql`',"course":{"_id":'`,
            text(courses.id),
            sql`',"name":'`,
            text(courses.name),
            sql`'},"academic_period_id":'`,
            text(teacherSections.academicPeriodId),
            sql`',"section_in_teacher_id":'`,
            text(teacherSections.id),
            sql`'}'`,
          ],
          sql` || `,
        )}, ',' ${inOrder})`,
        courseId: sql<string | null>`(array_agg(${courses.id} ${inOrder}))[1]`,
        courseName: sql<string | null>`(array_agg(${courses.name} ${inOrder}))[1]`,
      })
      .from(teacherSections)
      .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
      .innerJoin(grades, eq(grades.id, sections.gradeId))
      .innerJoin(courses, eq(courses.id, teacherSections.courseId))
      .where(
        and(
          eq(teacherSections.academicPeriodId, sql.placeholder('period')),
          sql`${teacherSections.teacherId} = any(${sql.placeholder('teachers')}::text[])`,
        ),
      )
      .groupBy(teacherSections.teacherId)
      .orderBy(asc(teacherSections.teacherId))
      .prepare('teachers_period_sections_json'),
  );
  return query.execute({ period: periodId, teachers: teacherIds });
}

/** A teacher as the contract's JSON, its sections' JSON text spliced in. */
function teacherJson(t: TeacherRow, s: SectionsRow | undefined): string {
  const head = JSON.stringify({
    _id: t.id,
    ID: t.ID,
    fullName: t.fullName,
    email: t.email,
    age: t.age,
    gender: t.gender,
    profilePhoto: t.photo,
    status: t.status,
    assignedCourse: s?.courseId ? { _id: s.courseId, name: s.courseName } : null,
  });
  return `${head.slice(0, -1)},"assignedSections":[${s?.sections ?? ''}]}`;
}

/** listTeachers' answer as JSON text (the route sends it as is). */
export async function listTeachersJson(db: Db, periodId: string, q: TeacherListQuery): Promise<string> {
  const { rows, totalItems, totalPages } = await teacherPage(db, periodId, q);
  const byTeacher = new Map<string, SectionsRow>();
  if (rows.length)
    for (const s of await sectionsJson(
      db,
      periodId,
      rows.map((r) => r.id),
    ))
      byTeacher.set(s.teacherId, s);
  const teachers = rows.map((t) => teacherJson(t, byTeacher.get(t.id))).join(',');
  return `{"teachers":[${teachers}],"totalPages":${totalPages},"totalItems":${totalItems}}`;
}
