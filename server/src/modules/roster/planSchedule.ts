import { messages } from '../../i18n';
import { fill } from '../../lib/text';
import { parsePeriod, periodText } from './codes';
import { count, type PlanContext } from './plan';
import { teacherOfClass } from './planEnrollments';
import { issue } from './read';
import type { Lesson } from './state';

// ─── Classes' periods: the sections' weekly timetables ──────────────────────────────────────
// A period written as the export writes it ('Mon 08:00-08:40') is a lesson of the class's section
// with the class's teacher; a section given lessons by the file gets exactly those. The rules of
// the schedule screen hold: a section's slots do not overlap, a slot holds one lesson a day, and a
// teacher is not in two sections at once.

const overlaps = (a: { startTime: string; endTime: string }, b: { startTime: string; endTime: string }) =>
  a.startTime < b.endTime && b.startTime < a.endTime;

type Planned = Lesson & { line: number };

export function planSchedule(ctx: PlanContext) {
  const bySection = new Map<string, Planned[]>();
  let unread = 0;
  for (const terms of ctx.classTerms.values()) {
    for (const t of terms) {
      const lessons = t.periods.map(parsePeriod);
      unread += lessons.filter((l) => !l).length;
      const read = lessons.filter((l) => l !== null);
      if (!read.length) continue;
      const teacherId = teacherOfClass(ctx, t);
      if (!teacherId) {
        ctx.issues.push(issue('classes.csv', t.line, 'periods', messages.rosterPeriodsNoTeacher));
        continue;
      }
      const list = bySection.get(t.sectionId) ?? [];
      for (const l of read)
        list.push({ ...l, sectionId: t.sectionId, periodId: t.periodId, teacherId, courseId: t.courseId, line: t.line });
      bySection.set(t.sectionId, list);
    }
  }
  if (unread) ctx.warnings.push(fill(messages.rosterPeriodsNotRead, { count: unread }));

  for (const [sectionId, lessons] of bySection) {
    const section = ctx.sectionName(sectionId);
    const slots = [...new Map(lessons.map((l) => [`${l.startTime}-${l.endTime}`, l])).values()];
    for (let i = 0; i < slots.length; i++)
      for (let j = i + 1; j < slots.length; j++)
        if (overlaps(slots[i], slots[j]))
          ctx.issues.push(
            issue(
              'classes.csv',
              slots[j].line,
              'periods',
              fill(messages.rosterSlotOverlap, {
                section,
                first: `${slots[i].startTime}-${slots[i].endTime}`,
                second: `${slots[j].startTime}-${slots[j].endTime}`,
              }),
            ),
          );
    const seen = new Set<string>();
    for (const l of lessons) {
      const key = `${l.day}/${l.startTime}`;
      if (seen.has(key))
        ctx.issues.push(
          issue(
            'classes.csv',
            l.line,
            'periods',
            fill(messages.rosterSlotTaken, { section, day: periodText(l.day, l.startTime, l.endTime).slice(0, 3), start: l.startTime }),
          ),
        );
      seen.add(key);
    }
  }

  // A teacher in two sections at once: the file's lessons against each other and the timetables it keeps.
  const replaced = new Set(bySection.keys());
  const all: (Lesson & { line?: number })[] = [
    ...ctx.state.lessons.filter((l) => !replaced.has(l.sectionId)),
    ...[...bySection.values()].flat(),
  ];
  const byTeacherDay = new Map<string, (Lesson & { line?: number })[]>();
  for (const l of all)
    byTeacherDay.set(`${l.periodId}/${l.teacherId}/${l.day}`, [...(byTeacherDay.get(`${l.periodId}/${l.teacherId}/${l.day}`) ?? []), l]);
  for (const list of byTeacherDay.values()) {
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = [list[i], list[j]];
        if (a.sectionId === b.sectionId || !overlaps(a, b)) continue;
        const filed = b.line !== undefined ? b : a;
        if (filed.line === undefined) continue; // both kept from before: not this import's doing
        ctx.issues.push(
          issue(
            'classes.csv',
            filed.line,
            'periods',
            fill(messages.rosterTeacherClash, {
              day: periodText(filed.day, filed.startTime, filed.endTime).slice(0, 3),
              start: filed.startTime,
            }),
          ),
        );
      }
  }

  // A section whose timetable is already the file's is left as it is.
  const norm = (ls: Lesson[]) =>
    ls
      .map((l) => `${l.day} ${l.startTime} ${l.endTime} ${l.teacherId} ${l.courseId}`)
      .sort()
      .join('|');
  for (const [sectionId, lessons] of bySection) {
    if (norm(lessons) === norm(ctx.state.lessons.filter((l) => l.sectionId === sectionId))) continue;
    ctx.plan.schedules.push({
      sectionId,
      lessons: lessons.map(({ day, startTime, endTime, teacherId, courseId }) => ({ day, startTime, endTime, teacherId, courseId })),
    });
    for (let i = 0; i < lessons.length; i++) count(ctx, 'lessons', true);
  }
}
