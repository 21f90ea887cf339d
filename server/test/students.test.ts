import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { messages, studentListSchema, studentResponseSchema } from '@school/api/schemas';
import { academicPeriods, grades, sections, studentSections, students } from '../src/db/schema';
import { solidPng } from '../src/seed/images';
import { simplePdf } from '../src/seed/admissions';
import { bearer, useTestApp } from './helpers';
import { multipart, type FilePart } from './multipart';

const t = useTestApp();

// ─── helpers ────────────────────────────────────────────────────────────────
const upload = (method: 'POST' | 'PUT', url: string, parts: [string, string | FilePart][], token: string) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method, url: `/api/${url}`, payload, headers: { ...headers, ...bearer(token) } });
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const filesIn = async (folder: string) => (await readdir(path.join(t.config.uploadDir, folder)).catch(() => [] as string[])).sort();

const PNG = solidPng(8, 6, [10, 120, 200]);
const PDF = simplePdf('test');
const newStudent = (n: number, extra: Record<string, unknown> = {}) => ({
  firstName: `Abel${n}`,
  middleName: 'Bekele',
  lastName: 'Tesfaye',
  gender: 'male',
  age: 12,
  email: `abel${n}.test@example.et`,
  birthDate: '03/14/2014',
  phoneNumber: '091-234-5678',
  ...extra,
});

let admin = '';
let superAdmin = '';
let teacher = '';
let student = '';
let periodId = '';
let grade7A = '';
let grade7B = '';
beforeAll(async () => {
  [admin, superAdmin, teacher, student] = await Promise.all(['AD-0001', 'SA-0001', 'TE-0001', 'ST-0001'].map((id) => t.login(id)));
  const db = t.database.db;
  const [period] = await db.select().from(academicPeriods).orderBy(academicPeriods.year, academicPeriods.semester);
  const all = await db.select().from(academicPeriods);
  const current = all.sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  periodId = current.id;
  void period;
  const secs = await db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .where(eq(grades.academicPeriodId, periodId));
  grade7A = secs.find((s) => s.name === 'Grade 7 A')!.id;
  grade7B = secs.find((s) => s.name === 'Grade 7 B')!.id;
});

// ─── list and read ──────────────────────────────────────────────────────────
describe('GET getstudents', () => {
  it('pages the approved students and searches names, email and ID', async () => {
    const res = await call('GET', 'getstudents?page=1&limit=5', admin);
    expect(res.statusCode).toBe(200);
    const body = studentListSchema.parse(res.json());
    expect(body.students).toHaveLength(5);
    expect(body.totalItems).toBeGreaterThanOrEqual(60);
    expect(body.totalPages).toBe(Math.ceil(body.totalItems / 5));
    expect(body.students.map((s) => s.ID)).not.toContain('ST-0002');
    const one = studentListSchema.parse((await call('GET', 'getstudents?searchTerm=ST-0001', admin)).json());
    expect(one.students.map((s) => s.ID)).toEqual(['ST-0001']);
    const none = studentListSchema.parse((await call('GET', 'getstudents?searchTerm=%25zz_', admin)).json());
    expect(none).toEqual({ students: [], totalPages: 0, totalItems: 0 });
  });

  it('counts the same on every page, past the end, with a search and for limit=all', async () => {
    const first = studentListSchema.parse((await call('GET', 'getstudents?page=1&limit=5', admin)).json());
    const past = studentListSchema.parse((await call('GET', 'getstudents?page=99&limit=5', admin)).json());
    expect(past).toEqual({ students: [], totalItems: first.totalItems, totalPages: first.totalPages });
    const all = studentListSchema.parse((await call('GET', 'getstudents?limit=all', admin)).json());
    expect(all.students).toHaveLength(first.totalItems);
    expect(all).toMatchObject({ totalItems: first.totalItems, totalPages: 1 });
    const searched = studentListSchema.parse((await call('GET', 'getstudents?searchTerm=st-00&page=2&limit=5', admin)).json());
    const searchedPast = studentListSchema.parse((await call('GET', 'getstudents?searchTerm=st-00&page=99&limit=5', admin)).json());
    expect(searched.students).toHaveLength(5);
    expect(searchedPast).toEqual({ students: [], totalItems: searched.totalItems, totalPages: searched.totalPages });
    // Applicants are counted apart from students, with the same statement shapes.
    const applicants = (await call('GET', 'studenttobeapproved?page=99&limit=5', admin)).json();
    const applicantsAll = (await call('GET', 'studenttobeapproved?limit=all', admin)).json();
    expect(applicants.StudentsTobeApproved).toEqual([]);
    expect(applicants.totalItems).toBe(applicantsAll.StudentsTobeApproved.length);
    expect(applicants.totalItems).not.toBe(first.totalItems);
  });

  it('is for admins: 401 without a token, 403 for a teacher or a student', async () => {
    expect((await call('GET', 'getstudents')).statusCode).toBe(401);
    expect((await call('GET', 'getstudents', teacher)).statusCode).toBe(403);
    expect((await call('GET', 'getstudents', student)).statusCode).toBe(403);
    expect((await call('GET', 'getstudents?limit=0', admin)).statusCode).toBe(400);
  });
});

