import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { teacherPeriodSections, teachers, users } from '../../db/schema';
import { preparedFor, statementName, type Prepared } from '../../http/prepared';
import { teacherFilter, type TeacherListQuery } from './read';

// ─── GET getteachers/{period} as JSON text (issue 21) ───────────────────────────────────────
// A page of ten teachers carries about 170 sections (50 KB). Read as rows, each section cost the
// driver a row to parse, drizzle a row to map, this thread an object to build, check and
// stringify. Here one statement a page (decision 133) writes the page's teachers as the
// contract's JSON text (`to_json` pieces: compact, keys in the schema's order, strings escaped as
// JSON.stringify escapes them; each teacher's sections as the database keeps them written, in
// teacher_period_sections, decision 139), beside the total and
// whether the period exists, and the answer is put together as text around it: byte for byte
// what the zod serializer wrote from the objects (teacherListSchema's key order: teachers,
// totalPages, totalItems; a teacher's: _id … assignedCourse, assignedSections).

type PageRow = { total: number; periodExists: boolean; teachers: string | null };
const prepared = new WeakMap<Db, Map<string, Prepared<PageRow>>>();

/** A value as JSON text; SQL null as `null`. */
const json = (value: unknown) => sql`coalesce(to_json(${value})::text, 'null')`;
/** Pieces joined with || : literal JSON text (strings) and SQL values. */
const concat = (pieces: (string | SQL)[]) =>
  sql.join(
    pieces.map((p) => (typeof p === 'string' ? sql.raw(`'${p}'`) : p)),
    sql` || `,
  );

/** A page teacher (p) with its sections (s) as the contract's JSON. */
const teacherJson = concat([
  '{"_id":',
  json(sql`p.id`),
  ',"ID":',
  json(sql`p.login`),
  ',"fullName":',
  json(sql`p.full_name`),
  ',"email":',
  json(sql`p.email`),
  ',"age":',
  json(sql`p.age`),
  ',"gender":',
  json(sql`p.gender`),
  ',"profilePhoto":',
  json(sql`p.photo`),
  ',"status":',
  json(sql`p.status`),
  ',"assignedCourse":',
  sql`case when s.course_id is null then 'null' else ${concat(['{"_id":', json(sql`s.course_id`), ',"name":', json(sql`s.course_name`), '}'])} end`,
  ',"assignedSections":[',
  sql`coalesce(s.items, '')`,
  ']}',
]);

/** listTeachers' answer as JSON text (the route sends it as is). */
export async function listTeachersJson(db: Db, periodId: string, q: TeacherListQuery): Promise<string> {
  const { key, order, paged, where, total, periodExists, values, counts } = teacherFilter(db, q);
  const query = preparedFor(prepared, db, key, () => {
    const inOrder = sql.join(order, sql`, `);
    // The page's teachers, each carrying the count of all the filter matches (one pass over them);
    // only a page past the end, which has no row to carry it, counts on its own (`total()`, run
    // by PostgreSQL only when the first is null).
    const pageTeachers = sql`select ${teachers.id} as id, ${users.ID} as login, ${users.fullName} as full_name, ${users.email} as email,
      ${teachers.age} as age, ${teachers.gender} as gender, ${users.photo} as photo, ${teachers.status} as status,
      row_number() over (order by ${inOrder}) as ord, count(*) over () as total
      from ${teachers} inner join ${users} on ${users.id} = ${teachers.userId}
      where ${where() ?? sql`true`} order by ${inOrder}
      ${paged ? sql`limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}` : sql``}`;
    const page = db.$with('page', { total: sql<number>`total` }).as(pageTeachers);
    return db
      .with(page)
      .select({
        total: sql<number>`coalesce((select max(total)::int from page), ${total()})`.mapWith(Number),
        periodExists: periodExists(),
        teachers: sql<string | null>`(select string_agg(${teacherJson}, ',' order by p.ord)
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
