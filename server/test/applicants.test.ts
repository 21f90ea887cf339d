import { eq } from 'drizzle-orm';
import { applicantListSchema, entranceExamListSchema, messages, questionnaireListSchema, studentResponseSchema } from '@school/api/schemas';
import { exams, students, users } from '../src/db/schema';
import { bearer, useTestApp } from './helpers';

const t = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

let admin = '';
let teacher = '';
let student = '';
/** The applicant ST-0002: record _id and user _id. */
let applicantId = '';
let applicantUserId = '';
beforeAll(async () => {
  [admin, teacher, student] = await Promise.all(['AD-0001', 'TE-0001', 'ST-0001'].map((id) => t.login(id)));
  const [row] = await t.database.db
    .select({ id: students.id, userId: users.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.ID, 'ST-0002'));
  applicantId = row.id;
  applicantUserId = row.userId;
});

describe('GET studenttobeapproved', () => {
  it('pages and searches the applicants', async () => {
    const res = await call('GET', 'studenttobeapproved?page=1&limit=2', admin);
    expect(res.statusCode).toBe(200);
    const body = applicantListSchema.parse(res.json());
    expect(body.totalItems).toBe(5);
    expect(body.totalPages).toBe(3);
    expect(body.StudentsTobeApproved[0].ID).toBe('ST-0002');
    const found = applicantListSchema.parse((await call('GET', 'studenttobeapproved?searchTerm=ST-0002', admin)).json());
    expect(found.StudentsTobeApproved.map((a) => a.ID)).toEqual(['ST-0002']);
  });

  it('is for admins only (401/403)', async () => {
    expect((await call('GET', 'studenttobeapproved')).statusCode).toBe(401);
    expect((await call('GET', 'studenttobeapproved', teacher)).statusCode).toBe(403);
    expect((await call('GET', 'studenttobeapproved', student)).statusCode).toBe(403);
    expect((await call('GET', `getunapprovedstudent/${applicantId}`, student)).statusCode).toBe(403);
    expect((await call('POST', 'approve', teacher, { _id: applicantId })).statusCode).toBe(403);
  });
});

describe('entrance exams', () => {
  it('lists the entrance exams only, with their teacher', async () => {
    const body = entranceExamListSchema.parse((await call('GET', 'examsforentrance', admin)).json());
    expect(body.exams.length).toBeGreaterThanOrEqual(4);
    expect(body.exams.every((e) => !e.title.includes('mid-term'))).toBe(true);
    expect(body.exams[0].teacher_id?.fullName).toBe('Tesfaye Bekele Gebre');
    expect((await call('GET', 'examsforentrance', teacher)).statusCode).toBe(403);
  });

  it('assigns (201), refuses twice and non-entrance exams, lists and unassigns', async () => {
    const seeded = (await call('GET', `getenterancelinks/${applicantId}`, admin)).json().links;
    expect(seeded).toHaveLength(1);
    const list = entranceExamListSchema.parse((await call('GET', 'examsforentrance', admin)).json()).exams;
    const other = list.find((e) => e._id !== seeded[0].exam_id._id)!;
    const add = await call('POST', 'createenterancelink', admin, { student_id: applicantId, exam_id: other._id, grade_name: 'Grade 7' });
    expect(add.statusCode).toBe(201);
    expect(add.json().link).toMatchObject({ grade_name: 'Grade 7', exam_id: { _id: other._id, title: other.title } });
    const twice = await call('POST', 'createenterancelink', admin, { student_id: applicantId, exam_id: other._id, grade_name: 'Grade 7' });
    expect(twice.json()).toMatchObject({ error: messages.examAlreadyAssigned });
    const [midterm] = await t.database.db.select().from(exams).where(eq(exams.isEntrance, false));
    const notEntrance = await call('POST', 'createenterancelink', admin, {
      student_id: applicantId,
      exam_id: midterm.id,
      grade_name: 'Grade 7',
    });
    expect(notEntrance.json()).toMatchObject({ error: messages.notEntranceExam });
    const missing = await call('POST', 'createenterancelink', admin, { student_id: applicantId, exam_id: other._id, grade_name: ' ' });
    expect(missing.json()).toMatchObject({ error: messages.gradeNameRequired });
    expect((await call('GET', `getenterancelinks/${applicantId}`, admin)).json().links).toHaveLength(2);
    const del = await call('DELETE', `deleteEnteranceExamLink/${add.json().link._id}`, admin);
    expect(del.json()).toEqual({ message: messages.deleted });
    expect((await call('DELETE', `deleteEnteranceExamLink/${add.json().link._id}`, admin)).statusCode).toBe(404);
  });
});

