import { messages } from '@school/api';
import { fill } from './text';

/**
 * Issue 35: every mark names its term. "2026, semester 1" of a period (or null when the answer
 * has none), for the places that show or produce a mark, a grade slot or a lock.
 */
export function termText(period: { year: number; semester: number } | null | undefined): string | null {
  return period ? fill(messages.termLabel, { year: period.year, semester: period.semester }) : null;
}

/** "_2026_S1" for a file name (empty when the term is unknown). */
export function termFileSuffix(period: { year: number; semester: number } | null | undefined): string {
  return period ? `_${period.year}_S${period.semester}` : '';
}

/** The distinct terms of an exam's sections ("2026, semester 1"), joined; null when none is known. */
export function termsOfSections(infos: { academic_period?: { year: number; semester: number } }[]): string | null {
  const terms = [...new Set(infos.map((s) => termText(s.academic_period)).filter((t): t is string => !!t))];
  return terms.length ? terms.join(', ') : null;
}

/** "Mathematics, Grade 7 A (2026, semester 1)": a section of an exam with its term, when known. */
export function sectionWithTerm(label: string, period: { year: number; semester: number } | null | undefined): string {
  const term = termText(period);
  return term ? `${label} (${term})` : label;
}
