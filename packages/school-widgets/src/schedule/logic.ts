import { messages, type SchedulePeriod, type ScheduleEntry, type SectionTeacher } from '@school/api';
import { fill } from '../shared/text';

/** Monday to Friday (day numbers 1 to 5, spec 001 §9). */
export const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const DAY_NAMES = [
  messages.weekdayMonday,
  messages.weekdayTuesday,
  messages.weekdayWednesday,
  messages.weekdayThursday,
  messages.weekdayFriday,
];
export const dayName = (day: number) => DAY_NAMES[day - 1] ?? String(day);

/** Time inputs step by 300 seconds (spec 001 §5). */
export const TIME_STEP_SECONDS = 300;

type Span = { startTime: string; endTime: string };

/** Two spans overlap when each starts before the other ends ('HH:MM' compares as text). */
export const overlaps = (a: Span, b: Span) => a.startTime < b.endTime && b.startTime < a.endTime;

/**
 * Why a new period cannot be added yet, or null when it can: start and end both needed, end
 * after start, no overlap with the section's periods (spec 000 §5 Schedule period).
 */
export function newPeriodError(startTime: string, endTime: string, periods: readonly Span[]): string | null {
  if (!startTime || !endTime) return messages.timesRequired;
  if (endTime <= startTime) return messages.endAfterStart;
  if (periods.some((p) => overlaps(p, { startTime, endTime }))) return messages.periodOverlap;
  return null;
}

/** Periods in the order of the day. */
export const byStart = <T extends Span>(periods: readonly T[]) => [...periods].sort((a, b) => a.startTime.localeCompare(b.startTime));

export const spanText = (p: Span) => `${p.startTime}–${p.endTime}`;
export const slotName = (day: number, p: Span) => fill(messages.slotName, { day: dayName(day), start: p.startTime, end: p.endTime });

/** A teacher chip: one per teacher and course taught in the section. */
export const chipId = (t: Pick<SectionTeacher, '_id' | 'course'>) => `${t._id}|${t.course._id}`;
export const chipLabel = (t: Pick<SectionTeacher, 'fullName' | 'course'>) =>
  fill(messages.teacherChip, { teacher: t.fullName, course: t.course.name });

/** A droppable slot's id: the period and the day. */
export const slotId = (periodId: string, day: number) => `${periodId}|${day}`;
export function parseSlotId(id: string): { periodId: string; day: number } | null {
  const [periodId, day] = id.split('|');
  const n = Number(day);
  return periodId && Number.isInteger(n) && n >= 1 && n <= 5 ? { periodId, day: n } : null;
}

export const entryAt = (entries: readonly ScheduleEntry[], periodId: string, day: number) =>
  entries.find((e) => e.periodId === periodId && e.day === day);

export type DropCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether a teacher may be dropped on a slot of this grid: not when the slot already has a
 * lesson, nor when the teacher already teaches in this grid at an overlapping time that day.
 * (Clashes with other sections are the server's to find; its message is shown.)
 */
export function dropCheck(
  teacher: Pick<SectionTeacher, '_id' | 'fullName'>,
  slot: { periodId: string; day: number },
  periods: readonly SchedulePeriod[],
  entries: readonly ScheduleEntry[],
): DropCheck {
  if (entryAt(entries, slot.periodId, slot.day)) return { ok: false, reason: messages.dropSlotTaken };
  const period = periods.find((p) => p._id === slot.periodId);
  if (!period) return { ok: false, reason: messages.dropSlotTaken };
  const busy = entries.some((e) => e.teacher._id === teacher._id && e.day === slot.day && overlaps(e, period));
  return busy ? { ok: false, reason: fill(messages.dropTeacherBusy, { teacher: teacher.fullName }) } : { ok: true };
}
