import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { applicationFieldsSchema, type AcademicPeriod, type Grade } from '@school/api/schemas';
import { messages, readerLanguage } from '../../i18n';
import type { Db } from '../../db';
import { academicPeriods, grades, students } from '../../db/schema';
import type { AppConfig } from '../../config';
import { assertEmailsFree, chosenCredentials, createAccount } from '../../accounts/service';
import { isCommonPassword } from '../../auth/common-passwords';
import { login } from '../../auth/service';
import { badRequest } from '../../http/errors';
import { issuesText, MAX_DOCUMENTS, readForm } from '../../files/upload';
import { currentTerm } from '../../db/current-term';
import { applicationLimits, claimUploads } from './applicationFiles';

/** How far back an applicant may pick an academic period (spec 000 §9). */
export const PERIOD_YEARS_BACK = 8;

export async function allAcademicPeriods(db: Db): Promise<{ academicPeriods: AcademicPeriod[] }> {
  const rows = await db.select().from(academicPeriods).orderBy(desc(academicPeriods.year), desc(academicPeriods.semester));
  return {
    academicPeriods: rows.map((p) => ({ _id: p.id, year: p.year, semester: p.semester, startDate: p.startDate, endDate: p.endDate })),
  };
}

/** KG first, then Grade 1, Grade 2, ... Grade 12 (numbers compared as numbers). */
const gradeOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/** The grades of the current academic period: what an applicant may apply for. */
export async function currentGrades(db: Db, now: Date): Promise<{ grades: Grade[] }> {
  const period = await currentTerm(db, now);
  if (!period) return { grades: [] };
  const rows = await db.select().from(grades).where(eq(grades.academicPeriodId, period.id)).orderBy(asc(grades.name));
  const seen = new Set<string>();
  const list = rows
    .filter((g) => !seen.has(g.name) && !!seen.add(g.name))
    .sort((a, b) => (a.name === 'KG' ? -1 : b.name === 'KG' ? 1 : gradeOrder(a.name, b.name)))
    .map((g) => ({ _id: g.id, name: g.name, noOfSections: g.noOfSections, capacity: g.capacity }));
  return { grades: list };
}

const NUMERIC_FIELDS = ['age', 'avarageValue', 'year', 'semester'];

/**
 * POST register: validates the application, stores the files, creates the student user and
 * record in one transaction (files removed if it fails), then signs the applicant in.
 */
export async function register(db: Db, config: AppConfig, req: FastifyRequest) {
  const limits = applicationLimits(config);
  const form = await readForm(
    req,
    config.uploadDir,
    {
      profilePic: { folder: 'students', kind: 'image', max: 1 },
      neccesseryDoc: { folder: 'students', kind: 'document', max: MAX_DOCUMENTS },
    },
    // All files of one application together; past the applicant's total the account is not made.
    { maxTotalBytes: Math.min(limits.requestMaxBytes, limits.applicantMaxBytes) },
  );
  let committed = false;
  try {
    const input: Record<string, unknown> = {};
    for (const key of Object.keys(applicationFieldsSchema.shape)) {
      const v = form.fields[key] ?? '';
      // An empty number field is "missing" (its required text), not zero.
      input[key] = NUMERIC_FIELDS.includes(key) && v.trim() === '' ? undefined : v;
    }
    const parsed = applicationFieldsSchema.safeParse(input);
    const errors = parsed.success ? [] : issuesText(parsed.error.issues);
    if (parsed.success && isCommonPassword(parsed.data.password)) errors.push(messages.passwordTooCommon);
    errors.push(...form.errors);
    if (!form.errors.length) {
      if (!form.files.profilePic?.length) errors.push(messages.profilePicRequired);
      if (!form.files.neccesseryDoc?.length) errors.push(messages.documentsRequired);
    }
    if (!parsed.success || errors.length) throw badRequest(errors.join(', ') || messages.invalidData);
    const f = parsed.data;
    const email = f.email.toLowerCase();

    const now = config.now();
    const [period] = await db
      .select({ id: academicPeriods.id })
      .from(academicPeriods)
      .where(
        and(
          eq(academicPeriods.year, f.year),
          eq(academicPeriods.semester, f.semester),
          gte(academicPeriods.year, now.getUTCFullYear() - PERIOD_YEARS_BACK),
        ),
      )
      .limit(1);
    if (!period) throw badRequest(messages.periodUnknown);
    const offered = (await currentGrades(db, now)).grades.map((g) => g.name);
    if (!offered.includes(f.classG)) throw badRequest(messages.gradeUnknown);
    await assertEmailsFree(db, [email]);

    // The applicant chose this password on the form: it is theirs, not a temporary one
    // (decision 23), so sign-in does not force a change.
    const credentials = await chosenCredentials(f.password);
    const ID = await db.transaction(async (tx) => {
      const account = await createAccount(tx, {
        role: 'student',
        fullName: `${f.firstName} ${f.middleName} ${f.lastName}`,
        email,
        credentials,
        approved: false,
        // Applied in Amharic, reads Amharic from the first sign-in (issue 38).
        language: readerLanguage(),
        createdAt: now,
      });
      await tx.insert(students).values({
        userId: account.userId,
        firstName: f.firstName,
        middleName: f.middleName,
        lastName: f.lastName,
        age: f.age,
        gender: f.gender,
        birthPlace: f.birthPlace,
        birthDate: f.birthDate,
        email,
        profilePic: form.files.profilePic![0].name,
        phoneNumber: f.phoneNumber,
        motherFullName: f.motherFullName,
        homeAddress: f.homeAddress,
        emergencyContact: f.emergencyContact,
        emergencyPhoneNumber: f.emergencyPhoneNumber,
        previousSchoolAttended: f.previousSchoolAttended,
        currentGradeLevel: f.currentGradeLevel,
        avarageValue: f.avarageValue,
        classG: f.classG,
        approved: false,
        applicationYear: f.year,
        applicationSemester: f.semester,
        neccesseryDoc: form.files.neccesseryDoc!.map((d) => d.name),
        createdAt: now,
      });
      // The files were sent before the account existed: they are the applicant's (quota, purge).
      await claimUploads(tx, account.userId, [...form.files.profilePic!, ...form.files.neccesseryDoc!]);
      return account.ID;
    });
    committed = true;
    // Signed in exactly like a login (session row + JWT); the portal then opens the change-password
    // page (spec 000 §2), where changing the chosen password is optional.
    const session = await login(db, config, { ID, password: f.password });
    return { message: messages.registered, token: session.token, user: session.user };
  } catch (err) {
    if (!committed) await form.cleanup();
    throw err;
  }
}
