import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, enter, useBrowser } from './harness';
import { apiAs as api, apiToken as token, type Body } from './api';
import { pngBytes } from './fixtures/files';
import { messages } from '@school/api';
import { amMessages } from '../packages/api/src/messages/am/index';

// Issue 38, "Phones, smaller", on a 390 × 844 phone in Chromium against the real server: nothing
// covers a control the person scrolls to. The exam's timer ring (fixed in the bottom-right corner)
// leaves Previous, Next and Submit exam clear on a question with a figure; the grade entry sheet
// (wider than the phone, it scrolls in its own box) keeps each student's name in view and on top
// when scrolled to its last column. "Clear" and "on top" are what a tap would hit:
// document.elementFromPoint at the control's centre and near each of its corners is the control or
// inside it.

const PHONE = 390;
const page = useBrowser({ width: PHONE, height: 844 });
/** The ring's cases: English and Amharic (shorter labels, Submit exam shares the buttons' row) on the phone, and a desktop. */
const RING_CASES = [
  ['en', PHONE],
  ['am', PHONE],
  ['am', 1280],
] as const;
const stamp = Date.now().toString(36);
const FIGURE = 'A right triangle with sides 3, 4 and 5';
// Grade 7 A (where TE-0001 teaches Mathematics); ST-0054 otherwise only meets a time's-up exam.
const STUDENT = 'ST-0054';
const QUESTIONS = [
  { text: 'How long is the longest side in Figure 1?', type: 'multiple-choice', options: ['3', '4', '5'], correctAnswer: '5' },
  { text: 'Is Figure 1 a right triangle?', type: 'true-false', options: [], correctAnswer: 'True' },
];
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

const shared = { grade7A: '', math: '', teacherInSection: '', exams: [] as string[] };
type Language = 'en' | 'am';
const catalogue = { en: messages, am: amMessages };

/**
 * What a tap on the element would hit, at its centre and 4 px inside each corner: 'ok' when each
 * point is in the viewport and document.elementFromPoint there is the element or inside it, else
 * what covers it (a ring over the end of a button leaves its centre free but still hides its label).
 */
function coveredBy(target: Locator) {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points: [string, number, number][] = [
      ['centre', r.left + r.width / 2, r.top + r.height / 2],
      ['top-left', r.left + 4, r.top + 4],
      ['top-right', r.right - 4, r.top + 4],
      ['bottom-left', r.left + 4, r.bottom - 4],
      ['bottom-right', r.right - 4, r.bottom - 4],
    ];
    for (const [where, x, y] of points) {
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return `${where} outside the viewport (${x}, ${y})`;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !el.contains(hit)) {
        const ui = hit?.closest('[data-ui]')?.getAttribute('data-ui');
        return `${where} covered by ${hit ? `${hit.tagName.toLowerCase()}${ui ? ` in [data-ui=${ui}]` : ''}` : 'nothing'}`;
      }
    }
    return 'ok';
  });
}