describe('questionnaires', () => {
  it('creates (201), edits, lists and deletes a question for the applicant', async () => {
    const seeded = questionnaireListSchema.parse((await call('GET', `getquestionaires/${applicantUserId}`, admin)).json()).questionnaires;
    expect(seeded).toHaveLength(1);
    const add = await call('POST', 'createquestionaire', admin, {
      question: 'Upload your last report card',
      type: 'file',
      fileType: 'pdf',
      owner_id: 'ignored',
      receiver_id: applicantUserId,
    });
    expect(add.statusCode).toBe(201);
    const q = add.json().questionnaire;
    expect(q).toMatchObject({ type: 'file', fileType: 'pdf', receiver_id: applicantUserId, answer_id: null });
    const edit = await call('PUT', `updatequestionaire/${q._id}`, admin, { question: 'Tell us about you', type: 'text', fileType: 'pdf' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().questionnaire).toMatchObject({ question: 'Tell us about you', type: 'text', fileType: 'all' });
    expect((await call('GET', `getquestionaires/${applicantId}`, admin)).json().questionnaires).toHaveLength(2);
    expect((await call('DELETE', `deletequestionaire/${q._id}`, admin)).json()).toEqual({ message: messages.deleted });
    expect((await call('DELETE', `deletequestionaire/${q._id}`, admin)).statusCode).toBe(404);
  });

  it('validates with the exact messages', async () => {
    const bad = await call('POST', 'createquestionaire', admin, {
      question: '',
      type: 'video',
      fileType: 'exe',
      receiver_id: applicantUserId,
    });
    expect(bad.json()).toMatchObject({
      error: [messages.questionRequired, messages.questionnaireTypeValue, messages.fileTypeValue].join(', '),
    });
    const [adminUser] = await t.database.db.select().from(users).where(eq(users.ID, 'AD-0002'));
    const toAdmin = await call('POST', 'createquestionaire', admin, { question: 'Hi', type: 'text', receiver_id: adminUser.id });
    expect(toAdmin.json()).toMatchObject({ error: messages.receiverNotApplicant });
    expect(
      (await call('POST', 'createquestionaire', teacher, { question: 'Hi', type: 'text', receiver_id: applicantUserId })).statusCode,
    ).toBe(403);
  });
});

describe('approve', () => {
  it('approves ST-0002 (200 successfully approved), then refuses a second time; ST-0002 signs in approved', async () => {
    const detail = studentResponseSchema.parse((await call('GET', `getunapprovedstudent/${applicantId}`, admin)).json()).student;
    expect(detail).toMatchObject({ approved: false, user_id: { ID: 'ST-0002', approved: false } });
    expect((await call('POST', 'approve', admin, {})).json()).toMatchObject({ error: messages.studentNotFoundError });
    const res = await call('POST', 'approve', admin, { _id: applicantId });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('successfully approved');
    expect(res.json().student).toMatchObject({ approved: true, user_id: { approved: true } });
    const again = await call('POST', 'approve', admin, { _id: applicantId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: messages.alreadyApproved });
    const token = await t.login('ST-0002');
    const me = await call('GET', 'users/ST-0002', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.approved).toBe(true);
    const list = applicantListSchema.parse((await call('GET', 'studenttobeapproved', admin)).json());
    expect(list.StudentsTobeApproved.map((a) => a.ID)).not.toContain('ST-0002');
    const approved = (await call('GET', 'studentalreadyapproved?searchTerm=ST-0002', admin)).json();
    expect(approved.students.map((s: { ID: string }) => s.ID)).toEqual(['ST-0002']);
    // Once approved, no more entrance exams.
    const exam = entranceExamListSchema.parse((await call('GET', 'examsforentrance', admin)).json()).exams[2];
    const late = await call('POST', 'createenterancelink', admin, { student_id: applicantId, exam_id: exam._id, grade_name: 'Grade 9' });
    expect(late.json()).toMatchObject({ error: messages.alreadyApproved });
  });
});
