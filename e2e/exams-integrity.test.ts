import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, enter, expectNoSeriousA11yViolations, useBrowser } from './harness';
import { apiAs as api, apiToken as token, type Body } from './api';
import { pngBytes } from './fixtures/files';

// Issue 17, an exam a student cannot quietly leave, in Chromium against the real server.
// ST-0028 (Grade 7 A, where TE-0001 teaches Mathematics; no other file signs in as them) takes an
// exam by keyboard alone: the code dialog opens with the focus in its field, Begin is within 3
// Tabs, the figure shows on the question that names it, no sidebar while the exam runs, the timer
// ring starts clear of Logout and moves as the arrow keys say; Back asks first, leaving is
// recorded at level 3; the exam goes on and is submitted by keyboard. ST-0054 (Grade 7 A too)
// sees 'Time's up!' for at least 2 s before the submitted screen.

const page = useBrowser();
const stamp = Date.now().toString(36);
const CODE = 'Kp7#xQ';
const FIGURE = 'A square cut in four, one part shaded';
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

const shared = { grade7A: '', math: '', examId: '', title: `Integrity quiz ${stamp}` };

/** TE-0001's exam for Grade 7 A Mathematics with the given questions (and code); its id. */
async function buildExam(body: Body, questions: Body[], code: string | null) {
  const te = api(await token('TE-0001'));
  const created = await te.post('exam', {
    description: 'Issue 17.',
    duration: 20,
    total_marks: 10,
    caution: '',
    can_be_used_as_mock: false,
    ID: 'TE-0001',
    sectioninfo: [{ section_id: shared.grade7A, course_id: shared.math }],
    ...body,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const examId = created.body.exam_id as string;
  for (const q of questions) expect((await te.post(`question/${examId}`, { ...q, ID: 'TE-0001', exam_id: examId })).status).toBe(201);
  if (code) expect((await te.post('examcode', { exam_code: code, exam_id: examId })).status).toBe(201);
  return examId;
}

/** The violations recorded for the exam's takers, as 'name:level'. */
async function recorded(examId: string): Promise<string[]> {
  const takers = (await api(await token('TE-0001')).get(`studentstakeexam/TE-0001/${examId}`)).body.students as Body[];
  return takers.flatMap((t) => t.stud_errors.map((e: Body) => `${e.name}:${e.type}`));
}

const focusedName = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName.toLowerCase()}:${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}` : '';
  });
const birthDateOf = async (ID: string) => (await api(await token('AD-0001')).get(`getstudent/${ID}`)).body.student.birthDate as string;

beforeAll(async () => {
  const te = api(await token('TE-0001'));
  const courses = (await te.get('gradereportcourses/TE-0001')).body.courses as Body[];
  const math = courses.find((c) => c.section.name === 'Grade 7 A' && c.course.name === 'Mathematics')!;
  shared.grade7A = math.section._id;
  shared.math = math.course._id;
  shared.examId = await buildExam(
    // Recorded without ending the exam, so that one student shows the leave and then submits.
    { title: shared.title, start_time: minutesFromNow(-10), end_time: minutesFromNow(30), termination_level: 0 },
    [
      { text: 'What part of Figure 1 is shaded?', type: 'multiple-choice', options: ['1/4', '1/2', '3/4'], correctAnswer: '1/4' },
      { text: 'Is 2/4 equal to 1/2?', type: 'true-false', options: [], correctAnswer: 'True' },
    ],
    CODE,
  );
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(pngBytes(24, [200, 60, 40]))], { type: 'image/png' }), 'figure-1.png');
  form.set('figureNumber', '1');
  form.set('description', FIGURE);
  const fig = await fetch(`${baseURL}/api/examfig/TE-0001/${shared.examId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token('TE-0001')}` },
    body: form,
  });
  expect(fig.status, await fig.clone().text()).toBe(201);
}, 120_000);

describe('an exam a student cannot quietly leave', () => {
  it('ST-0028 by keyboard: code, Begin, the figure on its question, no sidebar, the ring, Back asks, the leave recorded, submit', async () => {
    const p = page();
    const birthDate = await birthDateOf('ST-0028');
    await enter(p, 'ST-0028');
    await p.waitForURL('**/dashboard/student/ST-0028');
    const sidebar = p.getByRole('navigation', { name: 'Main navigation' });
    await sidebar.getByRole('link', { name: 'Exams' }).click();
    await p.waitForURL('**/dashboard/student/ST-0028/exams');
    await p.getByRole('row', { name: new RegExp(shared.title) }).click();
    await p.waitForURL(`**/dashboard/student/ST-0028/exam/${shared.examId}`);

    // The code dialog opens with the focus in its field; Enter sends it.
    await p.getByRole('button', { name: 'Start Exam' }).focus();
    await p.keyboard.press('Enter');
    const dialog = p.getByRole('dialog', { name: 'Enter the exam code' });
    await expect.poll(() => focusedName(p)).toBe('input:');
    expect(await dialog.getByRole('textbox', { name: 'Exam code' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await p.keyboard.type(CODE);
    await p.keyboard.press('Enter');
    // The guard screen's heading has the focus; Begin is within 3 Tabs.
    await p.getByRole('heading', { name: 'Before you begin' }).waitFor();
    await expect.poll(() => focusedName(p)).toBe('h2:Before you begin');
    let tabs = 0;
    while ((await focusedName(p)) !== 'button:Begin' && tabs < 3) {
      await p.keyboard.press('Tab');
      tabs++;
    }
    expect(await focusedName(p)).toBe('button:Begin');
    await p.keyboard.press('Enter');
    const birth = p.getByLabel('Your date of birth');
    await expect.poll(() => birth.evaluate((el) => el === document.activeElement)).toBe(true);
    await birth.fill(birthDate);
    // Tab walks the date field's own parts (month, day, year); Enter sends the form from it.
    await p.keyboard.press('Enter');

    // The first question has the focus, and its figure (loaded) beside it.
    await p.getByRole('timer').waitFor();
    await expect.poll(() => focusedName(p)).toBe('h3:What part of Figure 1 is shaded?');
    const figure = p.getByRole('img', { name: FIGURE });
    await expect.poll(() => figure.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await p.keyboard.press('Tab');
    await p.keyboard.press('Space');
    await p.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await p.getByRole('radio', { name: '1/4' }).isChecked()).toBe(true);

    // No sidebar to wander into; the ring starts clear of Logout and moves as the arrows say.
    expect(await sidebar.count()).toBe(0);
    const ring = p.getByRole('timer');
    const logout = (await p.getByRole('button', { name: 'Logout' }).boundingBox())!;
    const at = (await ring.boundingBox())!;
    const overlaps =
      at.x < logout.x + logout.width && logout.x < at.x + at.width && at.y < logout.y + logout.height && logout.y < at.y + at.height;
    expect(overlaps).toBe(false);
    await ring.focus();
    await p.keyboard.press('ArrowLeft');
    await p.keyboard.press('ArrowUp');
    await expect.poll(async () => (await ring.boundingBox())!.x).toBeCloseTo(at.x - 10, 0);
    expect((await ring.boundingBox())!.y).toBeCloseTo(at.y - 10, 0);
    await expectNoSeriousA11yViolations(p);

    // Back asks first; staying keeps the exam.
    await p.evaluate(() => history.back());
    const leave = p.getByRole('dialog', { name: 'Leave the exam?' });
    await leave.getByText('recorded as a level-3 violation', { exact: false }).waitFor();
    await leave.getByRole('button', { name: 'Stay in the exam' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(p.url()).toContain(`/exam/${shared.examId}`);
    await p.getByRole('heading', { name: 'What part of Figure 1 is shaded?' }).waitFor();
    expect(await recorded(shared.examId)).not.toContain('Leaving the exam page:3');

    // Back again, and leave: the list, and the leave recorded at level 3 for the teacher.
    await p.evaluate(() => history.back());
    await leave.getByRole('button', { name: 'Leave the exam' }).click();
    await p.waitForURL('**/dashboard/student/ST-0028/exams');
    await expect.poll(() => recorded(shared.examId), { timeout: 15_000 }).toContain('Leaving the exam page:3');
    await sidebar.waitFor();

    // Back in: the exam runs on (this exam records without ending); submitted by keyboard.
    await p.getByRole('row', { name: new RegExp(shared.title) }).click();
    await p.getByRole('heading', { name: 'What part of Figure 1 is shaded?' }).waitFor();
    expect(await sidebar.count()).toBe(0);
    for (let i = 0; i < 12 && (await focusedName(p)) !== 'button:Submit exam'; i++) await p.keyboard.press('Tab');
    expect(await focusedName(p)).toBe('button:Submit exam');
    await p.keyboard.press('Enter');
    const confirm = p.getByRole('dialog', { name: 'Submit with unanswered questions?' });
    await confirm.getByText('1 question is not answered yet.').waitFor();
    for (let i = 0; i < 4 && (await focusedName(p)) !== 'button:Submit anyway'; i++) await p.keyboard.press('Tab');
    expect(await focusedName(p)).toBe('button:Submit anyway');
    await p.keyboard.press('Enter');
    await p.getByRole('heading', { name: 'Exam submitted' }).waitFor();
    await expect.poll(() => focusedName(p)).toBe('h2:Exam submitted');
    await p.getByRole('region', { name: 'Your integrity log' }).getByText('Leaving the exam page (level 3)', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(p);
  }, 240_000);

  it("ST-0054: 'Time's up!' shows for at least 2 s, then the submitted screen", async () => {
    const title = `Clock quiz ${stamp}`;
    // The window closes 45 s from now: the deadline is the close (duration 20 min).
    const examId = await buildExam(
      { title, start_time: minutesFromNow(-10), end_time: new Date(Date.now() + 45_000).toISOString() },
      [{ text: 'Is 3/6 equal to 1/2?', type: 'true-false', options: [], correctAnswer: 'True' }],
      null,
    );
    const birthDate = await birthDateOf('ST-0054');
    const p = page();
    await enter(p, 'ST-0054');
    await p.waitForURL('**/dashboard/student/ST-0054');
    await p.goto(`/dashboard/student/ST-0054/exam/${examId}`);
    await p.getByRole('button', { name: 'Start Exam' }).click();
    await p.getByRole('button', { name: 'Begin' }).click();
    await p.getByLabel('Your date of birth').fill(birthDate);
    await p.getByRole('button', { name: 'Start Exam' }).click();
    await p.getByRole('heading', { name: 'Is 3/6 equal to 1/2?' }).waitFor();
    await p.getByRole('radio', { name: 'True' }).check();
    await p.getByRole('status').filter({ hasText: 'Saved' }).waitFor();

    const timesUp = p.getByRole('alert').filter({ has: p.getByRole('heading', { name: "Time's up!" }) });
    await timesUp.waitFor({ timeout: 90_000 });
    const shownAt = Date.now();
    await p.getByRole('heading', { name: 'Exam submitted' }).waitFor({ timeout: 30_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2000);
    const takers = (await api(await token('TE-0001')).get(`studentstakeexam/TE-0001/${examId}`)).body.students as Body[];
    expect(takers).toHaveLength(1);
    expect(takers[0].submitted_at).not.toBeNull();
  }, 180_000);
});
