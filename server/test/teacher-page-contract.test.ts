import { sql } from 'drizzle-orm';
import { teacherSchema, teacherSectionSchema } from '@school/api/schemas';
import { teacherPeriodSections } from '../src/db/schema';
import { useTestApp } from './helpers';

// ─── The teachers page's Teacher is written by the database (issue 40, decision 139) ─────────
// getteachers/{period} sends the JSON text that teacher_page_json (migration 0013) and the
// triggers keeping teacher_period_sections write, not objects through the contract's schema. A
// field added to (or removed from, or moved in) the contract's Teacher or TeacherSection must
// therefore change that SQL: this test fails first, and says where.
const WHERE =
  'The contract (packages/api/src/schemas/teachers.ts) and the SQL disagree. The teachers page is written by the ' +
  "database: in ONE new migration, replace teacher_page_json (its keys, in the schema's order) and, for a section " +
  "field, the triggers' sections JSON (both in server/drizzle/0013_teacher_period_sections.sql), add a trigger " +
  'WHEN for a new column the Teacher shows, then rewrite the rows: select teacher_period_sections_refresh(...) ' +
  'over all of teacher_sections (decision 139).';

const t = useTestApp();

describe("the teachers page's JSON, written by the database", () => {
  it("writes a Teacher's fields, in the contract's order", async () => {
    const { rows } = (await t.database.db.execute(
      sql`select teacher_page_json(id, null, null, null) as json from teachers order by id limit 1`,
    )) as unknown as { rows: { json: string }[] };
    expect(Object.keys(JSON.parse(rows[0]!.json)), WHERE).toEqual(Object.keys(teacherSchema.shape));
  });

  it("writes an assigned section's fields, in the contract's order", async () => {
    const [row] = await t.database.db.select({ json: teacherPeriodSections.json }).from(teacherPeriodSections).limit(1);
    const teacher = JSON.parse(row!.json) as { assignedSections: Record<string, unknown>[]; assignedCourse: Record<string, unknown> };
    expect(Object.keys(teacher), WHERE).toEqual(Object.keys(teacherSchema.shape));
    expect(Object.keys(teacher.assignedSections[0]!), WHERE).toEqual(Object.keys(teacherSectionSchema.shape));
    expect(Object.keys(teacher.assignedSections[0]!.course as object), WHERE).toEqual(Object.keys(teacherSectionSchema.shape.course.shape));
    expect(Object.keys(teacher.assignedCourse), WHERE).toEqual(['_id', 'name']);
    // And the whole object is what the contract accepts.
    expect(teacherSchema.safeParse(teacher).success, WHERE).toBe(true);
  });
});
