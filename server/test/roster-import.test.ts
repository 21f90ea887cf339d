import { count, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { unzipSync, zipSync } from 'fflate';
import { bearer, useTestApp } from './helpers';
import { multipart } from './multipart';
import { sampleZip } from './roster/sample';
import { records } from './roster/validator';
import {
  academicPeriods,
  courses,
  familyLinks,
  rosterSourcedIds,
  sections,
  studentSections,
  teacherSections,
  users,
} from '../src/db/schema';

// ─── Issue 39: a OneRoster 1.2 zip from another system into the demo school ──────────────────

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('AD-0001');
});

const upload = async (zip: Buffer, url = '/api/roster/import', token = admin, filename = 'roster.zip') => {
  const body = multipart([['file', { filename, content: zip, type: 'application/zip' }]]);
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};

/** What an import may change, counted: a refused one leaves every number as it was. */
async function counts() {
  const db = t.database.db;
  const n = async (table: Parameters<typeof db.select>[0] extends never ? never : Parameters<ReturnType<typeof db.select>['from']>[0]) =>
    (await db.select({ n: count() }).from(table))[0].n;
  return {
    users: await n(users),
    periods: await n(academicPeriods),
    sections: await n(sections),
    courses: await n(courses),
    placements: await n(studentSections),
    assignments: await n(teacherSections),
    links: await n(familyLinks),
    sourcedIds: await n(rosterSourcedIds),
  };
}

interface Issue {
  file: string;
  line: number | null;
  column: string | null;
  error: string;
}

/** A refused zip: 400, nothing changed, and the issues it named. */
async function refused(zip: Buffer, filename?: string): Promise<Issue[]> {
  const before = await counts();
  const res = await upload(zip, '/api/roster/import', admin, filename);
  expect(res.statusCode, res.body.slice(0, 500)).toBe(400);
  const body = res.json() as { error: string; errors: Issue[]; code: string };
  expect(body.error).toBeTruthy();
  expect(body.errors.length).toBeGreaterThan(0);
  expect(await counts()).toEqual(before);
  return body.errors;
}

/** The demo school's classes of Grade 7 A in an export: sourcedId and title (a term the file's terms matched takes their sourcedId). */
async function grade7AClasses() {
  const res = await t.app.inject({ method: 'GET', url: '/api/roster/export', headers: bearer(admin) });
  const rows = records(new TextDecoder().decode(unzipSync(new Uint8Array(res.rawPayload))['classes.csv']));
  return rows.filter((r) => r[6] === 'Grade 7 A').map((r) => `${r[0]} ${r[3]}`);
}

