import { type AcademicPeriod, academicPeriodRequestSchema, addCourseRequestSchema, addGradeRequestSchema, type Grade } from '@school/api';
import type { Texts } from '../shared/intl';
import { fieldErrors } from '../shared/schemaText';

// A schema's English message in the reader's language and the first error per field: the shared
// mechanism of the forms (decision 256), re-exported for this folder's dialogs and tests.
export { fieldErrors, schemaText } from '../shared/schemaText';

// ─── Academic period dialog ─────────────────────────────────────────────────

export interface PeriodDraft {
  year: string;
  semester: string;
  startDate: string;
  endDate: string;
  [key: string]: unknown;
}

export const periodDraftOf = (p?: AcademicPeriod): PeriodDraft =>
  p
    ? { year: String(p.year), semester: String(p.semester), startDate: p.startDate, endDate: p.endDate }
    : { year: '', semester: '1', startDate: '', endDate: '' };

/**
 * The period dialog's errors as the user types: the contract's year and semester rules, and
 * the date order named on both fields ('Start date must be before end date' /
 * 'End date must be after start date', spec 000 §5). Empty dates are errors too.
 */
export function periodErrors(t: Texts, d: PeriodDraft): Partial<Record<keyof PeriodDraft, string>> {
  const { messages } = t;
  const errors = fieldErrors(t, academicPeriodRequestSchema, {
    ...d,
    year: d.year.trim() === '' ? undefined : d.year,
    semester: d.semester || undefined,
  });
  if (d.year.trim() === '') errors.year = messages.yearPositive;
  if (!d.semester) errors.semester = messages.semesterRange;
  if (!d.startDate) errors.startDate = messages.dateInvalid;
  if (!d.endDate) errors.endDate = messages.dateInvalid;
  if (d.startDate && d.endDate && d.startDate >= d.endDate) {
    errors.startDate = messages.startBeforeEnd;
    errors.endDate = messages.endAfterStartDate;
  } else if (d.startDate && !d.endDate) {
    // The schema's start-before-end rule read an empty end date: that field already says what is wrong.
    delete errors.startDate;
  }
  return errors;
}

export const periodLabel = ({ messages, fill }: Texts, p: Pick<AcademicPeriod, 'year' | 'semester'>) =>
  fill(messages.periodOption, { year: p.year, semester: p.semester });

// ─── Grade and course dialogs ───────────────────────────────────────────────

export interface GradeDraft {
  grade: string;
  sectionCount: string;
  capacity: string;
  [key: string]: unknown;
}
export const gradeDraftOf = (g?: Grade): GradeDraft =>
  g
    ? { grade: g.name, sectionCount: String(g.noOfSections), capacity: String(g.capacity) }
    : { grade: '', sectionCount: '', capacity: '40' };
export const gradeErrors = (t: Texts, d: GradeDraft) => fieldErrors(t, addGradeRequestSchema, { ...d, id: 'period' });

export interface CourseDraft {
  name: string;
  /** Grade ids. */
  grade: string[];
  [key: string]: unknown;
}
export const courseErrors = (t: Texts, d: CourseDraft) => fieldErrors(t, addCourseRequestSchema, { ...d, id: 'period' });

/** The ids of the course's grades (the list gives names; names are unique in a period). */
export const gradeIdsOf = (names: readonly string[], grades: readonly Grade[]) =>
  grades.filter((g) => names.includes(g.name)).map((g) => g._id);

/** 'Grade 2' before 'Grade 10': shorter names first, then alphabetical. */
export const naturalCompare = (a: string, b: string) => a.length - b.length || a.localeCompare(b);

/** Rows numbered 1, 2, 3… for the tables' '#' column. */
export const numbered = <T>(rows: readonly T[]) => rows.map((row, i) => ({ ...row, n: i + 1 }));
