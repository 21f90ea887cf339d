import { messages } from '@school/api/schemas';
import { bearer, useTestApp } from './helpers';

const t = useTestApp();
let admin: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token: string | null = admin) =>
  t.app.inject({ method, url: `/api/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const FUTURE = { year: 2031, semester: 1, startDate: '2031-09-01', endDate: '2032-01-31' };
let current: { _id: string; year: number; semester: number };
let future: string;

beforeAll(async () => {
  admin = await t.login('AD-0001');
  const res = await call('GET', 'academicPeriods?limit=all');
  current = res.json().academicPeriods[0];
});

describe('academic periods', () => {
  it('needs a signed-in admin or super admin', async () => {
    expect((await call('GET', 'academicPeriods', undefined, null)).statusCode).toBe(401);
    const teacher = await t.login('TE-0001');
    const res = await call('GET', 'academicPeriods', undefined, teacher);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: messages.forbidden });
    expect((await call('POST', 'academicPeriods', FUTURE, teacher)).statusCode).toBe(403);
    expect((await call('GET', 'academicPeriods', undefined, await t.login('SA-0001'))).statusCode).toBe(200);
  });

  it('lists newest first with paging, search and limit=all', async () => {
    const page1 = (await call('GET', 'academicPeriods?page=1&limit=5')).json();
    expect(page1).toMatchObject({ totalItems: 6, totalPages: 2 });
    expect(page1.academicPeriods).toHaveLength(5);
    expect(page1.academicPeriods[0]).toMatchObject({ year: 2026, semester: 1, startDate: '2026-09-01', endDate: '2027-01-31' });
    expect((await call('GET', 'academicPeriods?page=2&limit=5')).json().academicPeriods).toHaveLength(1);
    const all = (await call('GET', 'academicPeriods?limit=all')).json();
    expect(all).toMatchObject({ totalItems: 6, totalPages: 1 });
    const found = (await call('GET', 'academicPeriods?searchTerm=2026')).json();
    expect(found.academicPeriods.map((p: { year: number }) => p.year)).toEqual([2026]);
    expect((await call('GET', 'academicPeriods?searchTerm=1999')).json()).toMatchObject({ academicPeriods: [], totalPages: 0 });
  });

  it('adds (201), reads, and refuses a second period of the same year and semester', async () => {
    const res = await call('POST', 'academicPeriods', FUTURE);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: messages.added, academicPeriod: FUTURE });
    future = res.json().academicPeriod._id;
    expect((await call('GET', `academicyears/${future}`)).json()).toEqual({ academicPeriod: { _id: future, ...FUTURE } });
    const dup = await call('POST', 'academicPeriods', FUTURE);
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ error: 'An academic period for 2031 semester 1 already exists' });
  });

  it('validates year, semester and dates with the contract texts', async () => {
    const bad = async (body: object) => (await call('POST', 'academicPeriods', { ...FUTURE, year: 2032, ...body })).json().error;
    expect(await bad({ year: -3 })).toBe('Year must be a positive integer');
    expect(await bad({ year: 'abc' })).toBe('Year must be a positive integer');
    expect(await bad({ semester: 5 })).toBe('Semester must be 1, 2, 3 or 4');
    expect(await bad({ startDate: '2032-02-01', endDate: '2032-01-01' })).toBe('Start date must be before end date');
    expect(await bad({ startDate: '1 Sept' })).toBe(messages.dateInvalid);
  });

  it('edits (200) and refuses an edit onto another period, or an unknown id (404)', async () => {
    const res = await call('PUT', `academicPeriods/${future}`, { ...FUTURE, endDate: '2032-01-30' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.updated, academicPeriod: { endDate: '2032-01-30' } });
    const clash = await call('PUT', `academicPeriods/${future}`, { ...FUTURE, year: 2026, semester: 1 });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error).toBe('An academic period for 2026 semester 1 already exists');
    expect((await call('PUT', 'academicPeriods/nope', FUTURE)).statusCode).toBe(404);
    expect((await call('GET', 'academicyears/nope')).statusCode).toBe(404);
    expect((await call('DELETE', 'academicPeriods/nope')).statusCode).toBe(404);
  });

  it('refuses to delete a period that has grades, courses or enrolled students', async () => {
    const res = await call('DELETE', `academicPeriods/${current._id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This academic period cannot be deleted while it has grades, courses, enrolled students');
  });
});

