import { eq } from 'drizzle-orm';
import { errorCodes, messages } from '@school/api/schemas';
import { users } from '../../src/db/schema';
import { bearer, useTestApp } from '../helpers';
import { seedIds, type SeedIds } from '../route-table/_ids';
import { deliberateDifferences, spec000, spec001, spec002, specCalls } from './spec-calls';

// ─── The contract test (issue 20) ────────────────────────────────────────────────────────────
// 1. Every call the three specs write (spec-calls.ts) is served: a route of the app takes that
//    method and path shape. 2. Calls replayed as the spec writes them (method, path, body)
//    answer the spec's status and shape; every failure is `{ error, errors, code }`. The
//    deliberate differences are listed by name (spec-calls.ts) and replayed too.
// replay.test.ts makes every one of the spec calls, writes included, in one order (decision 73);
// this file holds the spec's nested shapes of the reads and the failure bodies.

const t = useTestApp();
let ids: SeedIds;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ids = await seedIds(t.database.db, t.config.now());
  for (const who of ['AD-0001', 'TE-0001', 'ST-0001', 'FA-0001']) tokens[who] = await t.login(who);
});

const segmentsOf = (path: string) =>
  path
    .replace(/^\/?(api\/)?/, '')
    .replace(/\/$/, '')
    .split('/');
/** Does the route `url` (e.g. /api/users/:id) take the spec's `path` (e.g. users/{id}, staff/{photo}/null)? */
function takes(url: string, path: string): boolean {
  const route = segmentsOf(url);
  const spec = segmentsOf(path);
  return (
    route.length === spec.length &&
    route.every((r, i) => r === spec[i] || (r.startsWith(':') && (/^\{.+\}$/.test(spec[i]!) || spec[i] === 'null')))
  );
}

describe('every spec call is served', () => {
  it(`covers the ${specCalls.length} calls of the three documents`, () => {
    expect(spec000.length + spec001.length + spec002.length).toBe(specCalls.length);
    // 208 distinct method + path shapes (a call two documents both write counts once).
    expect(new Set(specCalls).size).toBe(208);
    const missing = specCalls.filter((call) => {
      const [method, path] = call.split(' ') as [string, string];
      return !t.app.routeTable.some((r) => r.method === method && takes(r.url, path));
    });
    expect(missing).toEqual([]);
  });
});

interface Replay {
  as?: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ids: SeedIds) => string;
  body?: (ids: SeedIds) => unknown;
  status: number;
  /** Keys the answer must have (nested with dots: `section.students`), or a check of its own. */
  shape?: string[] | ((body: Record<string, unknown>, ids: SeedIds) => void);
}

