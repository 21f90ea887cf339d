import {
  TEACHER_IMPORT_HEADER,
  TEACHER_IMPORT_MAX_ROWS,
  type AcademicPeriod,
  type Course,
  type NewTeacherAccount,
  type Section,
  type TeacherAssignment,
} from '@school/api';
import type { Texts } from '../shared/intl';
import type { ImportRowError } from '../shared/importer';

// ─── Periods ────────────────────────────────────────────────────────────────

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The period whose dates include today, else the latest one; null when there is none. */
export function currentPeriodOf(periods: readonly AcademicPeriod[], today: Date = new Date()): AcademicPeriod | null {
  const day = isoDay(today);
  const latestFirst = [...periods].sort((a, b) => b.year - a.year || b.semester - a.semester);
  return latestFirst.find((p) => p.startDate <= day && day <= p.endDate) ?? latestFirst[0] ?? null;
}

export const periodLabel = ({ messages, fill }: Texts, p: { year: number; semester: number }) =>
  fill(messages.teachersPeriodOption, { year: p.year, semester: p.semester });

// ─── Sections of a course ───────────────────────────────────────────────────

/** 'Grade 7 A' stays as it is; a bare letter 'A' reads 'Grade 7 A'. */
export const sectionLabel = ({ messages, fill }: Texts, gradeName: string, sectionName: string) =>
  sectionName.startsWith(gradeName) ? sectionName : fill(messages.teachersSectionOption, { grade: gradeName, section: sectionName });

/**
 * The "Assign section and course" rule (spec 000 §5): only sections whose grade takes the course.
 * A course names its grades (by name, or by id in some answers), so both are matched.
 */
export function sectionsForCourse(t: Texts, course: Course | undefined, sections: readonly Section[]): Section[] {
  if (!course) return [];
  const grades = new Set(course.grades);
  return sections
    .filter((s) => grades.has(s.gradeID) || grades.has(s.grade_academic_period_id))
    .sort((a, b) => sectionLabel(t, a.gradeID, a.name).localeCompare(sectionLabel(t, b.gradeID, b.name), 'en', { numeric: true }));
}

export const statusText = ({ messages }: Texts, employed: boolean) => (employed ? messages.teachersEmployed : messages.teachersTerminated);

/** The subjects taught in a period, from the assignment history ('' when none). */
export function coursesInPeriod(history: readonly TeacherAssignment[], periodId: string): string {
  return [...new Set(history.filter((h) => h.academic_period._id === periodId).map((h) => h.course.name))].join(', ');
}

// ─── Forms ──────────────────────────────────────────────────────────────────

export const isImageFile = (file: File) => file.type.startsWith('image/');

/** The multipart body of addteacher / editteacher; sections travel as one JSON array text. */
export function buildTeacherForm(values: { fields: Record<string, string>; sections?: readonly string[]; photo?: File | null }): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(values.fields)) body.append(k, v);
  if (values.sections) body.append('assignedSections', JSON.stringify(values.sections));
  if (values.photo) body.append('profilePhoto', values.photo, values.photo.name);
  return body;
}

/** The temporary passwords as CSV (ID, full name, password), for the admin to hand over. */
export function passwordsCsv(accounts: readonly Pick<NewTeacherAccount, 'ID' | 'fullName' | 'temporaryPassword'>[]): string {
  const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [['ID', 'fullName', 'temporaryPassword'], ...accounts.map((a) => [a.ID, a.fullName, a.temporaryPassword])];
  return lines.map((l) => l.map(cell).join(',')).join('\r\n') + '\r\n';
}

// ─── Import ─────────────────────────────────────────────────────────────────

/** Most bytes an import file may have. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = TEACHER_IMPORT_MAX_ROWS;

export type ImportField = (typeof TEACHER_IMPORT_HEADER)[number];

/** Whether a chosen file may be read at all: .xlsx and at most 2 MB. */
export function fileProblem({ messages }: Texts, file: { name: string; size: number }): string | null {
  if (!/\.xlsx$/i.test(file.name)) return messages.teachersImportOnlyXlsx;
  if (file.size > IMPORT_MAX_BYTES) return messages.teachersImportTooLarge;
  return null;
}

/** A preview row as it is sent: the cells, the age as a number when it reads as one. */
export type TeacherRequestRow = Omit<Record<ImportField, string>, 'age'> & { age: string | number };
export function toRequestRow(cells: Partial<Record<ImportField, string>>): TeacherRequestRow {
  const full = Object.fromEntries(TEACHER_IMPORT_HEADER.map((f) => [f, cells[f] ?? ''])) as Record<ImportField, string>;
  const age = full.age.trim();
  return { ...full, age: age === '' || Number.isNaN(Number(age)) ? full.age : Number(age) };
}

/** The import's check across rows: an email that appears more than once in the file, on each of its rows. */
export function duplicateEmails({ messages }: Texts, rows: readonly { email: string }[]): ImportRowError[] {
  const key = (r: { email: string }) => r.email.trim().toLowerCase();
  const counts = new Map<string, number>();
  for (const r of rows) if (key(r)) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return rows.flatMap((r, row) =>
    (counts.get(key(r)) ?? 0) > 1 ? [{ row, field: 'email', error: messages.teachersImportDuplicate }] : [],
  );
}

/** A long list shortened for a table cell: the first `shown` items, then "+N more" (sorted, unique). */
export function shortList({ messages, fill }: Texts, items: readonly string[], shown = 4): string {
  const unique = [...new Set(items)].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  if (unique.length <= shown) return unique.join(', ');
  return `${unique.slice(0, shown).join(', ')} ${fill(messages.teachersMore, { count: unique.length - shown })}`;
}
