import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { teacherPeriodSections, teachers, users } from '../../db/schema';
import { preparedFor, statementName, type Prepared } from '../../http/prepared';
import { teacherFilter, type TeacherListQuery } from './read';

// ─── GET getteachers/{period} as JSON text (issue 21) ───────────────────────────────────────
// A page of ten teachers carries about 170 sections (50 KB). Read as rows, each section cost the
// driver a row to parse, drizzle a row to map, this thread an object to build, check and
// stringify. Here one statement a page (decision 133) reads the page's teachers as the contract's
// JSON text, each written by the database when it changed (teacher_period_sections and
// teacher_page_json of migration 0013, decision 139: compact, keys in the schema's order,
// strings escaped as JSON.stringify escapes them), beside the total and whether the period
// exists, and the answer is put together as text around it: byte for byte what the zod
// serializer wrote from the objects (teacherListSchema's key order: teachers, totalPages,
// totalItems; a teacher's: _id … assignedCourse, assignedSections).

type PageRow = { total: number; periodExists: boolean; teachers: string | null };
const prepared = new WeakMap<Db, Map<string, Prepared<PageRow>>>();

/** listTeachers' answer as JSON text (the route sends it as is). */
export async function listTeachersJson(db: Db, periodId: string, q: TeacherListQuery): Promise<string> {
  const { key, order, paged, where, total, periodExists, values, counts } = teacherFilter(db, q);
  const query = preparedFor(prepared, db, key, () => {
    const inOrder = sql.join(order, sql`, `);
    // The page's teachers, each carrying the count of all the filter matches (one pass over them);
    // only a page past the end, which has no row to carry it, counts on its own (`total()`, run
    // by PostgreSQL only when the first is null).
    const pageTeachers = sql`select ${teachers.id} as id, row_number() over (order by ${inOrder}) as ord, count(*) over () as total
      from ${teachers} inner join ${users} on ${users.id} = ${teachers.userId}
      where ${where() ?? sql`true`} order by ${inOrder}
      ${paged ? sql`limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}` : sql``}`;
    const page = db.$with('page', { total: sql<number>`total` }).as(pageTeachers);
    return db
      .with(page)
      .select({
        total: sql<number>`coalesce((select max(total)::int from page), ${total()})`.mapWith(Number),
        periodExists: periodExists(),
        // A teacher with no section in the period has no row: written by the same function.
        teachers: sql<string | null>`(select string_agg(coalesce(s.json, teacher_page_json(p.id, null, null, null)), ',' order by p.ord)
          from page p left join ${teacherPeriodSections} s
            on s.teacher_id = p.id and s.academic_period_id = ${sql.placeholder('period')})`,
      })
      .from(sql`(select 1) as one`)
      .prepare(statementName('teachers_json', key));
  });
  const [row] = await query.execute(values(periodId));
  const { totalItems, totalPages } = counts(row.total, row.periodExists);
  return `{"teachers":[${row.teachers ?? ''}],"totalPages":${totalPages},"totalItems":${totalItems}}`;
}
