import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, enter, expectNoSeriousA11yViolations, useBrowser } from './harness';
import { apiAs as api, apiToken as token, entranceExamFor, type Body } from './api';
import { pdfBytes } from './fixtures/files';

// Issue 17 in Chromium against the real server. The announce rule: TE-0001's entrance exam,
// assigned to the applicant ST-0066 (no other file signs in as them), cannot be announced while
// nobody has taken it, nor while the applicant is still writing (the reason with the time in the
// school's words, never an ISO timestamp); once every applicant it is assigned to has finished it
// can, with its window still open. Then an admin opens the applicant's entrance result from the
// Entrance exams list (/dashboard/admin/exam/{examId}/student/{studentId}) and the questionnaire
// file answer by its original name.

const page = useBrowser();
const stamp = Date.now().toString(36);
const APPLICANT = 'ST-0066';
const title = `Grade 8 entrance ${stamp}`;
const FILE_NAME = 'My report card 2025.pdf';
const inWords = /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M/;
const iso = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const shared = { examId: '', questionId: '', student: { _id: '', userId: '', birthDate: '' } };

beforeAll(async () => {
  const admin = api(await token('AD-0001'));
  const made = await entranceExamFor(
    APPLICANT,
    { title, description: 'Entrance exam for Grade 8.' },
    { text: 'What is 3 × 4?', options: ['7', '12', '34'], correctAnswer: '12' },
  );
  shared.examId = made.examId;
  shared.questionId = made.questionId;
  const student = (await admin.get(`getstudent/${APPLICANT}`)).body.student;
  shared.student = { _id: student._id, userId: student.user_id._id, birthDate: student.birthDate };
}, 120_000);

describe('announce: refused while a student can still answer, allowed by the rule', () => {
  it('TE-0001 sees why Announce waits (in words), then announces once the assigned applicant has finished', async () => {
    const p = page();
    await enter(p, 'TE-0001');
    await p.waitForURL('**/dashboard/teacher/TE-0001');
    await p.goto(`/dashboard/teacher/TE-0001/exams/${shared.examId}`);
    const announce = p.getByRole('button', { name: 'Announce The Result' });
    await announce.waitFor();
    expect(await announce.isDisabled()).toBe(true);
    await p.getByText('Available once at least one student has taken the exam.').waitFor();

    // The applicant starts (through the API: the taking itself is exams-student's and exams-integrity's).
    const st = api(await token(APPLICANT));
    const started = await st.post('start_exam', {
      exam_id: shared.examId,
      student_id: APPLICANT,
      start_time: Date.now(),
      birth_date: shared.student.birthDate,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await p.reload();
    const reason = p.getByText(/^1 student is still taking this exam: the result can be announced on /);
    await reason.waitFor();
    const text = (await reason.textContent())!;
    expect(text).toMatch(inWords);
    expect(text).not.toMatch(iso);
    expect(await announce.isDisabled()).toBe(true);
    expect(await announce.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    // The server refuses the same, whatever a client does.
    const refused = await api(await token('TE-0001')).get(`announceexamresult/TE-0001/${shared.examId}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(text);
    await expectNoSeriousA11yViolations(p);

    // Every applicant the exam is for has finished: allowed, with the window still open.
    expect(
      (await st.post('answersinglequestion/', { exam_id: shared.examId, question_id: shared.questionId, answer: '12', seq: 1 })).status,
    ).toBe(201);
    expect((await st.post('submitexam/', { exam_id: shared.examId, check_first: false })).status).toBe(200);
    await p.reload();
    await announce.waitFor();
    await expect.poll(() => announce.isEnabled()).toBe(true);
    await announce.click();
    const confirm = p.getByRole('dialog', { name: 'Announce the result' });
    await confirm.getByRole('button', { name: 'Announce' }).click();
    await p.getByText('The result was announced to 1 student.').first().waitFor();
  }, 180_000);
});

describe('admissions see entrance results', () => {
  it('AD-0001 opens the applicant’s entrance result from the Entrance exams list, and the questionnaire file by its name', async () => {
    // A questionnaire asking for a file, answered by the applicant with a PDF of their own name.
    const admin = api(await token('AD-0001'));
    const made = await admin.post('createquestionaire', {
      question: 'Upload your last report card',
      type: 'file',
      fileType: 'pdf',
      receiver_id: shared.student.userId,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const form = new FormData();
    form.set('questionnaire_id', made.body.questionnaire._id);
    form.set('new_student_file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), FILE_NAME);
    const answered = await fetch(`${baseURL}/api/createanswerforquestionnaire`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token(APPLICANT)}` },
      body: form,
    });
    expect(answered.status, await answered.clone().text()).toBe(201);
    const stored = ((await answered.json()) as Body).questionnaire.answer_id.answer as string;
    expect(stored).not.toBe(FILE_NAME);

    const p = page();
    await enter(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
    await p.goto(`/dashboard/admin/approve/student/${shared.student._id}`);
    await p.getByRole('button', { name: `View the result of ${title}` }).click();
    await p.waitForURL(`**/dashboard/admin/exam/${shared.examId}/student/${APPLICANT}`);
    await p.getByRole('heading', { name: `Exam result: ${title}` }).waitFor();
    const qa = p.getByRole('region', { name: 'Questions and Answers' });
    await qa.getByRole('listitem').filter({ hasText: 'What is 3 × 4?' }).getByText('Correct', { exact: true }).waitFor();
    await p.getByRole('region', { name: 'Results Summary' }).getByText('Correct answers: 1 of 1').waitFor();
    await expectNoSeriousA11yViolations(p);
    await p.getByRole('button', { name: 'Back' }).first().click();
    await p.waitForURL(`**/dashboard/admin/approve/student/${shared.student._id}`);

    // The file answer by the name the applicant gave it, opened from the page.
    await p.getByText(`File: ${FILE_NAME}`).waitFor();
    expect(await p.getByText(stored).count()).toBe(0);
    await p.getByRole('button', { name: `View the answer file ${FILE_NAME}` }).click();
    const viewer = p.getByRole('dialog', { name: FILE_NAME });
    await viewer.locator(`iframe[title="${FILE_NAME}"]`).waitFor();
    await expectNoSeriousA11yViolations(p);
  }, 180_000);
});
