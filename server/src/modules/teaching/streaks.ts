// ─── Absence streaks (beyond the spec: flag a student absent 3 days in a row) ────────────────

/** A day the student was marked in a section; `absent` when every mark that day was Absent. */
export interface MarkedDay {
  date: string;
  absent: boolean;
}

export const ABSENCE_STREAK_FLAG = 3;

/**
 * How many of the student's most recent marked days in a row were absences, and the first of
 * them. Days without any mark (weekends, no lesson) do not break a streak: "in a row" counts the
 * days the class met and marked the student. `days` may come in any order.
 */
export function absentStreak(days: readonly MarkedDay[]): { days: number; since: string | null } {
  const newestFirst = [...days].sort((a, b) => b.date.localeCompare(a.date));
  let count = 0;
  let since: string | null = null;
  for (const d of newestFirst) {
    if (!d.absent) break;
    count++;
    since = d.date;
  }
  return { days: count, since };
}
