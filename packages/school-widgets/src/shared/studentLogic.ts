import type { Fact } from './FactList';
import type { AcademicRecord, Messages, StudentDocumentType, StudentRecord } from '@school/api';
import type { Texts } from './intl/texts';
import { genderText } from './words';

// ─── Import (spec 000 §5: .xlsx, .xls, .csv; first sheet; header row first; known columns only) ──

/** Largest spreadsheet the import reads, in bytes. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;

export const isImportFileName = (name: string) => IMPORT_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

// ─── Lists (spec 000 §9: 5 rows first, then 10 or 25; the server searches, sorts and pages) ──

export const LIST_PAGE_SIZES = [5, 10, 25] as const;

/** Columns of the students' and applicants' tables the server sorts by (column id: its `sortBy`). */
export const PERSON_SORTABLE = {
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  gender: 'gender',
  email: 'email',
} as const;

/** A CSV of the new accounts' IDs and temporary passwords (to hand them out). */
export function passwordsCsv(accounts: { ID: string; firstName: string; lastName: string; temporaryPassword: string }[]): string {
  const q = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [
    'ID,firstName,lastName,temporaryPassword',
    ...accounts.map((a) => [a.ID, a.firstName, a.lastName, a.temporaryPassword].map(q).join(',')),
  ].join('\n');
}

// ─── Student record ─────────────────────────────────────────────────────────

export const fullNameOf = (s: { firstName: string; middleName: string; lastName: string }) =>
  `${s.firstName} ${s.middleName} ${s.lastName}`;

/** YYYY-MM-DD → MM/DD/YYYY (the form's format, spec 000 §5); '' for none. */
export function toFormDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

/** A record's period as 'year - semester n' parts, and the records newest first. */
export const sortRecords = (records: readonly AcademicRecord[]) =>
  [...records].sort((a, b) => b.academic_period.year - a.academic_period.year || b.academic_period.semester - a.academic_period.semester);

/** One stored document of a student, in the order the detail lists them. */
export interface StudentDocument {
  type: StudentDocumentType;
  index: number;
  name: string;
}

/** Every document of the record: birth certificate, grade reports, national ID, other documents. */
export function documentsOf(
  s: Pick<StudentRecord, 'BirthCertificate' | 'GradeReport' | 'NationalID' | 'neccesseryDoc'>,
): StudentDocument[] {
  return [
    ...(s.BirthCertificate ? [{ type: 'BirthCertificate' as const, index: 0, name: s.BirthCertificate }] : []),
    ...s.GradeReport.map((name, index) => ({ type: 'GradeReport' as const, index, name })),
    ...(s.NationalID ? [{ type: 'NationalID' as const, index: 0, name: s.NationalID }] : []),
    ...s.neccesseryDoc.map((name, index) => ({ type: 'neccesseryDoc' as const, index, name })),
  ];
}

/** Whether a slot takes several files (grade reports, other documents) or one. */
export const isListSlot = (type: StudentDocumentType) => type === 'GradeReport' || type === 'neccesseryDoc';

/** The sections of a period a record may move to: all of them, or those with a free seat (and the current one). */
export function sectionChoices<T extends { _id: string; capacity: number; actual: number }>(
  sections: readonly T[],
  currentId?: string,
): T[] {
  return sections.filter((s) => s._id === currentId || s.actual < s.capacity);
}

/** The personal details of a student record, as the student and applicant detail pages list them, in the reader's language. */
export function personalFacts(t: Pick<Texts<Messages>, 'messages' | 'fill' | 'format'>, student: StudentRecord): Fact[] {
  const { messages } = t;
  const day = t.format.formatDay;
  return [
    { label: messages.idHeader, value: student.user_id.ID },
    { label: messages.genderLabel, value: genderText(t, student.gender) },
    { label: messages.ageLabel, value: student.age },
    { label: messages.emailLabel, value: student.email },
    { label: messages.dateOfBirthLabel, value: student.birthDate ? day(student.birthDate) : '' },
    { label: messages.birthPlaceLabel, value: student.birthPlace },
    { label: messages.phoneNumberLabel, value: student.phoneNumber },
    { label: messages.motherFullNameLabel, value: student.motherFullName },
    { label: messages.homeAddressLabel, value: student.homeAddress },
    { label: messages.emergencyContactLabel, value: student.emergencyContact },
    { label: messages.emergencyPhoneLabel, value: student.emergencyPhoneNumber },
  ];
}
