import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { teacherPeriodSections, teachers, users } from '../../db/schema';
import { pagedBy, preparedFor, statementName, type Prepared } from '../../http/prepared';
import { emptyPageCounts, teacherFilter, type TeacherListQuery } from './read';

// ─── GET getteachers/{period} as JSON text (issue 21) ───────────────────────────────────────
// A page of ten teachers carries about 170 sections (50 KB). Read as rows, each section cost the
// driver a row to parse, drizzle a row to map, this thread an object to build, check and
// stringify. Here one statement a page (decision 133) reads the page's teachers as the contract's
// JSON text, each written by the database when it changed (teacher_period_sections and
// teacher_page_json of migration 0013, decision 139: compact, keys in the schema's order,
// strings escaped as JSON.stringify escapes them), each row carrying the count of all the
// filter's matches and whether the period exists, and the answer is put together as text around
// them: byte for byte what the zod serializer wrote from the objects (teacherListSchema's key
// order: teachers, totalPages, totalItems; a teacher's: _id … assignedCourse, assignedSections).
//
// The statement is the filter's join with the period's row of teacher_period_sections (whose
// presence is also what "assigned in the period" means, `where(true)`), ordered and limited: a
// row a teacher. It replaced (decision 143) one row carrying the page joined by string_agg over a
// CTE of the page's ids (row_number and count windows, a second join, a sort by rank): the same
// bytes for a quarter less of the database's time (PGlite in process, the demo school's first
// page, interleaved: 697 → 536 µs of CPU). A page with no row to carry the count (past the end,
// no match) asks for it in a second statement.

type PageRow = { total: number; periodExists: boolean; json: string };
const prepared = new WeakMap<Db, Map<string, Prepared<PageRow>>>();

/** listTeachers' answer as JSON text (the route sends it as is). */
export async function listTeachersJson(db: Db, periodId: string, q: TeacherListQuery): Promise<string> {
  const filter = teacherFilter(db, q);
  const { key, order, paged, where, periodExists, values, counts } = filter;
  const query = preparedFor(prepared, db, key, () => {
    const rows = db
      .select({
        total: sql<number>`count(*) over ()`.mapWith(Number),
        periodExists: periodExists(),
        // A teacher with no section in the period has no row: written by the same function.
        json: sql<string>`coalesce(${teacherPeriodSections.json}, teacher_page_json(${teachers.id}, null, null, null))`,
      })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .leftJoin(
        teacherPeriodSections,
        and(eq(teacherPeriodSections.teacherId, teachers.id), eq(teacherPeriodSections.academicPeriodId, sql.placeholder('period'))),
      )
      .where(where(true))
      .orderBy(...order)
      .$dynamic();
    return pagedBy(rows, paged).prepare(statementName('teachers_json', key)) as Prepared<PageRow>;
  });
  const rows = await query.execute(values(periodId));
  // Only a page with no row (past the end, no match, no period) counts on its own.
  const { n, periodExists: found } = rows.length
    ? { n: rows[0].total, periodExists: rows[0].periodExists }
    : await emptyPageCounts(db, filter, periodId);
  const { totalItems, totalPages } = counts(n, found);
  let teachersJson = '';
  for (let i = 0; i < rows.length; i++) teachersJson += i ? `,${rows[i].json}` : rows[i].json;
  return `{"teachers":[${teachersJson}],"totalPages":${totalPages},"totalItems":${totalItems}}`;
}
