// academicSessions.csv: a school year per year, each period a semester in it (decision 0200).
import type { academicPeriods } from '../../../db/schema';
import { messages } from '../../../i18n';
import { fill } from '../../../lib/text';
import { derivedId, yearKey } from '../ids';
import type { Table } from './types';

interface SessionsInput {
  ns: string;
  keptSessions: Map<string, string>;
  periods: (typeof academicPeriods.$inferSelect)[];
}

/** The academicSessions rows, and the sourcedIds of a period (semester) and of a year. */
export function exportSessions({ ns, keptSessions, periods }: SessionsInput) {
  const sessionId = (periodId: string) => keptSessions.get(periodId) ?? periodId;
  const yearId = (year: number) => keptSessions.get(yearKey(year)) ?? derivedId(ns, 'schoolYear', String(year));
  const academicSessions: Table = [];
  for (const year of new Set(periods.map((p) => p.year))) {
    const of = periods.filter((p) => p.year === year);
    const start = of.map((p) => p.startDate).sort()[0];
    const end = of.map((p) => p.endDate).sort()[of.length - 1];
    academicSessions.push({
      sourcedId: yearId(year),
      title: fill(messages.rosterYearTitle, { year, next: year + 1 }),
      type: 'schoolYear',
      startDate: start,
      endDate: end,
      schoolYear: end.slice(0, 4),
    });
  }
  for (const p of periods) {
    const yearEnd = periods
      .filter((q) => q.year === p.year)
      .map((q) => q.endDate)
      .sort()
      .pop()!;
    academicSessions.push({
      sourcedId: sessionId(p.id),
      title: fill(messages.rosterSessionTitle, { year: p.year, semester: p.semester }),
      type: 'semester',
      startDate: p.startDate,
      endDate: p.endDate,
      parentSourcedId: yearId(p.year),
      schoolYear: yearEnd.slice(0, 4),
    });
  }
  return { academicSessions, sessionId, yearId };
}
