import { eq, sql } from 'drizzle-orm';
import { messages } from '@school/api/schemas';
import { users } from '../src/db/schema';
import { createAccount, nextLoginIds, syncLoginIdSequences, temporaryCredentials, temporaryPassword } from '../src/accounts/service';
import { solidPng } from '../src/seed/images';
import { bearer, useTestApp } from './helpers';
import { multipart, type Parts } from './multipart';

// The one account path (server/src/accounts): IDs from a sequence per prefix, one temporary-
// password rule, one email rule, for every way an account is made.

const t = useTestApp();
const db = () => t.database.db;

const call = (method: 'POST' | 'PUT', url: string, token: string, payload: unknown) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), payload: payload as object });
const upload = (url: string, parts: Parts, token?: string) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
};
const student = (n: number, email = `acc${n}.student@example.et`) => ({
  firstName: `Acc${n}`,
  middleName: 'Bekele',
  lastName: 'Tesfaye',
  gender: 'female',
  age: 12,
  email,
  birthDate: '2014-03-14',
});
const numberOf = (ID: string) => Number(ID.slice(3));
const highest = async (prefix: string) => {
  const [row] = await db()
    .select({ n: sql<number>`max(substring(${users.ID} from 4)::int)` })
    .from(users)
    .where(sql`${users.ID} like ${`${prefix}-%`}`);
  return Number(row.n);
};
/** The temporary-password rule (docs/decisions/0017-teachers-accounts-list-import-freeze-and-delete.md): 12 characters, upper, lower, digit, symbol. */
const TEMPORARY = /^(?=.*[A-Z])(?=.*[a-z])(?=.*[2-9])(?=.*[!#%+=?@])[A-Za-z2-9!#%+=?@]{12}$/;

let admin = '';
beforeAll(async () => {
  admin = await t.login('AD-0001');
});

describe('login IDs from a sequence per prefix', () => {
  it('the seed moved every sequence past its fixed IDs', async () => {
    for (const [role, prefix] of [
      ['teacher', 'TE'],
      ['student', 'ST'],
      ['admin', 'AD'],
      ['super admin', 'SA'],
      ['Family', 'FA'],
    ] as const) {
      const top = await highest(prefix);
      const [next] = await db().transaction((tx) => nextLoginIds(tx, role, 1));
      expect(numberOf(next)).toBeGreaterThan(top);
      expect(next).toMatch(new RegExp(`^${prefix}-\\d{4,}$`));
    }
  });

  it('ten students added at once get ten different IDs (no max + 1 race)', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => call('POST', 'addsinglestudent', admin, student(100 + i))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const ids = results.map((r) => r.json().student.user_id.ID as string);
    expect(new Set(ids).size).toBe(10);
    for (const r of results) expect(r.json().temporaryPassword).toMatch(TEMPORARY);
  });

  it('skips a number whose ID was written by hand ahead of the sequence', async () => {
    const [next] = await db().transaction((tx) => nextLoginIds(tx, 'student', 1));
    const ahead = `ST-${String(numberOf(next) + 1).padStart(4, '0')}`;
    const hash = (await db().select({ h: users.passwordHash }).from(users).where(eq(users.ID, 'ST-0001')))[0].h;
    const [role] = await db().select({ roleId: users.roleId }).from(users).where(eq(users.ID, 'ST-0001'));
    await db()
      .insert(users)
      .values({ ID: ahead, fullName: 'Written By Hand', email: 'by.hand@example.et', passwordHash: hash, roleId: role.roleId });
    const res = await call('POST', 'addsinglestudent', admin, student(200));
    expect(res.statusCode).toBe(201);
    expect(numberOf(res.json().student.user_id.ID)).toBe(numberOf(ahead) + 1);
  });

  it('syncLoginIdSequences never moves a sequence backwards', async () => {
    const [before] = await db().transaction((tx) => nextLoginIds(tx, 'teacher', 1));
    await syncLoginIdSequences(db());
    const [after] = await db().transaction((tx) => nextLoginIds(tx, 'teacher', 1));
    expect(numberOf(after)).toBe(numberOf(before) + 1);
  });
});

describe('one temporary-password rule', () => {
  it('every generated password follows it', () => {
    for (let i = 0; i < 200; i++) expect(temporaryPassword()).toMatch(TEMPORARY);
  });

  it('teachers (add and import) and students (add and import) get such a password, to change at first sign-in', async () => {
    const imported = await call('POST', 'add-multiple-teachers', admin, [
      { fullName: 'Imported Teacher', email: 'imported.t@example.et', age: 30, gender: 'male' },
    ]);
    expect(imported.statusCode).toBe(201);
    const teacher = imported.json().teachers[0];
    expect(teacher.temporaryPassword).toMatch(TEMPORARY);
    const students = await call('POST', 'importstudent', admin, [student(300), student(301)]);
    expect(students.statusCode).toBe(201);
    for (const s of students.json().students) expect(s.temporaryPassword).toMatch(TEMPORARY);
    const rows = await db()
      .select({ ID: users.ID, changed: users.tempPasswordChanged, email: users.email })
      .from(users)
      .where(sql`${users.ID} in (${teacher.ID}, ${students.json().students[0].ID})`);
    expect(rows.map((r) => r.changed)).toEqual([false, false]);
  });
});

describe('one email rule: unique whatever the case', () => {
  it('a teacher, a student or an applicant cannot take an email in use in another case', async () => {
    const taken = 'Shared.Person@Example.ET';
    expect((await call('POST', 'addsinglestudent', admin, student(400, taken))).statusCode).toBe(201);
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.email, taken.toLowerCase()));
    expect(row.email).toBe('shared.person@example.et');

    const teacher = await call('POST', 'add-multiple-teachers', admin, [
      { fullName: 'Other Person', email: 'SHARED.person@example.et', age: 30, gender: 'male' },
    ]);
    expect(teacher.statusCode).toBe(400);
    expect(JSON.stringify(teacher.json())).toContain(messages.emailTaken);
    const again = await call('POST', 'addsinglestudent', admin, student(401, 'shared.PERSON@example.et'));
    expect(again.json()).toMatchObject({ error: messages.emailTaken });
  });

  it('the database refuses a second account with the same email in another case (unique index on lower(email))', async () => {
    const [role] = await db().select({ roleId: users.roleId, h: users.passwordHash }).from(users).where(eq(users.ID, 'AD-0001'));
    await db()
      .insert(users)
      .values({ ID: 'XX-0001', fullName: 'One', email: 'index.check@example.et', passwordHash: role.h, roleId: role.roleId });
    await expect(
      db()
        .insert(users)
        .values({ ID: 'XX-0002', fullName: 'Two', email: 'INDEX.check@example.et', passwordHash: role.h, roleId: role.roleId }),
    ).rejects.toThrow();
  });

  it('two requests racing with one email: one account, and a 400 (never a 500) for the other', async () => {
    const email = 'race.email@example.et';
    const results = await Promise.all([0, 1, 2].map((i) => call('POST', 'addsinglestudent', admin, student(500 + i, email))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json()).toMatchObject({ error: messages.emailTaken });
  });

  it('createAccount answers a taken email with the 400 inside any transaction', async () => {
    const credentials = await temporaryCredentials();
    await expect(
      db().transaction((tx) =>
        createAccount(tx, { role: 'Family', fullName: 'A Parent', email: 'SHARED.person@example.et', credentials, createdAt: new Date() }),
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: messages.emailTaken });
    const made = await db().transaction((tx) =>
      createAccount(tx, { role: 'Family', fullName: 'A Parent', email: ' New.Parent@Example.et ', credentials, createdAt: new Date() }),
    );
    expect(made.ID).toMatch(/^FA-\d{4}$/);
    expect(numberOf(made.ID)).toBeGreaterThan(2);
    expect(made.email).toBe('new.parent@example.et');
  });
});