async function replay(r: Replay) {
  const token = r.as ? tokens[r.as] : undefined;
  const res = await t.app.inject({
    method: r.method,
    url: `/api/${r.path(ids)}`,
    headers: token ? bearer(token) : {},
    ...(r.body ? { payload: r.body(ids) as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}
const has = (body: unknown, key: string) =>
  key.split('.').reduce<unknown>((v, k) => (Array.isArray(v) ? v[0] : v)?.[k as never], body as never) !== undefined;

const reads: Record<string, Replay> = {
  'GET public-data': { method: 'GET', path: () => 'public-data', status: 200 },
  'GET getnews': { method: 'GET', path: () => 'getnews?page=1&limit=1&show=true', status: 200, shape: ['news', 'totalPages'] },
  'GET getallgrades': { method: 'GET', path: () => 'getallgrades', status: 200 },
  'GET admindash': { as: 'AD-0001', method: 'GET', path: () => 'admindash', status: 200 },
  'GET academicPeriods': { as: 'AD-0001', method: 'GET', path: () => 'academicPeriods?limit=all', status: 200 },
  'GET getcourses/{id}': { as: 'AD-0001', method: 'GET', path: (i) => `getcourses/${i.period}?limit=all`, status: 200 },
  'GET getgrades/{id}': { as: 'AD-0001', method: 'GET', path: (i) => `getgrades/${i.period}?limit=all`, status: 200 },
  'GET getsections/{id}': { as: 'AD-0001', method: 'GET', path: (i) => `getsections/${i.period}?limit=all`, status: 200 },
  'GET getsection/{id}': {
    as: 'AD-0001',
    method: 'GET',
    path: (i) => `getsection/${i.section7A}`,
    status: 200,
    shape: [
      'section.name',
      'section.gradeID',
      'section.capacity',
      'section.actual',
      'section.grade_academic_period_id.grade_id._id',
      'section.grade_academic_period_id.academic_period_id.year',
      'section.grade_academic_period_id.academic_period_id.semester',
      'section.students.student_id._id',
      'section.students.student_id.firstName',
      'section.students.student_id.email',
      'section.teachers.teacher_id.fullName',
      'section.teachers.teacher_id.email',
      'section.teachers.course_id.name',
    ],
  },
  'GET getsectionteacher/{id}': {
    as: 'TE-0001',
    method: 'GET',
    path: (i) => `getsectionteacher/${i.section7A}`,
    status: 200,
    shape: ['teachers.teacher_id._id', 'teachers.teacher_id.fullName', 'teachers.course_id.name'],
  },
  'GET getsectionstudent/{id}': {
    as: 'TE-0001',
    method: 'GET',
    path: (i) => `getsectionstudent/${i.section7A}`,
    status: 200,
    shape: ['students.student_id._id', 'students.student_id.lastName'],
  },
  'GET getfullinfoteacher/{teacher_id} (login ID)': {
    as: 'TE-0001',
    method: 'GET',
    path: () => 'getfullinfoteacher/TE-0001',
    status: 200,
    shape: [
      'teacher.fullName',
      'teacher.status',
      'teacher.profilePhoto',
      'teacher.user_id.ID',
      'teacher.sectionInfo.section_id.name',
      'teacher.sectionInfo.course_id.name',
      'teacher.sectionInfo.academic_period_id.year',
      'teacher.sectionInfo.academic_period_id.startDate',
    ],
  },
  'GET getfullinfoteacher/{teacher_id} (record id)': {
    as: 'AD-0001',
    method: 'GET',
    path: (i) => `getfullinfoteacher/${i.teacher['TE-0001']}`,
    status: 200,
    shape: ['teacher.user_id.ID'],
  },
  'GET users/{id}': {
    as: 'AD-0001',
    method: 'GET',
    path: (i) => `users/${i.user['TE-0001']}`,
    status: 200,
    shape: (b) => {
      const user = b.user as Record<string, unknown>;
      for (const key of [
        '_id',
        'ID',
        'fullName',
        'email',
        'type',
        'approved',
        'permissions',
        'photo',
        'url',
        'temp_password',
        'temp_password_changed',
        'sections',
        'sectionsYear',
        'links',
      ])
        expect(user, key).toHaveProperty(key);
      expect((user.sections as { name: string }[]).map((s) => s.name)).toContain('Grade 7 A');
    },
  },
  'GET users/{id} (a parent’s links with student_id)': {
    as: 'AD-0001',
    method: 'GET',
    path: (i) => `users/${i.user['FA-0001']}`,
    status: 200,
    shape: ['user.links.student_id._id', 'user.links.student_id.ID'],
  },
  'GET users': { as: 'AD-0001', method: 'GET', path: () => 'users', status: 200, shape: ['users._id', 'users.ID', 'users.fullName'] },
  'GET getteachers/{id}': {
    as: 'AD-0001',
    method: 'GET',
    path: (i) => `getteachers/${i.period}?page=1&limit=5`,
    status: 200,
    shape: ['teachers', 'totalPages'],
  },
  'GET getstudent/{id}': { as: 'ST-0001', method: 'GET', path: (i) => `getstudent/${i.student['ST-0001']}`, status: 200 },
  'GET teacher_dash_data/{teacherId}': {
    as: 'TE-0001',
    method: 'GET',
    path: (i) => `teacher_dash_data/${i.teacher['TE-0001']}`,
    status: 200,
  },
  'GET student_dash_data/{studentId}': {
    as: 'ST-0001',
    method: 'GET',
    path: (i) => `student_dash_data/${i.student['ST-0001']}`,
    status: 200,
  },
  'GET exams/{_id}': { as: 'TE-0001', method: 'GET', path: () => 'exams/TE-0001', status: 200 },
  'GET examsforstudent/{id}': { as: 'ST-0001', method: 'GET', path: () => 'examsforstudent/ST-0001', status: 200 },
  'GET notifications': { as: 'ST-0001', method: 'GET', path: () => 'notifications?limit=10&page=1', status: 200 },
  'GET getroles': { as: 'AD-0001', method: 'GET', path: () => 'getroles', status: 200 },
  'GET getpermissions/': { as: 'AD-0001', method: 'GET', path: () => 'getpermissions/', status: 200 },
  'GET sectionowner': { as: 'AD-0001', method: 'GET', path: () => 'sectionowner', status: 200 },
  'GET gradescale': { as: 'AD-0001', method: 'GET', path: () => 'gradescale', status: 200 },
  'GET get_students': { as: 'AD-0001', method: 'GET', path: () => 'get_students', status: 200 },
  'GET getallsections': { as: 'AD-0001', method: 'GET', path: () => 'getallsections', status: 200 },
  'GET parent/{id}': { as: 'FA-0001', method: 'GET', path: (i) => `parent/${i.user['FA-0001']}`, status: 200 },
  'GET get_all_order_permission': { as: 'AD-0001', method: 'GET', path: () => 'get_all_order_permission?page=1&limit=10', status: 200 },
};

describe('spec calls replayed: status and shape', () => {
  for (const [name, r] of Object.entries(reads)) {
    it(name, async () => {
      const { status, body } = await replay(r);
      expect({ name, status, body: status === r.status ? 'ok' : body }).toEqual({ name, status: r.status, body: 'ok' });
      if (typeof r.shape === 'function') r.shape(body, ids);
      else for (const key of r.shape ?? []) expect(has(body, key), `${name}: ${key}`).toBe(true);
    });
  }
});

/** A failure answers the one error contract: catalogue text, the spec's errors list, a known code. */
function expectErrorContract(body: Record<string, unknown>) {
  expect(typeof body.error).toBe('string');
  expect(Array.isArray(body.errors) && (body.errors as unknown[]).length > 0).toBe(true);
  expect(errorCodes).toContain(body.code);
  // No raw validator text reaches a person.
  expect(String(body.error)).not.toMatch(/Too small|Too big|expected string|received undefined|Invalid input/);
}

describe('failures carry { error, errors, code }', () => {
  const failures: Record<string, Replay> = {
    'GET getcoursematerial with an unknown section': {
      as: 'TE-0001',
      method: 'GET',
      path: (i) => `getcoursematerial/${i.teacher['TE-0001']}/${i.mathematics}/00000000-0000-4000-8000-000000000000`,
      status: 403,
    },
    'GET getattendancestudents with a bad date': {
      as: 'TE-0001',
      method: 'GET',
      path: (i) => `getattendancestudents/${i.teacher['TE-0001']}/${i.mathematics}/${i.section7A}/not-a-date`,
      status: 400,
    },
    'POST create_notification without a title': {
      as: 'AD-0001',
      method: 'POST',
      path: () => 'create_notification',
      body: () => ({ message: 'm', type: 'info', users: [] }),
      status: 400,
    },
    'POST markattendance with an empty body': {
      as: 'TE-0001',
      method: 'POST',
      path: () => 'markattendance',
      body: () => ({}),
      status: 400,
    },
    'POST schedule without a body': { as: 'AD-0001', method: 'POST', path: () => 'schedule', body: () => ({}), status: 400 },
    'GET users/{id} of nobody': { as: 'AD-0001', method: 'GET', path: () => 'users/nobody-at-all', status: 404 },
    'GET admindash without a token': { method: 'GET', path: () => 'admindash', status: 401 },
    'GET admindash as a student': { as: 'ST-0001', method: 'GET', path: () => 'admindash', status: 403 },
  };
  for (const [name, r] of Object.entries(failures)) {
    it(name, async () => {
      const { status, body } = await replay(r);
      expect(status).toBe(r.status);
      expectErrorContract(body);
    });
  }

  it("a bad field reads as the catalogue's words ('fullName is required'), never zod's", async () => {
    const { body } = await replay({
      as: 'AD-0001',
      method: 'POST',
      path: () => 'schedule',
      body: (i) => ({ section_id: i.section7A, day: 1, startTime: '07:00', endTime: '07:40' }),
      status: 400,
    });
    expect(body.errors).toEqual([messages.fieldRequired.replace('{field}', 'course')]);
    expect(body.code).toBe('invalid_input');
  });
});

describe('the deliberate differences', () => {
  it('are the recorded ones, by name', () => {
    expect(Object.keys(deliberateDifferences)).toEqual(['POST start_exam']);
  });

  it("POST start_exam: the spec's body alone is refused, asking for the date of birth", async () => {
    const { status, body } = await replay({
      as: 'ST-0001',
      method: 'POST',
      path: () => 'start_exam',
      body: (i) => ({ exam_id: i.section7A, student_id: i.student['ST-0001'], start_time: Date.now() }),
      status: 400,
    });
    expect(status).toBe(400);
    expectErrorContract(body);
    expect(body.errors).toContain(messages.examBirthDateRequired);
  });
});

describe("POST schedule and deleteschedule with the spec's body", () => {
  it('assigns by the teacher’s full name and the course’s name, then deletes the lesson; unknown names are 400s naming them', async () => {
    const [te] = await t.database.db.select({ fullName: users.fullName }).from(users).where(eq(users.ID, 'TE-0001'));
    const admin = tokens['AD-0001']!;
    const period = await t.app.inject({
      method: 'POST',
      url: '/api/schedule-period',
      headers: bearer(admin),
      payload: { section_id: ids.section7A, startTime: '06:00', endTime: '06:40' },
    });
    expect(period.statusCode).toBe(201);
    const spec = { fullName: te!.fullName, day: 5, startTime: '06:00', endTime: '06:40', course: 'Mathematics', section_id: ids.section7A };
    const added = await t.app.inject({ method: 'POST', url: '/api/schedule', headers: bearer(admin), payload: spec });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: messages.added,
      entry: { teacher: { fullName: te!.fullName }, course: { name: 'Mathematics' } },
    });
    const unknownCourse = await t.app.inject({
      method: 'POST',
      url: '/api/schedule',
      headers: bearer(admin),
      payload: { ...spec, day: 4, course: 'Astrology' },
    });
    expect(unknownCourse.statusCode).toBe(400);
    expect(unknownCourse.json()).toMatchObject({ error: 'Grade 7 A has no course named Astrology', code: 'invalid_input' });
    const unknownTeacher = await t.app.inject({
      method: 'POST',
      url: '/api/schedule',
      headers: bearer(admin),
      payload: { ...spec, day: 4, fullName: 'Nobody Here' },
    });
    expect(unknownTeacher.json()).toMatchObject({ error: 'No teacher named Nobody Here teaches in Grade 7 A' });
    const deleted = await t.app.inject({ method: 'POST', url: '/api/deleteschedule', headers: bearer(admin), payload: spec });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.deleted });
  });
});
