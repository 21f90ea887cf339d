import { z } from 'zod';
import { formMessages as messages } from '../../messages/forms';
import { sessionUserSchema } from '../auth';
import { isCalendarDate } from '../common';

// ─── The student application (spec 000 §3 Application, §5 rules) ────────────

const required = (text: string) => z.string().trim().min(1, text);
/** 3-3-4 digits with optional dashes, 10 to 13 characters (spec 000 §5). */
export const phonePattern = /^\d{3}-?\d{3}-?\d{4}$/;
const phone = z.string().trim().min(10, messages.phoneInvalid).max(13, messages.phoneInvalid).regex(phonePattern, messages.phoneInvalid);

/** Birth date: a real date, in the past, at least 3 years back (YYYY-MM-DD). */
export function isBirthDateValid(value: string, today = new Date()): boolean {
  if (!isCalendarDate(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  const limit = new Date(Date.UTC(today.getUTCFullYear() - 3, today.getUTCMonth(), today.getUTCDate()));
  return date.getTime() <= limit.getTime();
}

/** The text fields of POST register; files travel beside them (profilePic, neccesseryDoc[]). */
export const applicationFieldsSchema = z
  .object({
    firstName: required(messages.firstNameRequired).max(60),
    middleName: required(messages.middleNameRequired).max(60),
    lastName: required(messages.lastNameRequired).max(60),
    age: z.coerce.number({ error: messages.ageRequired }).int().min(3, messages.tooShort).max(30, messages.tooLong),
    gender: z.enum(['female', 'male'], { error: messages.genderRequired }),
    birthPlace: required(messages.birthPlaceRequired).max(120),
    birthDate: z
      .string()
      .max(10, messages.birthDateInvalid)
      .refine((v) => isBirthDateValid(v), messages.birthDateInvalid),
    email: z.string().trim().min(1, messages.emailRequired).max(254, messages.invalidEmail).pipe(z.email(messages.invalidEmail)),
    password: z.string().min(1, messages.passwordRequired).min(8, messages.passwordLength).max(15, messages.passwordLength),
    conpassword: z.string().min(8, messages.passwordsMustMatch).max(50, messages.passwordsMustMatch),
    phoneNumber: phone,
    motherFullName: required(messages.motherFullNameRequired).max(120),
    homeAddress: required(messages.homeAddressRequired).max(200),
    emergencyContact: required(messages.emergencyContactRequired).max(120),
    emergencyPhoneNumber: phone,
    previousSchoolAttended: required(messages.previousSchoolRequired).max(200),
    currentGradeLevel: required(messages.currentGradeRequired).max(40),
    avarageValue: z.coerce.number({ error: messages.averageInvalid }).min(0, messages.averageInvalid).max(100, messages.averageInvalid),
    year: z.coerce.number({ error: messages.periodRequired }).int().min(2000).max(2200),
    semester: z.coerce.number({ error: messages.periodRequired }).int().min(1).max(4),
    classG: required(messages.gradeRequired).max(40),
  })
  .refine((v) => v.password === v.conpassword, { message: messages.passwordsMustMatch, path: ['conpassword'] });
export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;

/** 200 from register: the applicant is signed in to change the temporary password next. */
export const registerResponseSchema = z.object({ message: z.string(), token: z.string(), user: sessionUserSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// ─── Public lists the form needs ────────────────────────────────────────────

export const academicPeriodSchema = z.object({
  _id: z.string(),
  year: z.number().int(),
  semester: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
});
export type AcademicPeriod = z.infer<typeof academicPeriodSchema>;
export const gradeSchema = z.object({ _id: z.string(), name: z.string(), noOfSections: z.number().int(), capacity: z.number().int() });
export type Grade = z.infer<typeof gradeSchema>;
