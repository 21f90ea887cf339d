import { and, count, eq } from 'drizzle-orm';
import {
  addTeacherResponseSchema,
  messages,
  teacherFullInfoSchema,
  teacherImportResponseSchema,
  teacherListSchema,
} from '@school/api/schemas';
import { academicPeriods, courseGrades, courses, grades, sections, teacherSections, teachers, users } from '../src/db/schema';
import { currentTerm } from '../src/db/current-term';
import { solidPng } from '../src/seed/images';
import { bearer, useTestApp } from './helpers';
import { multipart, type FilePart } from './multipart';

const t = useTestApp();
const db = () => t.database.db;

// ─── requests ───────────────────────────────────────────────────────────────
const form = (method: 'POST' | 'PUT', url: string, parts: [string, string | FilePart][], token?: string) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method, url: `/api/${url}`, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const PHOTO: FilePart = { filename: 'me.png', content: solidPng(6, 6, [200, 30, 30]), type: 'image/png' };

let admin = '';
let superAdmin = '';
let student = '';
let periodId = '';
/** A course of the current period taken only by Grade 7, assigned nowhere yet: free slots. */
let robotics = '';
let grade7A = '';
let grade7B = '';
let grade9A = '';
let mathematics = '';

async function teacherByLogin(ID: string) {
  const [row] = await db()
    .select({ id: teachers.id, userId: users.id })
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(eq(users.ID, ID));
  return row;
}
const countTeachers = async () => (await db().select({ n: count() }).from(teachers))[0].n;

beforeAll(async () => {
  [admin, superAdmin, student] = await Promise.all([t.login('AD-0001'), t.login('SA-0001'), t.login('ST-0001')]);
  periodId = (await currentTerm(db(), t.config.now()))!.id;
  const sectionId = async (name: string) =>
    (
      await db()
        .select({ id: sections.id })
        .from(sections)
        .innerJoin(grades, eq(grades.id, sections.gradeId))
        .where(and(eq(grades.academicPeriodId, periodId), eq(sections.name, name)))
    )[0].id;
  [grade7A, grade7B, grade9A] = await Promise.all([sectionId('Grade 7 A'), sectionId('Grade 7 B'), sectionId('Grade 9 A')]);
  const [g7] = await db()
    .select({ id: grades.id })
    .from(grades)
    .where(and(eq(grades.academicPeriodId, periodId), eq(grades.name, 'Grade 7')));
  const [course] = await db().insert(courses).values({ academicPeriodId: periodId, name: 'Robotics' }).returning();
  await db().insert(courseGrades).values({ courseId: course.id, gradeId: g7.id });
  robotics = course.id;
  [{ id: mathematics }] = await db()
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.academicPeriodId, periodId), eq(courses.name, 'Mathematics')));
});

const addParts = (over: Record<string, string> = {}, photo: FilePart | null = PHOTO): [string, string | FilePart][] => {
  const fields = {
    fullName: 'Almaz Kebede Tola',
    email: 'almaz.k@example.et',
    age: '31',
    gender: 'female',
    academic_period_id: periodId,
    assignedCourse: robotics,
    assignedSections: JSON.stringify([grade7A]),
    ...over,
  };
  return [...Object.entries(fields), ...(photo ? [['profilePhoto', photo] as [string, FilePart]] : [])];
};

// ─── roles ──────────────────────────────────────────────────────────────────
describe('who may call', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', 'getteachers/x'],
    ['POST', 'assignteacher', {}],
    ['DELETE', 'deleteteacher/x/y'],
    ['PUT', 'freezteacher', {}],
    ['PUT', 'editassignedgrade', {}],
    ['DELETE', 'deleteassignedsection/a/b/c/d'],
    ['POST', 'add-multiple-teachers', []],
    ['GET', 'getfullinfoteacher/x'],
  ];
  it.each(routes)('%s %s: 401 without a token, 403 for a student', async (method, url, body) => {
    const m = method as 'GET';
    expect((await call(m, url, undefined, body)).statusCode).toBe(401);
    const res = await call(m, url, student, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: messages.forbidden });
  });
  it('multipart adds and edits are refused to students too', async () => {
    expect((await form('POST', 'addteacher', addParts())).statusCode).toBe(401);
    expect((await form('POST', 'addteacher', addParts(), student)).statusCode).toBe(403);
    expect((await form('PUT', 'editteacher', [['fullName', 'x']], student)).statusCode).toBe(403);
  });
});

