// classes.csv: each course a section's grade takes, taught to the section.
import type { courses, grades } from '../../../db/schema';
import { messages } from '../../../i18n';
import { fill } from '../../../lib/text';
import { gradeCode, periodText } from '../codes';
import { csvList } from '../csv';
import { classKey, derivedId } from '../ids';
import type { Table } from './types';

interface ClassesInput {
  school: string;
  ns: string;
  keptClasses: Map<string, string>;
  sectionRows: { id: string; name: string; gradeId: string; periodId: string }[];
  links: { courseId: string; gradeId: string }[];
  gradeById: Map<string, typeof grades.$inferSelect>;
  courseById: Map<string, typeof courses.$inferSelect>;
  lessons: { sectionId: string; courseId: string; day: number; startTime: string; endTime: string }[];
  courseId: (id: string) => string;
  sessionId: (periodId: string) => string;
}

/** The classes rows, and each class's sourcedId by classKey (section and course). */
export function exportClasses(input: ClassesInput) {
  const { school, ns, keptClasses, sectionRows, links, gradeById, courseById, lessons, courseId, sessionId } = input;
  const classOf = new Map<string, string>(); // classKey → sourcedId
  const classes: Table = [];
  for (const s of sectionRows) {
    const grade = gradeById.get(s.gradeId)!;
    for (const l of links.filter((x) => x.gradeId === s.gradeId)) {
      const course = courseById.get(l.courseId)!;
      const key = classKey(s.id, course.id);
      const sid = keptClasses.get(key) ?? derivedId(ns, 'class', s.id, course.id);
      classOf.set(key, sid);
      const times = lessons
        .filter((x) => x.sectionId === s.id && x.courseId === course.id)
        .sort((a, b) => a.day - b.day || a.startTime.localeCompare(b.startTime))
        .map((x) => periodText(x.day, x.startTime, x.endTime));
      classes.push({
        sourcedId: sid,
        title: fill(messages.rosterClassTitle, { course: course.name, section: s.name }),
        grades: gradeCode(grade.name) ?? grade.name,
        courseSourcedId: courseId(course.id),
        classCode: s.name,
        classType: 'scheduled',
        schoolSourcedId: school,
        termSourcedIds: sessionId(s.periodId),
        periods: csvList(times),
      });
    }
  }
  return { classes, classOf };
}
