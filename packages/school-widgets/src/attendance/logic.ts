import dayjs from 'dayjs';
import type { AttendanceStatus, StudentAttendanceRow } from '@school/api';
import type { Texts } from '../shared/intl';

// ─── Pure rules of the attendance screens (spec 001 §2, §4, §5) ──────────────────────────────

/** Every day from the period's start to its end, inclusive ('YYYY-MM-DD'). */
export function periodDays(start: string, end: string): string[] {
  const out: string[] = [];
  let d = dayjs(start);
  const last = dayjs(end);
  for (let i = 0; i < 400 && !d.isAfter(last, 'day'); i++) {
    out.push(d.format('YYYY-MM-DD'));
    d = d.add(1, 'day');
  }
  return out;
}

/** Today if it lies in the period, else the period's last day before today, else its first. */
export function defaultDay(start: string, end: string, today: string): string {
  if (today < start) return start;
  if (today > end) return end;
  return today;
}

/** 'HH:mm' now, the arrival time Present stores. */
export const nowTime = (now: Date = new Date()) => dayjs(now).format('HH:mm');

/** 'Friday, November 20, 2026', or in the reader's language and calendar (issue 38). */
export const dayLabel = (t: Texts, day: string) => t.format.formatDayLong(day);

export interface Counts {
  Present: number;
  Absent: number;
  Late: number;
  total: number;
}
const empty = (): Counts => ({ Present: 0, Absent: 0, Late: 0, total: 0 });

/** The student's summary: counts per course (by name) and in total. */
export function attendanceSummary(rows: readonly StudentAttendanceRow[]): { courses: { name: string; counts: Counts }[]; total: Counts } {
  const byCourse = new Map<string, Counts>();
  const total = empty();
  for (const r of rows) {
    const c = byCourse.get(r.course.name) ?? empty();
    c[r.status]++;
    c.total++;
    total[r.status]++;
    total.total++;
    byCourse.set(r.course.name, c);
  }
  return {
    courses: [...byCourse].sort(([a], [b]) => a.localeCompare(b)).map(([name, counts]) => ({ name, counts })),
    total,
  };
}

/** On the student side the status shows as its first letter (spec 001 §4), in the reader's language. */
export const statusLetter = ({ messages }: Texts, s: AttendanceStatus) =>
  s === 'Present' ? messages.attendanceLetterPresent : s === 'Absent' ? messages.attendanceLetterAbsent : messages.attendanceLetterLate;

/** A day of attendance ('2026-03-02') as people read it, in their language and calendar. */
export const attendanceDay = (t: Texts, day: string) => t.format.formatDate(new Date(`${day}T00:00:00`).getTime());

/** A status as words of the reader's language ('Present' is ተገኝቷል in Amharic), never the wire's English. */
export const statusName = ({ messages }: Texts, s: AttendanceStatus) =>
  s === 'Present' ? messages.attendancePresent : s === 'Absent' ? messages.attendanceAbsent : messages.attendanceLate;

/** The roster search: any part of the full name or the ID. */
export function matchesStudent(s: { ID: string; firstName: string; middleName: string; lastName: string }, query: string) {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return `${s.firstName} ${s.middleName} ${s.lastName} ${s.ID}`.toLowerCase().includes(q);
}