describe('a sample set of another system', () => {
  let classesBefore: string[];
  beforeAll(async () => {
    classesBefore = await grade7AClasses();
  });

  it('is checked first without writing anything', async () => {
    const before = await counts();
    const res = await upload(sampleZip(), '/api/roster/import/check');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.counts.find((c: { kind: string }) => c.kind === 'users')).toEqual({ kind: 'users', created: 7, updated: 0 });
    expect(body.warnings.join('\n')).toMatch(/aide/);
    expect(body.warnings.join('\n')).toMatch(/Studio Art|1 course without classes/);
    expect(await counts()).toEqual(before);
  });

  it('imports: terms, the section of its classes, courses, people with roles, agents, enrollments', async () => {
    const res = await upload(sampleZip());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    // Seven people (the aide is not kept), each with a temporary password and a new login ID.
    expect(body.accounts.map((a: { role: string }) => a.role).sort()).toEqual([
      'Family',
      'Family',
      'admin',
      'student',
      'student',
      'student',
      'teacher',
    ]);
    expect(
      body.accounts.every(
        (a: { ID: string; temporaryPassword: string }) => /^(TE|ST|AD|FA)-\d{4}$/.test(a.ID) && a.temporaryPassword.length === 12,
      ),
    ).toBe(true);
    const db = t.database.db;
    // Fall 2024 and Spring 2025 are the 2024 school year's semesters 1 and 2.
    const periods = await db.select().from(academicPeriods).where(eq(academicPeriods.year, 2024));
    const fall = periods.find((p) => p.startDate === '2024-08-19');
    const spring = periods.find((p) => p.startDate === '2025-01-06');
    expect(fall?.semester).toBe(1);
    expect(spring?.semester).toBe(2);
    // Section 9A of Grade 9 in each term; Algebra I and Homeroom in the fall, English 9 in both.
    const sectionRows = await db.select({ id: sections.id, name: sections.name }).from(sections).where(eq(sections.name, '9A'));
    expect(sectionRows).toHaveLength(2);
    // (The demo school already had the 2024 school year: its terms are these, with the file's dates.)
    const fallCourses = (await db.select().from(courses).where(eq(courses.academicPeriodId, fall!.id))).map((c) => c.name);
    expect(fallCourses).toEqual(expect.arrayContaining(['Algebra I', 'English 9', 'Homeroom']));
    const springCourses = (await db.select().from(courses).where(eq(courses.academicPeriodId, spring!.id))).map((c) => c.name);
    expect(springCourses).toContain('English 9');
    expect(springCourses).not.toContain('Algebra I');
    // Julia Morgan teaches the fall's three classes and the spring's English; she signs in with her temporary password.
    const julia = body.accounts.find((a: { fullName: string }) => a.fullName === 'Julia Morgan');
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { ID: julia.ID, password: julia.temporaryPassword } });
    expect(login.statusCode).toBe(200);
    // Thanh Nguyen's account is disabled; Maria Santos's guardian and Thanh's parent are linked.
    const thanh = body.accounts.find((a: { fullName: string }) => a.fullName === 'Thanh Nguyen');
    expect((await db.select({ frozen: users.frozen }).from(users).where(eq(users.ID, thanh.ID)))[0].frozen).toBe(true);
    const maria = body.accounts.find((a: { fullName: string }) => a.fullName === 'Maria Luisa Santos');
    expect(maria).toBeTruthy();
    expect(body.counts.find((c: { kind: string }) => c.kind === 'links').created).toBe(2);
    expect(body.counts.find((c: { kind: string }) => c.kind === 'placements').created).toBe(6);
    expect(body.counts.find((c: { kind: string }) => c.kind === 'assignments').created).toBe(4);
  });

  it('leaves the sourcedIds of the school’s own classes as they were (the school took the file’s sourcedId)', async () => {
    expect(classesBefore.length).toBeGreaterThan(0);
    expect(await grade7AClasses()).toEqual(classesBefore);
  });

  it('a second import of the same set changes nothing and makes no account', async () => {
    const before = await counts();
    const res = await upload(sampleZip());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.accounts).toEqual([]);
    expect(body.counts.filter((c: { created: number; updated: number }) => c.created || c.updated)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('updates by sourcedId: a renamed person and course keep their records', async () => {
    const res = await upload(
      sampleZip((f) => {
        f['users.csv'] = f['users.csv']!.replace('Julia,Morgan', 'Julia,Morgan-Reyes');
        f['courses.csv'] = f['courses.csv']!.replace('English 9,', 'English Language 9,');
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.accounts).toEqual([]);
    expect(body.counts.find((c: { kind: string }) => c.kind === 'users')).toEqual({ kind: 'users', created: 0, updated: 1 });
    expect(body.counts.find((c: { kind: string }) => c.kind === 'courses')).toEqual({ kind: 'courses', created: 0, updated: 2 });
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.fullName, 'Julia Morgan-Reyes'))).toHaveLength(1);
  });
});

