import { unzipSync } from 'fflate';
import { createTestApp, bearer, useTestApp, type TestContext } from './helpers';
import { multipart } from './multipart';
import { records, validateOneRoster } from './roster/validator';
import { createAccount, chosenCredentials } from '../src/accounts/service';
import { academicPeriods, roles } from '../src/db/schema';
import { roleNames } from '@school/api/schemas';

// ─── Issue 39: the school as a OneRoster 1.2 zip, and back ──────────────────────────────────

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('AD-0001');
});

async function exportZip(ctx: TestContext, token: string, query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/roster/export${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { zip: new Uint8Array(res.rawPayload), res };
}

/** The zip's files as text, for comparing two exports. */
const texts = (zip: Uint8Array) =>
  Object.fromEntries(
    Object.entries(unzipSync(zip))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]),
  );

describe('export', () => {
  it('writes the demo school as a conforming OneRoster 1.2 bulk set', async () => {
    const { zip, res } = await exportZip(t, admin);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="oneroster-\d{4}-\d{2}-\d{2}\.zip"$/);
    const { problems, files } = validateOneRoster(zip);
    expect(problems).toEqual([]);
    expect(Object.keys(files).sort()).toEqual(
      ['academicSessions', 'classes', 'courses', 'demographics', 'enrollments', 'manifest', 'orgs', 'roles', 'users'].map(
        (f) => `${f}.csv`,
      ),
    );
    // The demo people as they are: ST-0001 a student in grade 7 with FA-0001 as agent; roles by roles.csv.
    const users = files['users.csv'];
    const st1 = users.find((r) => r[4] === 'ST-0001')!;
    const fa1 = users.find((r) => r[4] === 'FA-0001')!;
    expect(st1[15]).toBe(''); // password never written
    expect(st1[14]).toBe('07'); // grades
    expect(st1[13].split(',')).toContain(fa1[0]); // agentSourcedIds
    expect(fa1[13].split(',')).toContain(st1[0]);
    const role = (sid: string) => files['roles.csv'].find((r) => r[3] === sid)![5];
    expect(role(st1[0])).toBe('student');
    expect(role(fa1[0])).toBe('parent');
    expect(role(users.find((r) => r[4] === 'SA-0001')![0])).toBe('systemAdministrator');
    // Applicants are not in the roster.
    expect(users.some((r) => r[4] === 'ST-0002')).toBe(false);
    // TE-0001 teaches Mathematics in Grade 7 A of the current term, with the lessons' times.
    const te1 = users.find((r) => r[4] === 'TE-0001')![0];
    const maths7A = files['classes.csv'].filter((r) => r[6] === 'Grade 7 A' && r[3].startsWith('Mathematics'));
    expect(maths7A.length).toBeGreaterThan(0);
    expect(maths7A.every((c) => c[4] === '07' && c[7] === 'scheduled')).toBe(true);
    const taught = files['enrollments.csv'].filter((e) => e[5] === te1 && e[6] === 'teacher').map((e) => e[3]);
    expect(maths7A.some((c) => taught.includes(c[0]))).toBe(true);
    expect(files['classes.csv'].some((c) => /^(Mon|Tue|Wed|Thu|Fri) \d\d:\d\d-\d\d:\d\d/.test(c[13]))).toBe(true);
  });

  it('exports one academic period, and the released grades on request', async () => {
    // The term before the current one: its reports are released.
    const periods = await t.database.db.select().from(academicPeriods);
    const period = periods.sort((a, b) => b.startDate.localeCompare(a.startDate))[1].id;
    const { zip } = await exportZip(t, admin, `?academic_period_id=${period}&grades=true`);
    const { problems, files } = validateOneRoster(zip);
    expect(problems).toEqual([]);
    const sessions = files['academicSessions.csv'].slice(1);
    expect(sessions.filter((s) => s[4] === 'semester').map((s) => s[0])).toEqual([period]);
    expect(new Set(files['classes.csv'].slice(1).map((c) => c[10]))).toEqual(new Set([period]));
    // Released reports: lineItems and results with their maxima from the grade scale.
    expect(files['categories.csv'].length).toBe(4);
    expect(files['lineItems.csv'].length).toBeGreaterThan(1);
    expect(files['results.csv'].length).toBeGreaterThan(1);
    expect(files['results.csv'].slice(1).every((r) => r[5] === 'fully graded' && Number.isFinite(Number(r[6])))).toBe(true);
  });

  it('answers 404 for a period that does not exist, 403 to a teacher', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/roster/export?academic_period_id=00000000-0000-4000-8000-000000000000',
      headers: bearer(admin),
    });
    expect(none.statusCode).toBe(404);
    const teacher = await t.app.inject({ method: 'GET', url: '/api/roster/export', headers: bearer(await t.login('TE-0001')) });
    expect(teacher.statusCode).toBe(403);
  });
});

describe('round trip', () => {
  let empty: TestContext;
  afterAll(async () => empty?.close());

  it('exports the demo school, imports it into an empty school, and exports the same files again', async () => {
    const first = (await exportZip(t, admin)).zip;
    empty = await createTestApp({}, { seed: false });
    // The empty school: the roles and one super admin to sign in with, whom the file's SA-0001 is (same email).
    const db = empty.database.db;
    await db.insert(roles).values(roleNames.map((name) => ({ name, kind: name, builtIn: true })));
    const saRow = records(texts(first)['users.csv']).find((r) => r[4] === 'SA-0001')!;
    await db.transaction((tx) =>
      chosenCredentials('Passw0rd!').then((credentials) =>
        createAccount(tx, {
          role: 'super admin',
          fullName: 'First Admin',
          email: saRow[10],
          credentials,
          ID: 'SA-0001',
          createdAt: new Date(),
        }),
      ),
    );
    const token = await empty.login('SA-0001');
    const body = multipart([['file', { filename: 'demo.zip', content: Buffer.from(first), type: 'application/zip' }]]);
    const res = await empty.app.inject({
      method: 'POST',
      url: '/api/roster/import',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body.slice(0, 2000)).toBe(201);
    const imported = res.json();
    expect(imported.accounts.length).toBeGreaterThan(50);
    expect(imported.accounts.every((a: { temporaryPassword: string }) => a.temporaryPassword.length === 12)).toBe(true);
    const second = (await exportZip(empty, token)).zip;
    expect(texts(second)).toEqual(texts(first));
  }, 240_000);
});
