import { messages as liveMessages, type Messages } from '@school/api';
import type { Texts } from './intl/texts';
import { fill as liveFill } from './text';
import { isTexts } from './words';

// Each function that writes a term takes the reader's texts first (`termText(t, period)`, t from
// useTexts(), decision 220); the forms without `t` read decision 60's live catalogue: deprecated,
// kept for the folders not moved yet.

type TermTexts = Pick<Texts<Messages>, 'messages' | 'fill'>;
type Period = { year: number; semester: number } | null | undefined;
type SectionInfo = { academic_period?: { year: number; semester: number } };
const live = (): TermTexts => ({ messages: liveMessages, fill: (template, values) => liveFill(template, values ?? {}) });

/**
 * Issue 35: every mark names its term. "2026, semester 1" of a period (or null when the answer
 * has none), for the places that show or produce a mark, a grade slot or a lock.
 */
export function termText(t: TermTexts, period: Period): string | null;
/** @deprecated Reads the live catalogue: use `termText(t, period)` (decision 220). */
export function termText(period: Period): string | null;
export function termText(...args: [TermTexts, Period] | [Period]): string | null {
  const [t, period] = isTexts(args[0]) ? (args as [TermTexts, Period]) : [live(), args[0] as Period];
  return period ? t.fill(t.messages.termLabel, { year: period.year, semester: period.semester }) : null;
}

/** "_2026_S1" for a file name (empty when the term is unknown). */
export function termFileSuffix(period: { year: number; semester: number } | null | undefined): string {
  return period ? `_${period.year}_S${period.semester}` : '';
}

/** The distinct terms of an exam's sections ("2026, semester 1"), joined; null when none is known. */
export function termsOfSections(t: TermTexts, infos: SectionInfo[]): string | null;
/** @deprecated Reads the live catalogue: use `termsOfSections(t, infos)` (decision 220). */
export function termsOfSections(infos: SectionInfo[]): string | null;
export function termsOfSections(...args: [TermTexts, SectionInfo[]] | [SectionInfo[]]): string | null {
  const [t, infos] = isTexts(args[0]) ? (args as [TermTexts, SectionInfo[]]) : [live(), args[0] as SectionInfo[]];
  const terms = [...new Set(infos.map((s) => termText(t, s.academic_period)).filter((x): x is string => !!x))];
  return terms.length ? terms.join(', ') : null;
}

/** "Mathematics, Grade 7 A (2026, semester 1)": a section of an exam with its term, when known. */
export function sectionWithTerm(t: TermTexts, label: string, period: Period): string;
/** @deprecated Reads the live catalogue: use `sectionWithTerm(t, label, period)` (decision 220). */
export function sectionWithTerm(label: string, period: Period): string;
export function sectionWithTerm(...args: [TermTexts, string, Period] | [string, Period]): string {
  const [t, label, period] = isTexts(args[0]) ? (args as [TermTexts, string, Period]) : [live(), args[0] as string, args[1] as Period];
  const term = termText(t, period);
  return term ? `${label} (${term})` : label;
}