describe('bad input is refused with its file, line and column, and changes nothing', () => {
  it('a file the manifest lists but the zip lacks', async () => {
    const issues = await refused(sampleZip((f) => (f['users.csv'] = null)));
    expect(issues).toContainEqual(expect.objectContaining({ file: 'users.csv', line: null, error: expect.stringMatching(/no such file/) }));
  });

  it('a wrong header', async () => {
    const issues = await refused(
      sampleZip((f) => (f['users.csv'] = f['users.csv']!.replace('givenName,familyName', 'familyName,givenName'))),
    );
    expect(issues).toEqual([
      expect.objectContaining({
        file: 'users.csv',
        line: 1,
        error: expect.stringMatching(/^The header must be: sourcedId,status,dateLastModified,enabledUser,username,/),
      }),
    ]);
  });

  it('a dangling reference', async () => {
    const issues = await refused(
      sampleZip((f) => (f['enrollments.csv'] = f['enrollments.csv']!.replace('enr-10,,,cls-eng9-9a', 'enr-10,,,cls-nope'))),
    );
    expect(issues).toEqual([
      { file: 'enrollments.csv', line: 11, column: 'classSourcedId', error: 'No record of classes.csv has the sourcedId cls-nope' },
    ]);
  });

  it('a duplicate sourcedId', async () => {
    const issues = await refused(sampleZip((f) => (f['users.csv'] = f['users.csv']!.replace('usr-g2,', 'usr-g1,'))));
    expect(issues).toContainEqual({
      file: 'users.csv',
      line: 9,
      column: 'sourcedId',
      error: 'usr-g1 appears more than once in this file (first on line 8)',
    });
  });

  it('a bad date, a bad enumeration, a bad boolean', async () => {
    const issues = await refused(
      sampleZip((f) => {
        f['academicSessions.csv'] = f['academicSessions.csv']!.replace('2024-08-19,2024-12-20', '2024-13-19,2024-12-20');
        f['orgs.csv'] = f['orgs.csv']!.replace(',school,', ',School,');
        f['users.csv'] = f['users.csv']!.replace(',false,tnguyen', ',no,tnguyen');
      }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { file: 'academicSessions.csv', line: 3, column: 'startDate', error: 'Must be a date written YYYY-MM-DD' },
        { file: 'orgs.csv', line: 3, column: 'type', error: 'Must be one of: department, school, district, local, state, national' },
        { file: 'users.csv', line: 6, column: 'enabledUser', error: 'Must be true or false' },
      ]),
    );
  });

  it('the product’s rules: one section a term per student, a teacher’s enrollment for a teacher', async () => {
    const issues = await refused(
      sampleZip((f) => {
        // The homeroom in another section than the student's other fall classes; a student enrolled as a teacher.
        f['classes.csv'] = f['classes.csv']!.replace('Homeroom 9A,09,crs-hr,9A', 'Homeroom 9A,09,crs-hr,9B');
        f['enrollments.csv'] = f['enrollments.csv']!.replace(',usr-s2,student,', ',usr-s2,teacher,');
      }),
    );
    expect(issues).toContainEqual({
      file: 'enrollments.csv',
      line: 8,
      column: 'classSourcedId',
      error: 'The student is in classes of two sections in one term (9A, 9B)',
    });
    expect(issues).toContainEqual({
      file: 'enrollments.csv',
      line: 9,
      column: 'userSourcedId',
      error: 'Only a user whose role is teacher can teach a class',
    });
  });

  it('a manifest of another version', async () => {
    const issues = await refused(sampleZip(() => {}, { 'oneroster.version': '1.1' }));
    expect(issues).toEqual([{ file: 'manifest.csv', line: 3, column: 'value', error: 'oneroster.version: Must be 1.2' }]);
  });

  it('a zip bomb: a file that unpacks past 100 MB', async () => {
    const bomb = Buffer.from(zipSync({ 'users.csv': new Uint8Array(101 * 1024 * 1024) }, { level: 1 }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const issues = await refused(bomb, 'bomb.zip');
    expect(issues).toEqual([
      { file: 'bomb.zip', line: null, column: null, error: 'The zip unpacks to more than 100 MB (users.csv): it is refused' },
    ]);
  }, 120_000);

  it('a 50 MB file', async () => {
    const issues = await refused(randomBytes(50 * 1024 * 1024), 'huge.zip');
    expect(issues).toEqual([{ file: 'huge.zip', line: null, column: null, error: 'The zip may be at most 20 MB' }]);
  }, 120_000);

  it('a file that is not a zip, and a zip of folders', async () => {
    expect(await refused(Buffer.from('sourcedId,status\r\n'), 'users.csv')).toEqual([
      { file: 'users.csv', line: null, column: null, error: 'The file is not a zip archive' },
    ]);
    const nested = Buffer.from(zipSync({ 'export/manifest.csv': Buffer.from('propertyName,value\r\n') }));
    expect(await refused(nested)).toEqual([
      {
        file: 'roster.zip',
        line: null,
        column: null,
        error: 'The CSV files must be at the top of the zip, not in a folder (export/manifest.csv)',
      },
    ]);
  });

  it('no file at all; a teacher may not import', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/roster/import', headers: bearer(admin) });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Choose a OneRoster zip file');
    const teacher = await upload(sampleZip(), '/api/roster/import', await t.login('TE-0001'));
    expect(teacher.statusCode).toBe(403);
  });

  it('only a super admin imports a system administrator', async () => {
    const zip = sampleZip((f) => {
      f['users.csv'] = f['users.csv']!.replace(
        'usr-p0,,,true,dkhan,,Dana,Khan,,P-0001,dkhan@',
        'usr-p9,,,true,skhan,,Sara,Khan,,P-0009,skhan@',
      );
      f['roles.csv'] = f['roles.csv']!.replace('rol-p0,,,usr-p0,primary,principal', 'rol-p9,,,usr-p9,primary,systemAdministrator');
    });
    expect(await refused(zip)).toEqual([
      { file: 'roles.csv', line: 5, column: 'role', error: 'Only a super admin may import a system administrator' },
    ]);
    const res = await upload(zip, '/api/roster/import/check', await t.login('SA-0001'));
    expect(res.statusCode, res.body).toBe(200);
  });
});
