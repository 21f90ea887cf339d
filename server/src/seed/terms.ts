import { isoDay } from '../db/current-term';

/**
 * School terms relative to "now" so the demo stays current: semester 1 runs September to
 * January, semester 2 February to August (no gap, so some term always covers today).
 * `year` is the Gregorian year the school year starts in.
 */
export interface Term {
  year: number;
  semester: 1 | 2;
  startDate: string;
  endDate: string;
}

const term = (year: number, semester: 1 | 2): Term =>
  semester === 1
    ? { year, semester, startDate: `${year}-09-01`, endDate: `${year + 1}-01-31` }
    : { year, semester, startDate: `${year + 1}-02-01`, endDate: `${year + 1}-08-31` };

export function termOf(now: Date): Term {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth(); // 0 = January
  if (m >= 8) return term(y, 1);
  if (m === 0) return term(y - 1, 1);
  return term(y - 1, 2);
}

/** The last `count` terms, oldest first, the last one covering `now`. */
export function recentTerms(now: Date, count = 6): Term[] {
  const out: Term[] = [termOf(now)];
  while (out.length < count) {
    const t = out[0];
    out.unshift(t.semester === 2 ? term(t.year, 1) : term(t.year - 1, 2));
  }
  const today = isoDay(now);
  if (!(out[out.length - 1].startDate <= today && today <= out[out.length - 1].endDate)) {
    throw new Error('term computation does not cover today'); // guards the calendar rules above
  }
  return out;
}