describe('applicants (register) come through the same path', () => {
  it('gets the next ST ID and keeps the password they chose', async () => {
    const [next] = await db().transaction((tx) => nextLoginIds(tx, 'student', 1));
    const parts: Parts = [
      ...Object.entries({
        firstName: 'Sara',
        middleName: 'Kebede',
        lastName: 'Alemu',
        age: '12',
        gender: 'female',
        birthPlace: 'Mizan Teferi',
        birthDate: '2014-03-05',
        email: 'Sara.Applicant@example.et',
        password: 'Kebele-Sara-26',
        conpassword: 'Kebele-Sara-26',
        phoneNumber: '091-234-5678',
        motherFullName: 'Almaz Tesfaye',
        homeAddress: 'Kebele 02',
        emergencyContact: 'Almaz Tesfaye',
        emergencyPhoneNumber: '0912345679',
        previousSchoolAttended: 'Aman Primary',
        currentGradeLevel: 'Grade 6',
        avarageValue: '88',
        year: '2026',
        semester: '1',
        classG: 'Grade 7',
      }),
      ['profilePic', { filename: 'me.png', content: solidPng(4, 4, [1, 2, 3]), type: 'image/png' }],
      ['neccesseryDoc', { filename: 'me2.png', content: solidPng(4, 4, [3, 2, 1]), type: 'image/png' }],
    ];
    const res = await upload('register', parts);
    expect(res.statusCode, res.body).toBe(200);
    expect(numberOf(res.json().user.ID)).toBe(numberOf(next) + 1);
    expect(res.json().user).toMatchObject({ email: 'sara.applicant@example.et', temp_password_changed: true, approved: false });
  });
});