// ─── list ───────────────────────────────────────────────────────────────────
describe('GET getteachers/{academicPeriodId}', () => {
  it('pages the period’s teachers with their sections, for admin and super admin', async () => {
    for (const token of [admin, superAdmin]) {
      const res = await call('GET', `getteachers/${periodId}?page=1&limit=5`, token);
      expect(res.statusCode).toBe(200);
      const body = teacherListSchema.parse(res.json());
      expect(body.teachers).toHaveLength(5);
      expect(body.totalItems).toBeGreaterThanOrEqual(12);
      expect(body.totalPages).toBe(Math.ceil(body.totalItems / 5));
      expect(body.teachers[0].ID).toBe('TE-0001');
      expect(body.teachers[0].assignedSections.every((s) => s.academic_period_id === periodId)).toBe(true);
      expect(body.teachers[0].assignedCourse?.name).toMatch(/Mathematics|ICT/);
    }
  });
  it('searches full name, email and ID; limit all', async () => {
    const byId = teacherListSchema.parse((await call('GET', `getteachers/${periodId}?searchTerm=TE-0002`, admin)).json());
    expect(byId.teachers.map((x) => x.ID)).toEqual(['TE-0002']);
    const byName = teacherListSchema.parse((await call('GET', `getteachers/${periodId}?searchTerm=hirut`, admin)).json());
    expect(byName.teachers[0].fullName).toBe('Hirut Alemu Tadesse');
    const byMail = teacherListSchema.parse(
      (await call('GET', `getteachers/${periodId}?searchTerm=${encodeURIComponent(byName.teachers[0].email!)}`, admin)).json(),
    );
    expect(byMail.totalItems).toBe(1);
    const all = teacherListSchema.parse((await call('GET', `getteachers/${periodId}?limit=all`, admin)).json());
    expect(all.teachers.length).toBe(all.totalItems);
    expect((await call('GET', `getteachers/${periodId}?searchTerm=nobody-like-this`, admin)).json()).toEqual({
      teachers: [],
      totalItems: 0,
      totalPages: 0,
    });
  });
  it("answers 404 'no teacher' for a period without teachers, 404 for an unknown period", async () => {
    const [empty] = await db()
      .insert(academicPeriods)
      .values({ year: 2030, semester: 1, startDate: '2030-09-01', endDate: '2031-01-31' })
      .returning();
    // Every seeded teacher has sections, so none is listed in a period they do not teach in.
    const res = await call('GET', `getteachers/${empty.id}`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: messages.teachersNone });
    expect((await call('GET', 'getteachers/no-such-period', admin)).statusCode).toBe(404);
    // all=true: every teacher of the school, for the Assign tab.
    const all = teacherListSchema.parse((await call('GET', `getteachers/${empty.id}?all=true&limit=all`, admin)).json());
    expect(all.totalItems).toBeGreaterThanOrEqual(12);
    expect(all.teachers.every((x) => x.assignedSections.length === 0)).toBe(true);
  });
});