describe('GET getstudent/{id}', () => {
  it('returns the record with documents and academic records; by login ID or _id', async () => {
    const res = await call('GET', 'getstudent/ST-0001', admin);
    expect(res.statusCode).toBe(200);
    const { student: s } = studentResponseSchema.parse(res.json());
    expect(s.user_id).toMatchObject({ ID: 'ST-0001', approved: true });
    expect(s.BirthCertificate).toMatch(/\.pdf$/);
    expect(s.GradeReport.length).toBeGreaterThan(0);
    expect(s.academicRecords[0].section.name).toBe('Grade 7 A');
    expect((await call('GET', `getstudent/${s._id}`, admin)).json().student.user_id.ID).toBe('ST-0001');
  });

  it('lets a student read only their own record', async () => {
    expect((await call('GET', 'getstudent/ST-0001', student)).statusCode).toBe(200);
    expect((await call('GET', 'getstudent/ST-0003', student)).statusCode).toBe(403);
    expect((await call('GET', 'getstudent/ST-9999', admin)).statusCode).toBe(404);
  });
});

// ─── add, edit, freeze, delete ──────────────────────────────────────────────
describe('POST addsinglestudent', () => {
  it('creates an approved student with the next ID and a temporary password that signs in', async () => {
    const res = await call('POST', 'addsinglestudent', admin, newStudent(1));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(messages.added);
    expect(body.student.user_id).toMatchObject({ approved: true, temp_password_changed: false });
    expect(body.student.birthDate).toBe('2014-03-14');
    expect(body.temporaryPassword).toMatch(/^.{8,15}$/);
    const login = await call('POST', 'login', undefined, { ID: body.student.user_id.ID, password: body.temporaryPassword });
    expect(login.statusCode).toBe(200);
  });

  it('answers bad input with the exact messages', async () => {
    const res = await call('POST', 'addsinglestudent', admin, {
      ...newStudent(2),
      firstName: '',
      age: 'x',
      gender: 'other',
      email: 'nope',
      birthDate: '13/40/2014',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      [messages.firstNameRequired, messages.ageNumber, messages.genderValue, messages.invalidEmail, messages.birthDateFormat].join(', '),
    );
    const dup = await call('POST', 'addsinglestudent', admin, newStudent(1));
    expect(dup.json()).toMatchObject({ error: messages.emailTaken });
    expect((await call('POST', 'addsinglestudent', teacher, newStudent(3))).statusCode).toBe(403);
    expect((await call('POST', 'addsinglestudent', undefined, newStudent(3))).statusCode).toBe(401);
  });
});

describe('super admin only: edit, delete, freeze', () => {
  let id = '';
  let ID = '';
  beforeAll(async () => {
    const body = (await call('POST', 'addsinglestudent', admin, newStudent(10))).json();
    id = body.student._id;
    ID = body.student.user_id.ID;
  });

  it('refuses an admin with 403 and lets the super admin edit', async () => {
    expect((await call('PUT', `editstudent/${id}`, admin, newStudent(10, { firstName: 'Kaleb' }))).statusCode).toBe(403);
    expect((await call('DELETE', `deletestudent/${id}`, admin)).statusCode).toBe(403);
    expect((await call('PUT', 'freezstudent', admin, { ID })).statusCode).toBe(403);
    const res = await call('PUT', `editstudent/${id}`, superAdmin, newStudent(10, { firstName: 'Kaleb' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().student.firstName).toBe('Kaleb');
    expect(
      (await call('PUT', `editstudent/${id}`, superAdmin, { ...newStudent(10), email: 'abel1.test@example.et' })).json(),
    ).toMatchObject({
      error: messages.emailTaken,
    });
  });

  it('freezes: a frozen student cannot be edited, deleted, given a record or sign in; unfreezing restores', async () => {
    const frozen = await call('PUT', 'freezstudent', superAdmin, { ID });
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json()).toMatchObject({ message: messages.studentFrozenText, student: { status: false } });
    expect((await call('PUT', `editstudent/${id}`, superAdmin, newStudent(10))).json()).toMatchObject({ error: messages.studentFrozen });
    expect((await call('DELETE', `deletestudent/${id}`, superAdmin)).json()).toMatchObject({ error: messages.studentFrozen });
    const rec = await call('POST', 'addstudenttosection', admin, { student_id: id, section_id: grade7B, academic_period_id: periodId });
    expect(rec.statusCode).toBe(400);
    expect(rec.json().error).toBe(messages.studentFrozen);
    const list = studentListSchema.parse((await call('GET', `getstudents?searchTerm=${ID}`, admin)).json());
    expect(list.students[0].status).toBe(false);
    const unfrozen = await call('PUT', 'freezstudent', superAdmin, { ID });
    expect(unfrozen.json()).toMatchObject({ message: messages.studentUnfrozenText, student: { status: true } });
    expect((await call('PUT', 'freezstudent', superAdmin, {})).json()).toMatchObject({ error: messages.idRequired });
  });

  it('deletes the student with their files', async () => {
    const up = await upload(
      'POST',
      `addotherdoc/${id}`,
      [['neccesseryDoc', { filename: 'a.pdf', content: PDF, type: 'application/pdf' }]],
      admin,
    );
    expect(up.statusCode).toBe(201);
    const name = up.json().student.neccesseryDoc[0];
    expect(await filesIn('students')).toContain(name);
    const res = await call('DELETE', `deletestudent/${id}`, superAdmin);
    expect(res.json()).toEqual({ message: messages.deleted });
    expect(await filesIn('students')).not.toContain(name);
    expect((await call('GET', `getstudent/${id}`, admin)).statusCode).toBe(404);
  });
});

// ─── import ─────────────────────────────────────────────────────────────────
describe('POST importstudent', () => {
  it('writes nothing when one row is bad and returns every row with its errors', async () => {
    const rows = [newStudent(20), { ...newStudent(21), email: 'broken', extra: 'ignored' }, newStudent(22), newStudent(20)];
    const before = studentListSchema.parse((await call('GET', 'getstudents', admin)).json()).totalItems;
    const res = await call('POST', 'importstudent', admin, rows);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe(messages.importHasErrors);
    expect(body.students.map((r: { errors: string[] }) => r.errors)).toEqual([
      [],
      [messages.invalidEmail],
      [],
      [messages.emailDuplicateInFile],
    ]);
    // The one shape of every import's row errors, beside the contract's rows.
    expect(body.errors).toEqual([
      { row: 1, error: messages.invalidEmail },
      { row: 3, error: messages.emailDuplicateInFile },
    ]);
    expect(body.students[1]).not.toHaveProperty('extra');
    expect(body.students[1].firstName).toBe('Abel21');
    expect(studentListSchema.parse((await call('GET', 'getstudents', admin)).json()).totalItems).toBe(before);
  });

  it('creates every row in one go with consecutive IDs (201)', async () => {
    const res = await call('POST', 'importstudent', admin, [newStudent(30), newStudent(31, { age: '13', gender: 'Female' })]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.students).toHaveLength(2);
    const [a, b] = body.students.map((s: { ID: string }) => Number(s.ID.slice(3)));
    expect(b).toBe(a + 1);
    const again = await call('POST', 'importstudent', admin, [newStudent(30)]);
    expect(again.json().students[0].errors).toEqual([messages.emailTaken]);
    expect((await call('POST', 'importstudent', admin, [])).json()).toMatchObject({ error: messages.importEmpty });
    expect((await call('POST', 'importstudent', teacher, [newStudent(40)])).statusCode).toBe(403);
  });
});

// ─── academic records ───────────────────────────────────────────────────────
describe('student sections', () => {
  let id = '';
  beforeAll(async () => {
    id = (await call('POST', 'addsinglestudent', admin, newStudent(50))).json().student._id;
  });

  it('adds (201), edits and deletes a record; one section per period', async () => {
    const add = await call('POST', 'addstudenttosection', admin, { student_id: id, section_id: grade7B, academic_period_id: periodId });
    expect(add.statusCode).toBe(201);
    expect(add.json().student.academicRecords[0].section.name).toBe('Grade 7 B');
    const twice = await call('POST', 'addstudenttosection', admin, { student_id: id, section_id: grade7A, academic_period_id: periodId });
    expect(twice.json()).toMatchObject({ error: messages.alreadyInPeriod });
    const edit = await call('PUT', 'editstudenttosection', admin, {
      student_id: id,
      section_id: grade7A,
      academic_period_id: periodId,
      existing_section_id: grade7B,
      existing_academic_period_id: periodId,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().student.academicRecords[0].section.name).toBe('Grade 7 A');
    const del = await call('DELETE', `deletestudenttosection/${id}/${grade7A}/${periodId}`, admin);
    expect(del.statusCode).toBe(200);
    expect(del.json().student.academicRecords).toEqual([]);
    expect((await call('DELETE', `deletestudenttosection/${id}/${grade7A}/${periodId}`, admin)).statusCode).toBe(404);
  });

  it('respects the capacity and the period of the section', async () => {
    const db = t.database.db;
    const seated = await db.select().from(studentSections).where(eq(studentSections.sectionId, grade7B));
    await db.update(sections).set({ capacity: seated.length }).where(eq(sections.id, grade7B));
    const full = await call('POST', 'addstudenttosection', admin, { student_id: id, section_id: grade7B, academic_period_id: periodId });
    expect(full.statusCode).toBe(400);
    expect(full.json().error).toBe(`Section Grade 7 B is full (${seated.length} students)`);
    const [other] = await db
      .select()
      .from(academicPeriods)
      .where(and(eq(academicPeriods.semester, 2)));
    const wrong = await call('POST', 'addstudenttosection', admin, { student_id: id, section_id: grade7A, academic_period_id: other.id });
    expect(wrong.json()).toMatchObject({ error: messages.sectionNotInPeriod });
    const bad = await call('POST', 'addstudenttosection', admin, { student_id: id, academic_period_id: periodId });
    expect(bad.json()).toMatchObject({ error: messages.chooseSection });
  });

  it('refuses an applicant who is not approved yet', async () => {
    const [applicant] = await t.database.db.select().from(students).where(eq(students.approved, false)).limit(1);
    const res = await call('POST', 'addstudenttosection', admin, {
      student_id: applicant.id,
      section_id: grade7A,
      academic_period_id: periodId,
    });
    expect(res.json()).toMatchObject({ error: messages.notApprovedYet });
  });
});

// ─── documents and photo ────────────────────────────────────────────────────
describe('documents', () => {
  let id = '';
  beforeAll(async () => {
    id = (await call('POST', 'addsinglestudent', admin, newStudent(60))).json().student._id;
  });

  it('replaces a birth certificate, appends grade reports, deletes by index (and from disk)', async () => {
    const first = await upload('POST', `addbirthcertificate/${id}`, [['BirthCertificate', { filename: 'b.pdf', content: PDF }]], admin);
    expect(first.statusCode).toBe(201);
    const old = first.json().student.BirthCertificate;
    const second = await upload('POST', `addbirthcertificate/${id}`, [['BirthCertificate', { filename: 'b2.png', content: PNG }]], admin);
    expect(second.json().student.BirthCertificate).toMatch(/\.png$/);
    expect(await filesIn('students')).not.toContain(old);
    await upload('POST', `addgradereport/${id}`, [['GradeReport', { filename: 'g1.pdf', content: PDF }]], admin);
    const two = await upload(
      'POST',
      `addgradereport/${id}`,
      [
        ['GradeReport', { filename: 'g2.png', content: PNG }],
        ['GradeReport', { filename: 'g3.pdf', content: PDF }],
      ],
      admin,
    );
    const reports: string[] = two.json().student.GradeReport;
    expect(reports).toHaveLength(3);
    const nat = await upload('POST', `addnationalid/${id}`, [['NationalID', { filename: 'id.png', content: PNG }]], admin);
    expect(nat.json().student.NationalID).toMatch(/\.png$/);
    const del = await call('DELETE', `deletestudentfile/GradeReport/${id}/1`, admin);
    expect(del.statusCode).toBe(200);
    expect(del.json().student.GradeReport).toEqual([reports[0], reports[2]]);
    expect(await filesIn('students')).not.toContain(reports[1]);
    expect((await call('DELETE', `deletestudentfile/GradeReport/${id}/5`, admin)).json()).toMatchObject({
      error: messages.documentIndexUnknown,
    });
    expect((await call('DELETE', `deletestudentfile/Passport/${id}/0`, admin)).json()).toMatchObject({
      error: messages.documentTypeUnknown,
    });
    const single = await call('DELETE', `deletestudentfile/NationalID/${id}/0`, admin);
    expect(single.json().student.NationalID).toBeNull();
    // The stored file is served to admins through the token-in-path route.
    const served = await call('GET', `students/${reports[0]}/${admin}`);
    expect(served.statusCode).toBe(200);
  });

  it('refuses hostile uploads: a script renamed .pdf, an oversized file, a missing file, a teacher', async () => {
    const before = await filesIn('students');
    const script = await upload(
      'POST',
      `addotherdoc/${id}`,
      [['neccesseryDoc', { filename: 'cv.pdf', content: Buffer.from('<script>alert(1)</script>'), type: 'application/pdf' }]],
      admin,
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().error).toBe(messages.invalidDocument);
    const huge = await upload(
      'POST',
      `addotherdoc/${id}`,
      [['neccesseryDoc', { filename: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) }]],
      admin,
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toBe(messages.documentTooLarge);
    expect((await upload('POST', `addotherdoc/${id}`, [['note', 'hello']], admin)).json()).toMatchObject({ error: messages.fileRequired });
    expect((await upload('POST', `addotherdoc/${id}`, [['neccesseryDoc', { filename: 'a.pdf', content: PDF }]], teacher)).statusCode).toBe(
      403,
    );
    expect(await filesIn('students')).toEqual(before);
  });

  it('changes the profile picture: images only, checked by content', async () => {
    const pdfAsPhoto = await upload(
      'PUT',
      `editprofilepic/${id}`,
      [['profilePic', { filename: 'me.png', content: PDF, type: 'image/png' }]],
      admin,
    );
    expect(pdfAsPhoto.json()).toMatchObject({ error: messages.invalidPhoto });
    const ok = await upload(
      'PUT',
      `editprofilepic/${id}`,
      [['profilePic', { filename: 'me.png', content: PNG, type: 'image/png' }]],
      admin,
    );
    expect(ok.statusCode).toBe(200);
    const first = ok.json().student.profilePic;
    const again = await upload('PUT', `editprofilepic/${id}`, [['profilePic', { filename: 'me2.png', content: PNG }]], admin);
    expect(again.json().student.profilePic).not.toBe(first);
    expect(await filesIn('students')).not.toContain(first);
  });
});