describe('grades and their sections', () => {
  let grade9: string;
  const sectionsOf = async (periodId: string) =>
    (await call('GET', `getsections/${periodId}?limit=all`)).json().sections as {
      _id: string;
      name: string;
      capacity: number;
      actual: number;
      gradeID: string;
    }[];

  it("adds a grade with its sections 'Grade 9 A', 'Grade 9 B', … at the grade's capacity", async () => {
    const res = await call('POST', 'addgrade', { id: future, grade: 'Grade 9', sectionCount: 3, capacity: 30 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: messages.added, grade: { name: 'Grade 9', noOfSections: 3, capacity: 30 } });
    grade9 = res.json().grade._id;
    expect((await sectionsOf(future)).map((s) => [s.name, s.capacity, s.actual, s.gradeID])).toEqual([
      ['Grade 9 A', 30, 0, 'Grade 9'],
      ['Grade 9 B', 30, 0, 'Grade 9'],
      ['Grade 9 C', 30, 0, 'Grade 9'],
    ]);
    const dup = await call('POST', 'addgrade', { id: future, grade: 'grade 9', sectionCount: 1, capacity: 30 });
    expect(dup.json()).toMatchObject({ error: 'The grade grade 9 already exists in this academic period' });
  });

  it('validates the grade dialog fields', async () => {
    expect((await call('POST', 'addgrade', { id: future, grade: '', sectionCount: 2, capacity: 30 })).json().error).toBe(
      'Grade or class is required',
    );
    expect((await call('POST', 'addgrade', { id: future, grade: 'Grade 10', capacity: 30 })).json().error).toBe(
      'Section count is required',
    );
    expect((await call('POST', 'addgrade', { id: future, grade: 'Grade 10', sectionCount: 0, capacity: 30 })).json().error).toBe(
      'Section count is required',
    );
    expect((await call('POST', 'addgrade', { id: 'nope', grade: 'Grade 10', sectionCount: 1, capacity: 30 })).statusCode).toBe(404);
  });

  it('edits: renames the sections, grows or shrinks their number and sets capacity', async () => {
    let res = await call('PUT', 'editgrade', { _id: grade9, id: future, grade: 'Grade 9 Natural', sectionCount: 4, capacity: 35 });
    expect(res.statusCode).toBe(200);
    expect(res.json().grade).toMatchObject({ name: 'Grade 9 Natural', noOfSections: 4, capacity: 35 });
    expect((await sectionsOf(future)).map((s) => `${s.name}/${s.capacity}`)).toEqual([
      'Grade 9 Natural A/35',
      'Grade 9 Natural B/35',
      'Grade 9 Natural C/35',
      'Grade 9 Natural D/35',
    ]);
    res = await call('PUT', 'editgrade', { _id: grade9, id: future, grade: 'Grade 9', sectionCount: 2, capacity: 35 });
    expect(res.statusCode).toBe(200);
    expect((await sectionsOf(future)).map((s) => s.name)).toEqual(['Grade 9 A', 'Grade 9 B']);
    expect(
      (await call('PUT', 'editgrade', { _id: grade9, id: current._id, grade: 'Grade 9', sectionCount: 2, capacity: 35 })).statusCode,
    ).toBe(404);
  });

  it('refuses to remove sections with students, or a capacity below their students', async () => {
    const grades = (await call('GET', `getgrades/${current._id}?searchTerm=Grade 7`)).json().grades;
    const g7 = grades.find((g: { name: string }) => g.name === 'Grade 7');
    const sections = (await sectionsOf(current._id)).filter((s) => s.gradeID === 'Grade 7');
    expect(sections.every((s) => s.actual > 0)).toBe(true);
    let res = await call('PUT', 'editgrade', { _id: g7._id, id: current._id, grade: 'Grade 7', sectionCount: 1, capacity: 40 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Sections with students cannot be removed: Grade 7 B');
    res = await call('PUT', 'editgrade', { _id: g7._id, id: current._id, grade: 'Grade 7', sectionCount: 2, capacity: 1 });
    expect(res.json().error).toBe(`Capacity cannot be below the ${sections[0].actual} students of Grade 7 A`);
  });

  it('lists grades in natural order with paging', async () => {
    const res = (await call('GET', `getgrades/${current._id}?page=1&limit=5`)).json();
    expect(res).toMatchObject({ totalItems: 13, totalPages: 3 });
    expect(res.grades.map((g: { name: string }) => g.name)).toEqual(['KG', 'Grade 1', 'Grade 2', 'Grade 3', 'Grade 4']);
  });

  it('refuses to delete a grade in use, naming why; deletes an unused one with its sections', async () => {
    const g7 = (await call('GET', `getgrades/${current._id}?searchTerm=Grade 7`)).json().grades[0];
    const res = await call('DELETE', `deletegrade/${g7._id}/${current._id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'The grade Grade 7 cannot be deleted while it has enrolled students, assigned teachers, schedule entries',
    );
    expect((await call('DELETE', `deletegrade/${grade9}/${current._id}`)).statusCode).toBe(404);
  });
});

describe('courses', () => {
  let course: string;
  let gradeIds: Record<string, string>;
  beforeAll(async () => {
    await call('POST', 'addgrade', { id: future, grade: 'Grade 10', sectionCount: 1, capacity: 30 });
    const grades = (await call('GET', `getgrades/${future}?limit=all`)).json().grades as { _id: string; name: string }[];
    gradeIds = Object.fromEntries(grades.map((g) => [g.name, g._id]));
  });

  it('adds a course for grades of its period (201)', async () => {
    const res = await call('POST', 'addcourse', { id: future, name: 'Physics', grade: [gradeIds['Grade 10'], gradeIds['Grade 9']] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: messages.added, course: { name: 'Physics', grades: ['Grade 9', 'Grade 10'] } });
    course = res.json().course._id;
    const list = (await call('GET', `getcourses/${future}?searchTerm=phys`)).json();
    expect(list).toMatchObject({ totalItems: 1, courses: [{ _id: course, name: 'Physics', grades: ['Grade 9', 'Grade 10'] }] });
  });

  it('validates: name, at least one grade, grades of the same period, unique name', async () => {
    const currentGrade = (await call('GET', `getgrades/${current._id}?limit=1`)).json().grades[0]._id;
    const error = async (body: object) =>
      (await call('POST', 'addcourse', { id: future, name: 'Chemistry', grade: [gradeIds['Grade 9']], ...body })).json().error;
    expect(await error({ name: ' ' })).toBe('Full name is required');
    expect(await error({ grade: [] })).toBe('assigned class or grade is required');
    expect(await error({ grade: [currentGrade] })).toBe("A course's grades must belong to its academic period");
    expect(await error({ name: 'physics' })).toBe('The course physics already exists in this academic period');
  });

  it('edits through editcourse/ (200)', async () => {
    const res = await call('PUT', 'editcourse/', {
      _id: course,
      academicPeriodId: future,
      name: 'Applied Physics',
      grade: [gradeIds['Grade 10']],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.updated, course: { name: 'Applied Physics', grades: ['Grade 10'] } });
    expect(
      (await call('PUT', 'editcourse/', { _id: course, academicPeriodId: current._id, name: 'X', grade: [gradeIds['Grade 10']] }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to delete a course that teachers teach, naming why', async () => {
    const maths = (await call('GET', `getcourses/${current._id}?searchTerm=Mathematics`)).json().courses[0];
    const res = await call('DELETE', `deletecourse/${maths._id}/${current._id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^The course Mathematics cannot be deleted while it has assigned teachers/);
  });

  it('deletes unused courses, grades and then the period', async () => {
    expect((await call('DELETE', `academicPeriods/${future}`)).json().error).toBe(
      'This academic period cannot be deleted while it has grades, courses',
    );
    expect((await call('DELETE', `deletecourse/${course}/${future}`)).json()).toEqual({ message: messages.deleted });
    for (const id of Object.values(gradeIds)) expect((await call('DELETE', `deletegrade/${id}/${future}`)).statusCode).toBe(200);
    expect((await call('GET', `getsections/${future}`)).json()).toMatchObject({ sections: [], totalItems: 0 });
    expect((await call('DELETE', `academicPeriods/${future}`)).statusCode).toBe(200);
    expect((await call('GET', `academicyears/${future}`)).statusCode).toBe(404);
  });
});

describe('section details', () => {
  let section: { _id: string; name: string; actual: number };
  beforeAll(async () => {
    section = (await call('GET', `getsections/${current._id}?searchTerm=Grade 7 A`)).json().sections[0];
  });

  it('reads the section with its actual number of students', async () => {
    const res = (await call('GET', `getsection/${section._id}`)).json().section;
    expect(res).toMatchObject({ name: 'Grade 7 A', gradeID: 'Grade 7', capacity: 40, academic_period_id: current._id });
    // spec 000 §3: the grade of the term as an object, its grade and its term (issue 37).
    expect(res.grade_academic_period_id).toEqual({
      _id: expect.any(String),
      grade_id: { _id: res.grade_academic_period_id._id, name: 'Grade 7' },
      academic_period_id: expect.objectContaining({ _id: current._id, year: current.year, semester: current.semester }),
    });
    const students = (await call('GET', `getsectionstudent/${section._id}`)).json().students;
    expect(students.length).toBe(res.actual);
    expect(students[0]).toEqual(expect.objectContaining({ ID: expect.stringMatching(/^ST-/), firstName: expect.any(String) }));
  });

  it('lists the teachers with their course', async () => {
    const teachers = (await call('GET', `getsectionteacher/${section._id}`)).json().teachers;
    expect(teachers.map((x: { course: { name: string } }) => x.course.name)).toContain('Mathematics');
    expect(teachers[0]).toEqual(expect.objectContaining({ ID: expect.stringMatching(/^TE-/), fullName: expect.any(String) }));
  });

  it('answers 404 for an unknown section; 403 to a teacher of other sections, 200 to one of this section', async () => {
    for (const path of ['getsection', 'getsectionteacher', 'getsectionstudent']) {
      expect((await call('GET', `${path}/nope`)).statusCode).toBe(404);
    }
    expect((await call('GET', `getsection/${section._id}`, undefined, await t.login('TE-0006'))).statusCode).toBe(403);
    expect((await call('GET', `getsection/${section._id}`, undefined, await t.login('TE-0001'))).statusCode).toBe(200);
  });
});