// ─── add ────────────────────────────────────────────────────────────────────
describe('POST addteacher', () => {
  it('refuses an empty form with the spec’s messages', async () => {
    const res = await form('POST', 'addteacher', [['fullName', '']], admin);
    expect(res.statusCode).toBe(400);
    const error = res.json().error as string;
    for (const text of [
      'Full name is required',
      'Email is required',
      'Age is required',
      'Gender is required',
      'Assigned subject is required',
      'Assigned class or grade is required',
      'Profile picture is required',
    ]) {
      expect(error).toContain(text);
    }
  });
  it('checks email, age and the photo’s content', async () => {
    expect((await form('POST', 'addteacher', addParts({ email: 'not-an-email' }), admin)).json()).toMatchObject({ error: 'Invalid email' });
    expect((await form('POST', 'addteacher', addParts({ age: '7' }), admin)).json()).toMatchObject({ error: messages.teachersAgeRange });
    const fake: FilePart = { filename: 'x.png', content: Buffer.from('<script>1</script>'), type: 'image/png' };
    expect((await form('POST', 'addteacher', addParts({}, fake), admin)).json()).toMatchObject({ error: messages.invalidPhoto });
    const taken = (await db().select({ email: users.email }).from(users).where(eq(users.ID, 'TE-0001')))[0].email!;
    expect((await form('POST', 'addteacher', addParts({ email: taken.toUpperCase() }), admin)).json()).toMatchObject({
      error: messages.emailTaken,
    });
  });
  it('refuses sections whose grade does not take the course, and sections already taught', async () => {
    expect((await form('POST', 'addteacher', addParts({ assignedSections: JSON.stringify([grade9A]) }), admin)).json()).toMatchObject({
      error: messages.teachersSectionNotInCourse,
    });
    const res = await form(
      'POST',
      'addteacher',
      addParts({ assignedCourse: mathematics, assignedSections: JSON.stringify([grade7A]) }),
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Mathematics in Grade 7 A is already taught by /);
    expect((await form('POST', 'addteacher', addParts({ assignedCourse: 'nope' }), admin)).json()).toMatchObject({
      error: messages.teachersCourseNotInPeriod,
    });
  });
  it('creates the account, the teacher and the sections; the temporary password signs in once', async () => {
    const before = await countTeachers();
    const res = await form('POST', 'addteacher', addParts(), admin);
    expect(res.statusCode).toBe(201);
    const body = addTeacherResponseSchema.parse(res.json());
    expect(body.message).toBe(messages.added);
    expect(body.teacher).toMatchObject({
      ID: 'TE-0013',
      fullName: 'Almaz Kebede Tola',
      email: 'almaz.k@example.et',
      age: 31,
      gender: 'female',
      status: true,
      assignedCourse: { _id: robotics, name: 'Robotics' },
    });
    expect(body.teacher.assignedSections.map((s) => s._id)).toEqual([grade7A]);
    expect(body.temporaryPassword).toMatch(/^.{12}$/);
    expect(await countTeachers()).toBe(before + 1);
    const login = await call('POST', 'login', undefined, { ID: 'TE-0013', password: body.temporaryPassword });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.temp_password_changed).toBe(false);
    // The photo reads through teachers/{photo}/{token} for any signed-in person.
    const photo = await call('GET', `teachers/${body.teacher.profilePhoto}/${student}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect((await call('GET', `teachers/${body.teacher.profilePhoto}/not-a-token`)).statusCode).toBe(401);
    expect((await call('GET', `teachers/0123456789abcdef.png/${student}`)).statusCode).toBe(404);
  });
});

// ─── assignments ────────────────────────────────────────────────────────────
describe('assign, edit and delete an assignment', () => {
  it('assigns an existing teacher, edits the assignment and deletes it', async () => {
    const te5 = await teacherByLogin('TE-0005');
    const bad = await call('POST', 'assignteacher', admin, {
      teacher_id: te5.id,
      assignedCourse: robotics,
      assignedSections: [],
      academic_period_id: periodId,
    });
    expect(bad.json()).toMatchObject({ error: 'Assigned class or grade is required' });
    const missingCourse = await call('POST', 'assignteacher', admin, {
      teacher_id: te5.id,
      assignedCourse: '',
      assignedSections: [grade7B],
      academic_period_id: periodId,
    });
    expect(missingCourse.json()).toMatchObject({ error: 'Assigned subject is required' });
    const res = await call('POST', 'assignteacher', admin, {
      teacher_id: te5.id,
      assignedCourse: robotics,
      assignedSections: [grade7B],
      academic_period_id: periodId,
    });
    expect(res.statusCode).toBe(201);
    const assignment = res
      .json()
      .teacher.assignedSections.find((s: { _id: string; course: { _id: string } }) => s._id === grade7B && s.course._id === robotics);
    expect(assignment).toBeTruthy();
    // Grade 7 B's Robotics is taken now: a second teacher cannot have it.
    const te6 = await teacherByLogin('TE-0006');
    const clash = await call('POST', 'assignteacher', admin, {
      teacher_id: te6.id,
      assignedCourse: robotics,
      assignedSections: [grade7B],
      academic_period_id: periodId,
    });
    expect(clash.json().error).toMatch(/^Robotics in Grade 7 B is already taught by Dawit/);

    const base = {
      assignedCourse: robotics,
      academic_period_id: periodId,
      teacher_id: te5.id,
      section_in_teacher_id: assignment.section_in_teacher_id,
    };
    expect((await call('PUT', 'editassignedgrade', admin, { ...base, assignedSections: [grade7A, grade7B] })).json()).toMatchObject({
      error: messages.teachersOneSection,
    });
    expect((await call('PUT', 'editassignedgrade', admin, { ...base, assignedSections: [grade9A] })).json()).toMatchObject({
      error: messages.teachersSectionNotInCourse,
    });
    expect((await call('PUT', 'editassignedgrade', admin, { ...base, assignedSections: [grade7B] })).statusCode).toBe(200);
    expect(
      (await call('PUT', 'editassignedgrade', admin, { ...base, section_in_teacher_id: 'nope', assignedSections: [grade7B] })).statusCode,
    ).toBe(404);

    expect((await call('DELETE', `deleteassignedsection/${periodId}/${robotics}/${grade7B}/${te5.id}`, admin)).json()).toEqual({
      message: messages.deleted,
    });
    expect((await call('DELETE', `deleteassignedsection/${periodId}/${robotics}/${grade7B}/${te5.id}`, admin)).statusCode).toBe(404);
  });
});

// ─── freeze ─────────────────────────────────────────────────────────────────
describe('PUT freezteacher', () => {
  it('freezes: no sign-in, no edit, delete or assignment; unfreeze restores', async () => {
    const te3 = await teacherByLogin('TE-0003');
    const teacherToken = await t.login('TE-0003');
    const frozen = await call('PUT', 'freezteacher', admin, { ID: 'TE-0003', status: false });
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json()).toMatchObject({ message: messages.teachersFrozenDone, teacher: { ID: 'TE-0003', status: false } });
    expect((await call('GET', `getfullinfoteacher/${te3.id}`, teacherToken)).statusCode).toBe(401); // sessions ended
    expect((await call('POST', 'login', undefined, { ID: 'TE-0003', password: 'Passw0rd!' })).statusCode).toBe(403);

    const edit = await form(
      'PUT',
      'editteacher',
      [
        ['_id', te3.id],
        ['fullName', 'Abebe G. Wolde'],
        ['email', 'abebe@example.et'],
        ['age', '45'],
        ['gender', 'male'],
      ],
      admin,
    );
    expect(edit.json()).toMatchObject({ error: messages.teachersFrozen });
    expect((await call('DELETE', `deleteteacher/${te3.id}/${periodId}`, admin)).json()).toMatchObject({ error: messages.teachersFrozen });
    expect(
      (
        await call('POST', 'assignteacher', admin, {
          teacher_id: te3.id,
          assignedCourse: robotics,
          assignedSections: [grade7B],
          academic_period_id: periodId,
        })
      ).json(),
    ).toMatchObject({ error: messages.teachersFrozen });
    const info = teacherFullInfoSchema.parse((await call('GET', `getfullinfoteacher/${te3.id}`, admin)).json());
    expect(info.teacher.status).toBe(false);

    const back = await call('PUT', 'freezteacher', admin, { ID: 'TE-0003', status: true });
    expect(back.json()).toMatchObject({ message: messages.teachersUnfrozenDone, teacher: { status: true } });
    expect((await call('POST', 'login', undefined, { ID: 'TE-0003', password: 'Passw0rd!' })).statusCode).toBe(200);
    expect(
      (
        await form(
          'PUT',
          'editteacher',
          [
            ['_id', te3.id],
            ['fullName', 'Abebe G. Wolde'],
            ['email', 'abebe@example.et'],
            ['age', '45'],
            ['gender', 'male'],
          ],
          admin,
        )
      ).json(),
    ).toMatchObject({
      message: messages.updated,
      teacher: { fullName: 'Abebe G. Wolde', email: 'abebe@example.et' },
    });
    expect((await call('PUT', 'freezteacher', admin, { ID: 'TE-9999', status: false })).statusCode).toBe(404);
    expect((await call('PUT', 'freezteacher', admin, { ID: 'TE-0003' })).statusCode).toBe(400);
  });
});

// ─── full info and delete ───────────────────────────────────────────────────
describe('getfullinfoteacher and deleteteacher', () => {
  it('shows the history across periods; delete removes one period, then the teacher', async () => {
    const te4 = await teacherByLogin('TE-0004');
    const info = teacherFullInfoSchema.parse((await call('GET', `getfullinfoteacher/${te4.id}`, admin)).json());
    const periods = new Set(info.history.map((h) => h.academic_period._id));
    expect(periods.size).toBeGreaterThan(1);
    expect(info.history[0].academic_period.year).toBeGreaterThanOrEqual(info.history[info.history.length - 1].academic_period.year);
    expect(info.history[0]).toMatchObject({
      section: { name: expect.any(String), gradeID: expect.any(String) },
      course: { name: expect.any(String) },
    });

    expect((await call('DELETE', `deleteteacher/${te4.id}/${periodId}`, admin)).json()).toEqual({ message: messages.deleted });
    const after = teacherFullInfoSchema.parse((await call('GET', `getfullinfoteacher/${te4.id}`, admin)).json());
    expect(after.history.some((h) => h.academic_period._id === periodId)).toBe(false);
    expect(after.history.length).toBeGreaterThan(0);
    for (const p of periods) await call('DELETE', `deleteteacher/${te4.id}/${p}`, admin);
    expect((await call('GET', `getfullinfoteacher/${te4.id}`, admin)).statusCode).toBe(404);
    expect(await teacherByLogin('TE-0004')).toBeUndefined();
    expect((await db().select({ n: count() }).from(teacherSections).where(eq(teacherSections.teacherId, te4.id)))[0].n).toBe(0);
  });
});

// ─── import ─────────────────────────────────────────────────────────────────
describe('POST add-multiple-teachers', () => {
  const good = (n: number) => ({
    fullName: `Import Teacher ${n}`,
    email: `import${n}@example.et`,
    profilePhoto: '',
    age: 30 + n,
    gender: n % 2 ? 'male' : 'female',
  });

  it('writes nothing when one row is bad and returns every row’s errors', async () => {
    const usersBefore = (await db().select({ n: count() }).from(users))[0].n;
    const taken = (await db().select({ email: users.email }).from(users).where(eq(users.ID, 'TE-0002')))[0].email!;
    const rows = [
      good(1),
      { ...good(2), age: 'old' },
      { ...good(3), gender: 'other', fullName: '' },
      { ...good(4), email: 'IMPORT1@example.et' },
      { ...good(5), email: taken },
      good(6),
    ];
    const res = await call('POST', 'add-multiple-teachers', admin, rows);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: messages.teachersImportRowsInvalid,
      // The one shape of every import's row errors, and the contract's rows by index.
      errors: [
        { row: 0, error: messages.teachersImportDuplicate },
        { row: 1, error: messages.teachersAgeRange },
        { row: 2, error: 'Full name is required' },
        { row: 2, error: messages.teachersGenderInvalid },
        { row: 3, error: messages.teachersImportDuplicate },
        { row: 4, error: messages.emailTaken },
      ],
      rows: [
        { index: 0, errors: [messages.teachersImportDuplicate] },
        { index: 1, errors: [messages.teachersAgeRange] },
        { index: 2, errors: ['Full name is required', messages.teachersGenderInvalid] },
        { index: 3, errors: [messages.teachersImportDuplicate] },
        { index: 4, errors: [messages.emailTaken] },
      ],
    });
    expect((await db().select({ n: count() }).from(users))[0].n).toBe(usersBefore);
  });

  it('imports every row in one go, with sequential IDs and temporary passwords', async () => {
    const res = await call('POST', 'add-multiple-teachers', admin, [good(1), { ...good(2), age: '41', gender: 'Female' }]);
    expect(res.statusCode).toBe(201);
    const body = teacherImportResponseSchema.parse(res.json());
    expect(body.teachers.map((x) => x.fullName)).toEqual(['Import Teacher 1', 'Import Teacher 2']);
    const [a, b] = body.teachers.map((x) => Number(x.ID.slice(3)));
    expect(b).toBe(a + 1);
    expect(
      (await call('POST', 'login', undefined, { ID: body.teachers[1].ID, password: body.teachers[1].temporaryPassword })).statusCode,
    ).toBe(200);
    // Imported teachers have no section yet and are listed in the period.
    const list = teacherListSchema.parse((await call('GET', `getteachers/${periodId}?searchTerm=Import Teacher`, admin)).json());
    expect(list.teachers.map((x) => [x.fullName, x.gender, x.age, x.assignedSections.length])).toEqual([
      ['Import Teacher 1', 'male', 31, 0],
      ['Import Teacher 2', 'female', 41, 0],
    ]);
  });

  it('refuses a body that is not a list of rows, or an empty one', async () => {
    expect((await call('POST', 'add-multiple-teachers', admin, [])).json()).toMatchObject({ error: messages.teachersImportEmpty });
    expect((await call('POST', 'add-multiple-teachers', admin, { fullName: 'x' })).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => good(i + 100));
    expect((await call('POST', 'add-multiple-teachers', admin, many)).json()).toMatchObject({ error: messages.teachersImportTooLarge });
  });
});
