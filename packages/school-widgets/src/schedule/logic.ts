import type { SchedulePeriod, ScheduleEntry, SectionTeacher } from '@school/api';
import type { Texts } from '../shared/intl';

/** Monday to Friday (day numbers 1 to 5, spec 001 §9). */
export const WEEKDAYS = [1, 2, 3, 4, 5] as const;
/**
 * A weekday's name in the reader's language (`t` from `useTexts()`), never kept from module load
 * (issue 38: the Assign dialog read "ለMonday 10:30–11:10 …" after a switch to Amharic until a reload).
 */
export const dayName = ({ messages }: Texts, day: number) =>
  [messages.weekdayMonday, messages.weekdayTuesday, messages.weekdayWednesday, messages.weekdayThursday, messages.weekdayFriday][day - 1] ??
  String(day);

/** Time inputs step by 300 seconds (spec 001 §5). */
export const TIME_STEP_SECONDS = 300;

type Span = { startTime: string; endTime: string };

/** Two spans overlap when each starts before the other ends ('HH:MM' compares as text). */
export const overlaps = (a: Span, b: Span) => a.startTime < b.endTime && b.startTime < a.endTime;

/**
 * A timetable slot: a start and end time of the school day (docs/conventions.md, Names). The wire
 * keeps the spec's name (`SchedulePeriod`, `periods` in the schedule, `periodId` in an entry, the
 * "Period" the admin reads); a slot on one day is a *cell* of the week grid.
 */
export type Slot = SchedulePeriod;

/**
 * Why a new slot cannot be added yet, or null when it can: start and end both needed, end
 * after start, no overlap with the section's slots (spec 000 §5 Schedule period).
 */
export function newSlotError({ messages }: Texts, startTime: string, endTime: string, slots: readonly Span[]): string | null {
  if (!startTime || !endTime) return messages.timesRequired;
  if (endTime <= startTime) return messages.endAfterStart;
  if (slots.some((s) => overlaps(s, { startTime, endTime }))) return messages.periodOverlap;
  return null;
}

/** Slots in the order of the day. */
export const byStart = <T extends Span>(slots: readonly T[]) => [...slots].sort((a, b) => a.startTime.localeCompare(b.startTime));

export const spanText = (s: Span) => `${s.startTime}–${s.endTime}`;
/** A cell's name as the admin reads it ("Tuesday 08:00–08:40"). */
export const cellName = (t: Texts, day: number, s: Span) =>
  t.fill(t.messages.slotName, { day: dayName(t, day), start: s.startTime, end: s.endTime });

/** A teacher chip: one per teacher and course taught in the section. */
export const chipId = (t: Pick<SectionTeacher, '_id' | 'course'>) => `${t._id}|${t.course._id}`;
export const chipLabel = ({ messages, fill }: Texts, teacher: Pick<SectionTeacher, 'fullName' | 'course'>) =>
  fill(messages.teacherChip, { teacher: teacher.fullName, course: teacher.course.name });

/** A cell of the week grid: a timetable slot on a day. */
export type Cell = { slot: Slot; day: number };

/**
 * A cell's address: the slot and the day, as the wire addresses a lesson (an entry's
 * `periodId`, the slot's id, and its `day`).
 */
export type CellAddress = Pick<ScheduleEntry, 'periodId' | 'day'>;

/** A droppable cell's id: the slot and the day. */
export const cellId = (slotId: string, day: number) => `${slotId}|${day}`;
export function parseCellId(id: string): CellAddress | null {
  const [slotId, day] = id.split('|');
  const n = Number(day);
  return slotId && Number.isInteger(n) && n >= 1 && n <= 5 ? { periodId: slotId, day: n } : null;
}

export const entryAt = (entries: readonly ScheduleEntry[], slotId: string, day: number) =>
  entries.find((e) => e.periodId === slotId && e.day === day);

export type DropCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether a teacher may be dropped on a cell of this grid: not when the cell already has a
 * lesson, nor when the teacher already teaches in this grid at an overlapping time that day.
 * (Clashes with other sections are the server's to find; its message is shown.)
 */
export function dropCheck(
  { messages, fill }: Texts,
  teacher: Pick<SectionTeacher, '_id' | 'fullName'>,
  cell: CellAddress,
  slots: readonly Slot[],
  entries: readonly ScheduleEntry[],
): DropCheck {
  if (entryAt(entries, cell.periodId, cell.day)) return { ok: false, reason: messages.dropSlotTaken };
  const slot = slots.find((s) => s._id === cell.periodId);
  if (!slot) return { ok: false, reason: messages.dropSlotTaken };
  const busy = entries.some((e) => e.teacher._id === teacher._id && e.day === cell.day && overlaps(e, slot));
  return busy ? { ok: false, reason: fill(messages.dropTeacherBusy, { teacher: teacher.fullName }) } : { ok: true };
}
