import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { courses, scheduleEntries, schedulePeriods, teacherSections } from '../db/schema';

/** The demo sections with a timetable: four morning periods, lessons in the first three. */
export const SCHEDULED_SECTIONS = ['Grade 7 A', 'Grade 7 B'];
export const SEED_PERIODS = [
  { startTime: '08:00', endTime: '08:40' },
  { startTime: '08:45', endTime: '09:25' },
  { startTime: '09:30', endTime: '10:10' },
  { startTime: '10:30', endTime: '11:10' },
];
const TAUGHT_PERIODS = 3;

/**
 * Gives a couple of current-period sections a weekly timetable so the schedule screens have
 * something to show: each lesson goes to one of the section's own teachers (teacher_sections),
 * never to a teacher already teaching the other section at that time, and the last period of
 * each day is left free.
 */
export async function seedSchedule(db: Db, currentSections: Map<string, string>) {
  const busy = new Set<string>(); // `${teacherId}:${day}:${period}`
  for (const name of SCHEDULED_SECTIONS) {
    const sectionId = currentSections.get(name);
    if (!sectionId) continue;
    const periods = await db
      .insert(schedulePeriods)
      .values(SEED_PERIODS.map((p) => ({ sectionId, ...p })))
      .returning({ id: schedulePeriods.id, startTime: schedulePeriods.startTime });
    periods.sort((a, b) => a.startTime.localeCompare(b.startTime));
    const taught = await db
      .select({ teacherId: teacherSections.teacherId, courseId: teacherSections.courseId })
      .from(teacherSections)
      .innerJoin(courses, eq(courses.id, teacherSections.courseId))
      .where(inArray(teacherSections.sectionId, [sectionId]))
      .orderBy(asc(courses.name));
    const rows: (typeof scheduleEntries.$inferInsert)[] = [];
    for (let day = 1; day <= 5; day++) {
      for (let p = 0; p < TAUGHT_PERIODS; p++) {
        // Rotate through the section's courses; skip a teacher who is busy elsewhere then.
        for (let k = 0; k < taught.length; k++) {
          const lesson = taught[(day * TAUGHT_PERIODS + p + k) % taught.length];
          const key = `${lesson.teacherId}:${day}:${p}`;
          if (busy.has(key)) continue;
          busy.add(key);
          rows.push({ sectionId, periodId: periods[p].id, day, teacherId: lesson.teacherId, courseId: lesson.courseId });
          break;
        }
      }
    }
    if (rows.length) await db.insert(scheduleEntries).values(rows);
  }
}