/** TE-0001's live exam for Grade 7 A Mathematics, two questions on Figure 1 (a large one); its id. */
async function buildExam(title: string) {
  const te = api(await token('TE-0001'));
  const created = await te.post('exam', {
    title,
    description: 'Issue 38.',
    duration: 20,
    total_marks: 10,
    caution: '',
    can_be_used_as_mock: false,
    ID: 'TE-0001',
    start_time: minutesFromNow(-10),
    end_time: minutesFromNow(30),
    termination_level: 0,
    sectioninfo: [{ section_id: shared.grade7A, course_id: shared.math }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const examId = created.body.exam_id as string;
  for (const q of QUESTIONS) expect((await te.post(`question/${examId}`, { ...q, ID: 'TE-0001', exam_id: examId })).status).toBe(201);
  const form = new FormData();
  // A figure as large as a teacher's photo of a drawing: the question page is taller than the phone.
  form.set('image', new Blob([new Uint8Array(pngBytes(400, [40, 120, 200]))], { type: 'image/png' }), 'figure-1.png');
  form.set('figureNumber', '1');
  form.set('description', FIGURE);
  const fig = await fetch(`${baseURL}/api/examfig/TE-0001/${examId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token('TE-0001')}` },
    body: form,
  });
  expect(fig.status, await fig.clone().text()).toBe(201);
  return examId;
}

/** The student's language (a preference kept by the server, applied at sign-in). */
async function setLanguage(ID: string, language: Language) {
  const res = await fetch(`${baseURL}/api/preferences`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(ID)}` },
    body: JSON.stringify({ language, calendar: 'gregorian' }),
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  const te = api(await token('TE-0001'));
  const courses = (await te.get('gradereportcourses/TE-0001')).body.courses as Body[];
  const math = courses.find((c) => c.section.name === 'Grade 7 A' && c.course.name === 'Mathematics')!;
  shared.grade7A = math.section._id;
  shared.math = math.course._id;
  shared.teacherInSection = math.teacherInSection_id;
  // One exam per case below (an attempt, once begun, resumes without the briefing).
  for (const [language, width] of RING_CASES) shared.exams.push(await buildExam(`Phone ring quiz ${stamp} (${language}, ${width} px)`));
}, 120_000);

/** Scrolls the page to its end, as a thumb does to reach the buttons under a question. */
const scrollToEnd = (p: Page) => p.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));

describe('nothing covers a control on a phone', () => {
  it.each(RING_CASES.map((c, i) => [...c, i] as const))(
    `${STUDENT} (%s, %i px wide): the timer ring leaves Previous, Next and Submit exam clear on a question with a figure`,
    async (language, width, caseIndex) => {
      const t = catalogue[language];
      const p = page();
      await p.setViewportSize({ width, height: width === PHONE ? 844 : 800 });
      const birthDate = (await api(await token('AD-0001')).get(`getstudent/${STUDENT}`)).body.student.birthDate as string;
      await setLanguage(STUDENT, language);
      try {
        await enter(p, STUDENT);
        await p.goto(`/dashboard/student/${STUDENT}/exam/${shared.exams[caseIndex]}`);
        await p.getByRole('button', { name: t.examStart }).click();
        await p.getByRole('heading', { name: t.examGuardTitle }).waitFor();
        await p.getByRole('button', { name: t.examBegin, exact: true }).click();
        await p.getByLabel(t.examBirthDateLabel).fill(birthDate);
        await p.getByRole('button', { name: t.examStart }).click();
        await p.getByRole('timer').waitFor();

        for (const [i, question] of QUESTIONS.entries()) {
          await p.getByRole('heading', { name: question.text }).waitFor();
          const figure = p.getByRole('img', { name: FIGURE });
          await expect.poll(() => figure.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
          // The question page is longer than the phone: its buttons are reached by scrolling.
          if (width === PHONE) expect(await p.evaluate(() => document.scrollingElement!.scrollHeight > window.innerHeight)).toBe(true);
          for (const name of [t.examSubmit, t.examNext, t.examPrevious]) {
            const button = p.getByRole('button', { name, exact: true });
            // Scrolled to as a thumb does (the page's end) and as the keyboard does (the focus).
            await scrollToEnd(p);
            expect(`${name} at the end: ${await coveredBy(button)}`).toBe(`${name} at the end: ok`);
            if (await button.isDisabled()) continue; // Previous on the first question takes no focus
            await p.evaluate(() => window.scrollTo(0, 0));
            await button.focus();
            expect(`${name} focused: ${await coveredBy(button)}`).toBe(`${name} focused: ok`);
          }
          if (i === 0) await p.getByRole('button', { name: t.examNext, exact: true }).click();
        }
      } finally {
        await setLanguage(STUDENT, 'en');
      }
    },
    120_000,
  );

  it('TE-0001: the grade entry sheet keeps the student names in view and on top when scrolled to its end', async () => {
    const p = page();
    await enter(p, 'TE-0001');
    await p.goto(`/dashboard/teacher/TE-0001/grade_report/${shared.grade7A}/${shared.teacherInSection}`);
    await p.getByRole('heading', { name: /^Mathematics · Grade 7 A · / }).waitFor();
    const table = p.getByRole('table');
    const firstName = table.getByRole('rowheader').first();
    await firstName.waitFor();
    const header = table.getByRole('columnheader', { name: 'Name' });

    // The sheet is wider than the phone and scrolls in its own box; scrolled to its last column.
    const box = table.locator('xpath=..');
    const widths = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => box.evaluate((el) => Math.ceil(el.scrollLeft + el.clientWidth) >= el.scrollWidth)).toBe(true);
    // The last column (Save) is in view, and the name cells are still there and on top.
    await p
      .getByRole('button', { name: /^Save grades of / })
      .first()
      .scrollIntoViewIfNeeded();
    // The first student's row in the middle of the phone (the page scrolls, not the sheet's box):
    // a tall row near the bottom edge has its name cell's centre below the fold.
    await firstName.evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.top + r.height / 2 - window.innerHeight / 2);
    });
    for (const [what, cell] of [
      ['the first student name', firstName],
      ['the Name header', header],
    ] as const) {
      const at = (await cell.boundingBox())!;
      expect(at.x, `${what} starts inside the phone`).toBeGreaterThanOrEqual(0);
      expect(at.x + at.width, `${what} ends inside the phone`).toBeLessThanOrEqual(PHONE);
      expect(`${what}: ${await coveredBy(cell)}`).toBe(`${what}: ok`);
    }
    // A student's mark field scrolled under the names is not what a tap on a name hits.
    expect(await firstName.textContent()).toMatch(/ST-\d{4}/);
  }, 60_000);
});
