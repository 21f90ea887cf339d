// courses.csv: a course of a period (a course the other system had in two terms is one row).
import type { academicPeriods, courses, grades } from '../../../db/schema';
import { gradeCode } from '../codes';
import { csvList } from '../csv';
import type { Table } from './types';

interface CoursesInput {
  school: string;
  keptCourses: Map<string, string>;
  courseRows: (typeof courses.$inferSelect)[];
  links: { courseId: string; gradeId: string }[];
  gradeById: Map<string, typeof grades.$inferSelect>;
  periodById: Map<string, typeof academicPeriods.$inferSelect>;
  yearId: (year: number) => string;
}

/** The courses rows, and a course's sourcedId. */
export function exportCourses({ school, keptCourses, courseRows, links, gradeById, periodById, yearId }: CoursesInput) {
  const courseId = (id: string) => keptCourses.get(id) ?? id;
  const codesOf = (gradeIds: string[]) =>
    [...new Set(gradeIds.map((g) => gradeCode(gradeById.get(g)!.name) ?? gradeById.get(g)!.name))].sort();
  const coursesCsv = new Map<string, Record<string, string>>();
  for (const c of courseRows) {
    const sid = courseId(c.id);
    if (coursesCsv.has(sid)) continue;
    coursesCsv.set(sid, {
      sourcedId: sid,
      schoolYearSourcedId: yearId(periodById.get(c.academicPeriodId)!.year),
      title: c.name,
      grades: csvList(codesOf(links.filter((l) => l.courseId === c.id).map((l) => l.gradeId))),
      orgSourcedId: school,
    });
  }
  const rows: Table = [...coursesCsv.values()];
  return { courses: rows, courseId };
}
