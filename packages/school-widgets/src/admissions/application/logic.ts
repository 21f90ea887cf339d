import { z } from 'zod';
import { applicationFieldsSchema, type AcademicPeriod, type ApplicationFields, type FormMessages, type Grade } from '@school/api';
import type { Fill } from '../../shared/intl';
import { gradeText, type WordTexts } from '../../shared/words';

// ─── Which academic periods an applicant may choose ─────────────────────────

/** Academic period pickers offer the last 8 years (spec 000 §2, §9). */
export const PERIOD_YEARS = 8;

/** The periods of the last `years` years (this year and the 7 before; later years too), newest first. */
export function recentPeriods(periods: readonly AcademicPeriod[], today = new Date(), years = PERIOD_YEARS): AcademicPeriod[] {
  const oldest = today.getFullYear() - (years - 1);
  return periods.filter((p) => p.year >= oldest).sort((a, b) => b.year - a.year || b.semester - a.semester);
}

/** The select's value of a period: "2026-1". */
export const periodKey = (p: { year: number; semester: number }) => `${p.year}-${p.semester}`;

/** Back from "2026-1" to year and semester; undefined for the empty choice. */
export function parsePeriodKey(key: string): { year: number; semester: number } | undefined {
  const match = /^(\d{4})-(\d)$/.exec(key);
  return match ? { year: Number(match[1]), semester: Number(match[2]) } : undefined;
}

/** What the form's texts are made with: the reader's form texts and the light filler (decision 250). */
export interface FormTexts {
  readonly messages: FormMessages;
  readonly fill: Fill;
}

/** Select options for the periods ("2026, semester 1") and the grades (by name: classG is the grade's name). */
export const periodOptions = ({ messages, fill }: FormTexts, periods: readonly AcademicPeriod[]) =>
  periods.map((p) => ({ value: periodKey(p), label: fill(messages.periodOption, { year: p.year, semester: p.semester }) }));
/** The grades to apply for: the value is the school's name of the grade, the label the reader's words (issue 38). */
export const gradeOptions = (t: WordTexts, grades: readonly Grade[]) => grades.map((g) => ({ value: g.name, label: gradeText(t, g.name) }));

// ─── Client-side validation: the server's schema plus the files ─────────────

const isFile = (v: unknown): v is File => typeof v === 'object' && v !== null && 'name' in v && 'size' in v && 'type' in v;
/** Photo inputs accept images only (spec 000 §5). */
export const isImageFile = (f: File) => f.type.startsWith('image/') || /\.(jpe?g|png|gif|webp|bmp)$/i.test(f.name);

/** The files' rules, their texts in the reader's language. */
export const applicationFilesSchema = (messages: FormMessages) =>
  z.object({
    profilePic: z.custom<File | undefined>().superRefine((v, ctx) => {
      if (!isFile(v)) ctx.addIssue({ code: 'custom', message: messages.profilePicRequired });
      else if (!isImageFile(v)) ctx.addIssue({ code: 'custom', message: messages.imageOnly });
    }),
    neccesseryDoc: z.array(z.custom<File>(isFile), { error: messages.documentsRequired }).min(1, messages.documentsRequired),
  });

/** Everything the form checks before it sends: the same field rules as the server, and the files. */
export const applicationFormSchema = (messages: FormMessages) => z.intersection(applicationFieldsSchema, applicationFilesSchema(messages));
export type ApplicationFormInput = z.input<ReturnType<typeof applicationFormSchema>>;
export type ApplicationFormValues = z.output<ReturnType<typeof applicationFormSchema>>;

/** The form's starting values: empty texts, nothing chosen. */
export const emptyApplication = {
  firstName: '',
  middleName: '',
  lastName: '',
  age: '',
  birthPlace: '',
  birthDate: '',
  email: '',
  password: '',
  conpassword: '',
  phoneNumber: '',
  motherFullName: '',
  homeAddress: '',
  emergencyContact: '',
  emergencyPhoneNumber: '',
  previousSchoolAttended: '',
  currentGradeLevel: '',
  avarageValue: '',
  classG: '',
  neccesseryDoc: [],
} as unknown as ApplicationFormInput;

// ─── The multipart body of POST register ────────────────────────────────────

const FIELD_ORDER: ReadonlyArray<keyof ApplicationFields> = [
  'firstName',
  'middleName',
  'lastName',
  'age',
  'gender',
  'birthPlace',
  'birthDate',
  'email',
  'password',
  'conpassword',
  'phoneNumber',
  'motherFullName',
  'homeAddress',
  'emergencyContact',
  'emergencyPhoneNumber',
  'previousSchoolAttended',
  'currentGradeLevel',
  'avarageValue',
  'year',
  'semester',
  'classG',
];

/** The application as multipart form data: every field by its contract name, profilePic, and neccesseryDoc once per file. */
export function toApplicationFormData(values: ApplicationFormValues): FormData {
  const form = new FormData();
  for (const name of FIELD_ORDER) form.append(name, String(values[name]));
  if (values.profilePic) form.append('profilePic', values.profilePic);
  for (const doc of values.neccesseryDoc) form.append('neccesseryDoc', doc);
  return form;
}
