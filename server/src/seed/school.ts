import type { Db } from '../db';
import { academicPeriods, courseGrades, courses, grades, sectionOwners, sections, teacherSections } from '../db/schema';
import { COURSES, GRADE_NAMES, SECTION_LETTERS, TEACHERS } from './data';
import type { Term } from './terms';

export const insertMany = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) => {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
};

const sectionName = (level: number, letter: string) => `${GRADE_NAMES[level]} ${letter}`;

/** Section ids by period index, then by name ('Grade 7 A'). */
export type SectionMap = Map<string, string>[];

/**
 * Periods, grades (KG..12, two sections each), courses with their grades, and teacher
 * assignments for every period: each course in a section goes to one of the teachers of
 * that subject, rotating, so every teacher has several sections.
 */
export async function seedSchool(db: Db, terms: Term[], teacherIds: string[], teacherUserIds: string[]) {
  const periodIds = terms.map(() => crypto.randomUUID());
  await db.insert(academicPeriods).values(terms.map((t, i) => ({ id: periodIds[i], ...t })));

  const gradeRows: (typeof grades.$inferInsert & { id: string; level: number })[] = [];
  const sectionRows: (typeof sections.$inferInsert & { id: string })[] = [];
  const sectionMap: SectionMap = terms.map(() => new Map());
  periodIds.forEach((pid, p) =>
    GRADE_NAMES.forEach((name, level) => {
      const id = crypto.randomUUID();
      gradeRows.push({ id, level, academicPeriodId: pid, name, noOfSections: SECTION_LETTERS.length, capacity: 40 });
      for (const letter of SECTION_LETTERS) {
        const sid = crypto.randomUUID();
        sectionRows.push({ id: sid, gradeId: id, name: sectionName(level, letter), capacity: 40 });
        sectionMap[p].set(sectionName(level, letter), sid);
      }
    }),
  );
  await insertMany(gradeRows, (c) => db.insert(grades).values(c.map(({ level: _l, ...g }) => g)));
  await insertMany(sectionRows, (c) => db.insert(sections).values(c));

  const courseRows: (typeof courses.$inferInsert & { id: string })[] = [];
  const links: (typeof courseGrades.$inferInsert)[] = [];
  const assignments: (typeof teacherSections.$inferInsert)[] = [];
  const rotation = new Map<string, number>();
  periodIds.forEach((pid, p) => {
    for (const course of COURSES) {
      const id = crypto.randomUUID();
      courseRows.push({ id, academicPeriodId: pid, name: course.name });
      const candidates = TEACHERS.flatMap((t, i) => (t.subjects.includes(course.name) ? [teacherIds[i]] : []));
      for (const level of course.levels) {
        const grade = gradeRows.find((g) => g.academicPeriodId === pid && g.level === level)!;
        links.push({ courseId: id, gradeId: grade.id });
        for (const letter of SECTION_LETTERS) {
          const turn = rotation.get(course.name) ?? 0;
          rotation.set(course.name, turn + 1);
          const sectionId = sectionMap[p].get(sectionName(level, letter))!;
          assignments.push({ teacherId: candidates[turn % candidates.length], sectionId, courseId: id, academicPeriodId: pid });
        }
      }
    }
  });
  await insertMany(courseRows, (c) => db.insert(courses).values(c));
  await insertMany(links, (c) => db.insert(courseGrades).values(c));
  await insertMany(assignments, (c) => db.insert(teacherSections).values(c));

  // Homeroom owners in the current period: TE-0001 owns Grade 7 A, the others one section each.
  const current = sectionMap[sectionMap.length - 1];
  const owned = ['Grade 7 A', ...[1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12].map((n) => `Grade ${n} A`)];
  await db
    .insert(sectionOwners)
    .values(teacherUserIds.slice(0, owned.length).map((ownerId, i) => ({ ownerId, sectionId: current.get(owned[i])! })));
  return { periodIds, sectionMap };
}
