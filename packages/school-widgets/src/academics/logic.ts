import type { z } from 'zod';
import {
  type AcademicPeriod,
  academicPeriodRequestSchema,
  addCourseRequestSchema,
  addGradeRequestSchema,
  englishMessages,
  type Grade,
  type MessageKey,
} from '@school/api';
import type { Texts } from '../shared/intl';
import { formValidationText } from '../shared/validationText';

let keysOfEnglish: Map<string, MessageKey> | null = null;
/**
 * A schema's own message in the reader's language: the contract's schemas are built once, in
 * English (their messages are `messages.x` read at load), so an English catalogue text is looked
 * up by its key; anything else (the shared validation texts, decision 220 §5) comes back as is.
 */
export function schemaText({ messages }: Texts, text: string): string {
  if (!keysOfEnglish) {
    keysOfEnglish = new Map();
    for (const [key, english] of Object.entries(englishMessages)) {
      if (!keysOfEnglish.has(english)) keysOfEnglish.set(english, key as MessageKey);
    }
  }
  const key = keysOfEnglish.get(text);
  return key ? messages[key] : text;
}

/** The first message per field of a zod schema's parse, keyed by the field's name, in the reader's language. */
export function fieldErrors(t: Texts, schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values, { error: formValidationText });
  const out: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key && !out[key]) out[key] = schemaText(t, issue.message);
    }
  }
  return out;
}

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
