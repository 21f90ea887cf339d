import type { Messages } from '@school/api';
import type { Texts } from './intl/texts';

// Each function that writes a term takes the reader's texts first (`termText(t, period)`, t from
// useTexts(), decision 220).

type TermTexts = Pick<Texts<Messages>, 'messages' | 'fill'>;
type Period = { year: number; semester: number } | null | undefined;
type SectionInfo = { academic_period?: { year: number; semester: number } };

/**
 * Issue 35: every mark names its term. "2026, semester 1" of a period (or null when the answer
 * has none), for the places that show or produce a mark, a grade slot or a lock.
 */
export function termText(t: TermTexts, period: Period): string | null {
  return period ? t.fill(t.messages.termLabel, { year: period.year, semester: period.semester }) : null;
}

/** "_2026_S1" for a file name (empty when the term is unknown). */
export function termFileSuffix(period: { year: number; semester: number } | null | undefined): string {
  return period ? `_${period.year}_S${period.semester}` : '';
}

/** The distinct terms of an exam's sections ("2026, semester 1"), joined; null when none is known. */
export function termsOfSections(t: TermTexts, infos: SectionInfo[]): string | null {
  const terms = [...new Set(infos.map((s) => termText(t, s.academic_period)).filter((x): x is string => !!x))];
  return terms.length ? terms.join(', ') : null;
}

/** "Mathematics, Grade 7 A (2026, semester 1)": a section of an exam with its term, when known. */
export function sectionWithTerm(t: TermTexts, label: string, period: Period): string {
  const term = termText(t, period);
  return term ? `${label} (${term})` : label;
}
