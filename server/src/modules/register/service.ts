import { and, asc, desc, eq, gte, like, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { applicationFieldsSchema, messages, type AcademicPeriod, type Grade } from '@school/api/schemas';
import type { Db } from '../../db';
import { academicPeriods, grades, roles, students, users } from '../../db/schema';
import type { AppConfig } from '../../config';
import { hashPassword } from '../../auth/password';
import { login } from '../../auth/service';
import { badRequest } from '../../http/errors';
import { issuesText, MAX_DOCUMENTS, readForm } from '../../files/upload';
import { currentPeriod } from '../periods/current';

/** How far back an applicant may pick an academic period (spec 000 §9). */
export const PERIOD_YEARS_BACK = 8;

export async function allAcademicPeriods(db: Db): Promise<{ academicPeriods: AcademicPeriod[] }> {
  const rows = await db
    .select()
    .from(academicPeriods)
    .orderBy(desc(academicPeriods.year), desc(academicPeriods.semester));
  return {
    academicPeriods: rows.map((p) => ({ _id: p.id, year: p.year, semester: p.semester, startDate: p.startDate, endDate: p.endDate })),
  };
}

/** KG first, then Grade 1, Grade 2, ... Grade 12 (numbers compared as numbers). */
const gradeOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/** The grades of the current academic period: what an applicant may apply for. */
export async function currentGrades(db: Db, now: Date): Promise<{ grades: Grade[] }> {
  const period = await currentPeriod(db, now);
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

/** Next free login ID of the form ST-0001 (the highest number in use, plus one). */
async function nextStudentId(db: Pick<Db, 'select'>): Promise<string> {
  const [row] = await db
    .select({ n: sql<number | null>`max(cast(substring(${users.ID} from 4) as integer))` })
    .from(users)
    .where(and(like(users.ID, 'ST-%'), sql`${users.ID} ~ '^ST-[0-9]+$'`));
  return `ST-${String(Number(row?.n ?? 0) + 1).padStart(4, '0')}`;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * POST register: validates the application, stores the files, creates the student user and
 * record in one transaction (files removed if it fails), then signs the applicant in.
 */
export async function register(db: Db, config: AppConfig, req: FastifyRequest) {
  const form = await readForm(req, config.uploadDir, {
    profilePic: { folder: 'students', kind: 'image', max: 1 },
    neccesseryDoc: { folder: 'students', kind: 'document', max: MAX_DOCUMENTS },
  });
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
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    const [takenByStudent] = await db
      .select({ id: students.id })
      .from(students)
      .where(sql`lower(${students.email}) = ${email}`)
      .limit(1);
    if (taken || takenByStudent) throw badRequest(messages.emailTaken);

    const passwordHash = await hashPassword(f.password);
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'student')).limit(1);
    if (!role) throw new Error('the student role is missing');

    let ID = '';
    for (let attempt = 0; ; attempt++) {
      try {
        ID = await db.transaction(async (tx) => {
          const id = await nextStudentId(tx);
          const [user] = await tx
            .insert(users)
            .values({
              ID: id,
              fullName: `${f.firstName} ${f.middleName} ${f.lastName}`,
              email,
              passwordHash,
              roleId: role.id,
              approved: false,
              tempPasswordChanged: false,
              createdAt: now,
            })
            .returning({ id: users.id });
          await tx.insert(students).values({
            userId: user.id,
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
            // The column holds whole marks; the form allows decimals (docs/decisions.md).
            avarageValue: f.avarageValue,
            classG: f.classG,
            approved: false,
            applicationYear: f.year,
            applicationSemester: f.semester,
            neccesseryDoc: form.files.neccesseryDoc!.map((d) => d.name),
            createdAt: now,
          });
          return id;
        });
        committed = true;
        break;
      } catch (err) {
        // Two applications at once may pick the same next ID: try again with a fresh one.
        if (isUniqueViolation(err) && attempt < 4) continue;
        throw err;
      }
    }
    // Signed in exactly like a login (session row + JWT) to change the password next.
    const session = await login(db, config, { ID, password: f.password });
    return { message: messages.registered, token: session.token, user: session.user };
  } catch (err) {
    if (!committed) await form.cleanup();
    throw err;
  }
}
