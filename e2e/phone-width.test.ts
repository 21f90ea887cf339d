import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { a11yViolations, baseURL, enter, useBrowser } from './harness';
import { COUNT_FETCHES, settled } from './settle';
import { apiAs, apiToken, type Body } from './api';
import { dashboardRoutes, fill, publicRoutes, type Role } from './routes';
import { messages } from '@school/api';
import { amMessages } from '../packages/api/src/messages/am/index';

// Every route of every role on a 390 px phone, in English and in Amharic (issues 7 and 19): the
// page never scrolls sideways (wide tables and the week grid scroll inside their own box), and axe
// finds nothing serious or critical, touch targets included (WCAG 2.2 target size, 24 x 24 px).
// The routes come from the portal's own route table (routes.ts), so a new route is swept without a
// change here; one whose parameters this file cannot fill fails the test by name. Each role keeps
// one browser context and moves between routes as the portal's links do (history, no reload), so
// the whole sweep loads the portal once per role.
const PHONE = 390;
const page = useBrowser({ width: PHONE, height: 844 });

type Values = Record<string, string | undefined>;
interface Sweep {
  /** The parameters of the role's routes, by name. */
  values: Values;
  /** Parameters of single patterns whose names mean something else there (admin's ':id'). */
  per?: Record<string, Values>;
}

// ─── The demo school's ids, read through the API ─────────────────────────────────────────────

async function adminSweep(admin: ReturnType<typeof apiAs>): Promise<Sweep> {
  const periods = (await admin.get('academicPeriods?page=1&limit=all')).body.academicPeriods as Body[];
  // The demo school's period with sections and teachers (another file may have added an empty one).
  let period: Body | undefined;
  let sections: Body[] = [];
  let teachers: Body[] = [];
  for (const p of periods) {
    sections = ((await admin.get(`getsections/${p._id}?page=1&limit=all`)).body.sections as Body[] | undefined) ?? [];
    teachers = ((await admin.get(`getteachers/${p._id}?page=1&limit=all`)).body.teachers as Body[] | undefined) ?? [];
    period = p;
    if (sections.length && teachers.length) break;
  }
  if (!period || !sections.length || !teachers.length) throw new Error('no academic period with sections and teachers');
  const grade7A = (sections.find((s) => s.name === 'Grade 7 A') ?? sections[0]) as Body;
  const [student] = (await admin.get('getstudents?page=1&limit=1')).body.students as Body[];
  const applicants = (await admin.get('studenttobeapproved?page=1&limit=1')).body.StudentsTobeApproved as Body[];
  const [news] = (await admin.get('getnews?page=1&limit=1')).body.news as Body[];
  const [gallery] = (await admin.get('getallgallery?page=1&limit=1')).body.gallery as Body[];
  const [message] = (await admin.get('getmessage')).body.messages as Body[];
  const entrance = ((await admin.get('examsforentrance')).body.exams as Body[] | undefined)?.[0];
  const a = '/dashboard/admin';
  return {
    values: {
      userID: 'AD-0001',
      id: 'AD-0001',
      ID: 'TE-0001',
      academicPeriodId: period._id,
      year: String(period.year),
      semester: String(period.semester),
      teacherId: teachers[0]._id,
      section_id: grade7A._id,
      section_name: grade7A.name,
      student_id: student._id,
      examId: entrance?._id,
      studentId: applicants[0]?._id,
      // The super admin's audit trail of a student (issue 39).
      student: 'ST-0001',
    },
    per: {
      [`${a}/news/:id`]: { id: news._id },
      [`${a}/image_gallery/:id`]: { id: gallery._id },
      [`${a}/staff-message/:id`]: { id: message._id },
      [`${a}/academic_period/:id/:year/:semester`]: { id: period._id },
      [`${a}/section/:id`]: { id: grade7A._id },
      [`${a}/approve/student/:id`]: { id: applicants[0]?._id },
      [`${a}/student/:userID`]: { userID: student.ID },
    },
  };
}

async function teacherSweep(ID: string): Promise<Sweep> {
  const te = apiAs(await apiToken(ID));
  const courses = (await te.get(`gradereportcourses/${ID}`)).body.courses as Body[];
  const math7A = courses.find((c) => c.section.name === 'Grade 7 A') ?? courses[0];
  const assignments = (await te.get(`assignment/${ID}/${math7A.section._id}/${math7A.course._id}`)).body.assignments as Body[];
  const [exam] = (await te.get(`exams/${ID}`)).body.exams as Body[];
  const admin = apiAs(await apiToken('AD-0001'));
  const st1 = (await admin.get('getstudent/ST-0001')).body.student as Body | undefined;
  return {
    values: {
      id: ID,
      academic_period_id: math7A.academic_period._id,
      section_id: math7A.section._id,
      course_id: math7A.course._id,
      teacherInSection_id: math7A.teacherInSection_id,
      asg: assignments[0]?._id,
      assignment_id: assignments[0]?._id,
      student_id: st1?._id,
      date: new Date().toISOString().slice(0, 10),
      exam_id: exam?._id,
      section_name: math7A.section.name,
      year: String(math7A.academic_period.year),
    },
  };
}

async function studentSweep(ID: string): Promise<Sweep> {
  const st = apiAs(await apiToken(ID));
  const dash = (await st.get(`student_dash_data/${ID}`)).body;
  const own = (await st.get(`studentgradesections/${ID}`)).body;
  const [exam] = ((await st.get(`examsforstudent/${ID}`)).body.exams as Body[] | undefined) ?? [];
  return {
    values: {
      id: ID,
      academic_period_id: dash.academic_period?._id,
      section_id: dash.section?._id,
      assignment_id: (dash.assignments as Body[] | undefined)?.[0]?._id,
      course_id: (dash.assignments as Body[] | undefined)?.[0]?.course._id,
      exam_id: exam?._id,
      student_id: own.student?._id,
      section_name: dash.section?.name,
      year: String(dash.academic_period?.year),
    },
  };
}

// ─── One route on the phone ─────────────────────────────────────────────────────────────────

/** Moves to a path as the portal's own links do (no reload). */
async function go(p: Page, path: string) {
  await p.evaluate((to) => {
    (window as unknown as { __quiet?: number }).__quiet = 0;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await settled(p);
}

/** The elements that stick out of the phone's width, outside any box that scrolls or clips them. */
async function widthProblems(p: Page): Promise<string | null> {
  return p.evaluate((phone) => {
    const width = document.scrollingElement!.scrollWidth;
    if (width <= phone) return null;
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if (o !== 'visible') return true;
      }
      return false;
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-ui') ? `[data-ui=${el.getAttribute('data-ui')}]` : ''}${
        typeof el.className === 'string' && el.className ? `.${el.className.split(' ').slice(-1)[0]}` : ''
      }`;
    const wide = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > phone + 0.5 && !clipped(el));
    // The outermost of each: the box that pushed the page wider.
    const outer = wide.filter((el) => !wide.some((o) => o !== el && o.contains(el)));
    return `${width} px: ${outer
      .slice(0, 4)
      .map((el) => `${name(el)} (${Math.round(el.getBoundingClientRect().right)} px) in ${name(el.parentElement!)}`)
      .join(', ')}`;
  }, PHONE);
}

interface Finding {
  where: string;
  problem: string;
}

async function check(p: Page, where: string, out: Finding[]) {
  const wide = await widthProblems(p);
  if (wide) out.push({ where, problem: `wider than the phone: ${wide}` });
  for (const v of await a11yViolations(p, { 'target-size': { enabled: true } })) out.push({ where, problem: v });
}

// ─── The states people use ──────────────────────────────────────────────────────────────────

/** An English catalogue text in `lang`: the same key's Amharic text (the dialogs' openers). */
function inLanguage(lang: 'en' | 'am', english: string): string {
  if (lang === 'en') return english;
  const key = Object.keys(messages).find((k) => (messages as Record<string, string>)[k] === english);
  const am = key ? (amMessages as Record<string, string | undefined>)[key] : undefined;
  if (!am) throw new Error(`no Amharic text for '${english}' in the catalogue`);
  return am;
}

/** A dialog opened from `opener`: on its first field, checked, closed with Escape, focus back on the opener. */
async function withDialog(p: Page, where: string, opener: string, out: Finding[]) {
  const button = p.getByRole('button', { name: opener, exact: true }).first();
  if (!(await button.isVisible())) return out.push({ where, problem: `no '${opener}' button to open its dialog` });
  await button.click();
  const dialog = p.getByRole('dialog').or(p.getByRole('alertdialog')).first();
  await dialog.waitFor();
  await settled(p);
  await check(p, `${where} (dialog '${opener}')`, out);
  const focus = await p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const d = el?.closest('[role="dialog"], [role="alertdialog"]');
    const first = d?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
    );
    return { inDialog: !!d, onFirstField: first ? el === first : null };
  });
  if (!focus.inDialog) out.push({ where, problem: `dialog '${opener}' opened without focus inside it` });
  if (focus.onFirstField === false) out.push({ where, problem: `dialog '${opener}' opened with focus elsewhere than its first field` });
  await p.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // The dialog gives focus back in an effect that runs after its content left the page: wait for it.
  const back = await button
    .evaluate(
      (b) =>
        new Promise<boolean>((resolve) => {
          const started = performance.now();
          const look = () =>
            b === document.activeElement
              ? resolve(true)
              : performance.now() - started > 3000
                ? resolve(false)
                : requestAnimationFrame(look);
          look();
        }),
    )
    .catch(() => false);
  if (!back) out.push({ where, problem: `closing '${opener}' left focus off its opener` });
}

/** The parent's dashboard with the child and a semester chosen, on each tab of the child's panel. */
async function parentStates(p: Page, where: string, out: Finding[]) {
  const child = p.locator('button[aria-pressed]').first();
  await child.click();
  await settled(p);
  const semester = p.locator('main select').first();
  await semester.waitFor();
  const options = await semester.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  if (!options.length) return out.push({ where, problem: 'no semester to choose' });
  await semester.selectOption(options[0]);
  await settled(p);
  const tabs = p.getByRole('tab');
  const count = await tabs.count();
  if (!count) out.push({ where, problem: 'no tabs in the child panel' });
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    await tab.click();
    await settled(p);
    await check(p, `${where} (child, semester, tab ${(await tab.innerText()).trim()})`, out);
  }
}

/** Chat on a phone: the people, then the conversation (in view, focus on its heading) with a Back to the people. */
async function chatStates(p: Page, where: string, lang: 'en' | 'am', out: Finding[]) {
  const people = p.getByRole('navigation', { name: inLanguage(lang, 'People') });
  const first = people.getByRole('button').first();
  await first.click();
  const heading = p.locator('#chat-partner');
  await heading.waitFor();
  await settled(p);
  await check(p, `${where} (a conversation)`, out);
  const shown = await p.evaluate(() => {
    const h = document.querySelector('#chat-partner')!.getBoundingClientRect();
    return { inView: h.top >= 0 && h.bottom <= innerHeight, focused: document.activeElement?.id === 'chat-partner' };
  });
  if (!shown.inView) out.push({ where, problem: 'the conversation is not in view after picking a person' });
  if (!shown.focused) out.push({ where, problem: "picking a person did not move focus to the conversation's heading" });
  if (await people.isVisible()) out.push({ where, problem: 'the people list stays beside the conversation on a phone' });
  await p.getByRole('button', { name: inLanguage(lang, 'Back'), exact: true }).press('Enter');
  await people.waitFor();
  const picked = people.locator('button[aria-pressed="true"]');
  if (!(await picked.evaluate((b) => b === document.activeElement)))
    out.push({ where, problem: 'Back did not return focus to the person' });
  if (await heading.isVisible()) out.push({ where, problem: 'the conversation stays beside the people list after Back' });
}

// ─── The sweep ──────────────────────────────────────────────────────────────────────────────

const ALL = dashboardRoutes();
const STUDENT = 'ST-0054';

/** The role's routes at 390 px in both languages; every finding is returned, none is thrown. */
async function sweep(p: Page, role: Role, ID: string, s: Sweep, opts: { applicant?: boolean } = {}) {
  const out: Finding[] = [];
  const routes = ALL.filter((r) => r.roles.includes(role));
  const paths: [string, string][] = [];
  for (const r of routes) {
    const path = fill(r.pattern, { ...s.values, ...s.per?.[r.pattern] });
    if (path) paths.push([r.pattern, path]);
    else out.push({ where: r.pattern, problem: 'no value for its parameters in phone-width.test.ts' });
  }
  await p.addInitScript(COUNT_FETCHES);
  await enter(p, ID);
  await p.locator('main').first().waitFor();
  await settled(p);
  try {
    for (const lang of ['en', 'am'] as const) {
      if (lang === 'am') {
        await p.getByRole('banner').getByRole('combobox').first().selectOption('am');
        await p.waitForFunction(() => document.documentElement.lang === 'am');
      }
      const seen = new Set<string>();
      for (const [pattern, path] of paths) {
        await go(p, path);
        // An applicant's pages send them to their onboarding: each page where it lands, once.
        const landed = new URL(p.url()).pathname;
        if (seen.has(landed)) continue;
        seen.add(landed);
        const where = `${lang} ${pattern}${landed !== path ? ` (-> ${landed})` : ''}`;
        await check(p, where, out);
        if (opts.applicant) continue;
        // The dialogs and the states people use, in both languages (an Amharic label is often longer).
        const dialog = (opener: string) => withDialog(p, where, inLanguage(lang, opener), out);
        if (pattern === `/dashboard/${role === 'parent' ? 'parent' : role}/:id` || pattern === '/dashboard/admin') await dialog('Logout');
        if (pattern.endsWith('/email')) await dialog('Compose');
        if (pattern === '/dashboard/admin/news_and_gallery') await dialog('Add News');
        if (pattern === '/dashboard/teacher/:id/assignment/:section_id/:course_id') await dialog('Add Assignment');
        if (pattern === '/dashboard/parent/:id') await parentStates(p, where, out);
        if (/\/chat\/:(id|userID)$/.test(pattern)) await chatStates(p, where, lang, out);
      }
    }
  } finally {
    await resetLanguage(ID);
  }
  return out.map((f) => `${f.where.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}: ${f.problem}`);
}

describe(`a ${PHONE} px phone, every route of every role, in English and Amharic`, () => {
  const started = Date.now();
  afterAll(() => console.log(`phone sweep: ${Math.round((Date.now() - started) / 1000)} s`));

  it('the routes come from the portal, every role has its own', () => {
    for (const role of ['admin', 'teacher', 'student', 'parent'] as const)
      expect(ALL.filter((r) => r.roles.includes(role)).length).toBeGreaterThan(3);
    expect(ALL.some((r) => r.pattern === '/dashboard/teacher/:id/assignment/:section_id/:course_id')).toBe(true);
  });

  it('public pages', async () => {
    const p = page();
    const admin = apiAs(await apiToken('AD-0001'));
    const [news] = (await admin.get('getnews?page=1&limit=1')).body.news as Body[];
    const [gallery] = (await admin.get('getallgallery?page=1&limit=1')).body.gallery as Body[];
    const paths = publicRoutes().map((r) =>
      r.pattern.startsWith('/Gallery/') ? `/Gallery/${gallery._id}` : r.pattern.startsWith('/news/') ? `/news/${news._id}` : r.pattern,
    );
    paths.push('/no-such-page');
    await p.addInitScript(COUNT_FETCHES);
    await p.goto('/home');
    await p.locator('main').first().waitFor();
    await settled(p);
    const out: Finding[] = [];
    for (const lang of ['en', 'am'] as const) {
      if (lang === 'am') {
        await p.getByRole('banner').getByRole('combobox').first().selectOption('am');
        await p.waitForFunction(() => document.documentElement.lang === 'am');
      }
      for (const path of paths) {
        await go(p, path);
        await check(p, `${lang} ${path}`, out);
      }
    }
    expect(out.map((f) => `${f.where.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}: ${f.problem}`)).toEqual([]);
  }, 120_000);

  it('admin', async () => {
    const p = page();
    const admin = apiAs(await apiToken('AD-0001'));
    await longContent(admin);
    expect(await sweep(p, 'admin', 'AD-0001', await adminSweep(admin))).toEqual([]);
  }, 240_000);

  it('super admin', async () => {
    // SA-0001 on the admin's routes, as their own person (chat, settings): what only a super admin
    // sees (the users and permissions of every admin, the approval chain's last step) is swept too.
    const s = await adminSweep(apiAs(await apiToken('AD-0001')));
    s.values.userID = 'SA-0001';
    s.values.id = 'SA-0001';
    expect(await sweep(page(), 'admin', 'SA-0001', s)).toEqual([]);
  }, 240_000);

  it('teacher', async () => {
    expect(await sweep(page(), 'teacher', 'TE-0001', await teacherSweep('TE-0001'))).toEqual([]);
  }, 240_000);

  it('student, with two-digit badges', async () => {
    // ST-0054: Grade 7 A, where the demo school's assignments and exams are; exams-integrity.test.ts
    // signs in as them only to take an exam (ten more notifications and emails change nothing there).
    const ID = STUDENT;
    await twoDigitBadges(ID);
    expect(await sweep(page(), 'student', ID, await studentSweep(ID))).toEqual([]);
  }, 240_000);

  it('applicant', async () => {
    // ST-0064: a demo applicant no file approves (auth.test.ts reads its onboarding too).
    // Their other pages send them to the onboarding: any student's ids will do to ask for them.
    const s = await studentSweep(STUDENT);
    s.values.id = 'ST-0064';
    expect(await sweep(page(), 'student', 'ST-0064', s, { applicant: true })).toEqual([]);
  }, 240_000);

  it('an exam with its questions running, then the teacher on that taker’s result, in both languages', async () => {
    const { examId, taker } = await liveExamForATaker();
    const out: Finding[] = [];
    const p = page();
    await p.addInitScript(COUNT_FETCHES);
    await enter(p, taker.ID);
    await p.locator('main').first().waitFor();
    await go(p, `/dashboard/student/${taker.ID}/exam/${examId}`);
    await p.getByRole('button', { name: 'Start Exam' }).click();
    await p.getByRole('button', { name: 'Begin' }).click();
    await p.getByLabel('Your date of birth').fill(taker.birthDate);
    await p.getByRole('button', { name: 'Start Exam' }).click();
    await p.getByRole('timer').waitFor();
    await settled(p);
    await check(p, 'en exam running', out);
    await p.getByRole('radio', { name: '3/4' }).check();
    await p.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await p.getByRole('banner').getByRole('combobox').first().selectOption('am');
    await p.waitForFunction(() => document.documentElement.lang === 'am');
    await settled(p);
    await check(p, 'am exam running', out);
    await p.getByRole('button', { name: inLanguage('am', 'Submit exam') }).click();
    const sure = p.getByRole('dialog').or(p.getByRole('alertdialog')).first();
    await sure.waitFor();
    await check(p, 'am exam running (dialog submit)', out);
    await sure
      .getByRole('button')
      .filter({ hasText: inLanguage('am', 'Submit anyway') })
      .click();
    await sure.waitFor({ state: 'detached' });
    await settled(p);
    await check(p, 'am exam submitted', out);
    await resetLanguage(taker.ID);

    const t = page();
    await t.addInitScript(COUNT_FETCHES);
    await enter(t, 'TE-0001');
    await t.locator('main').first().waitFor();
    try {
      for (const lang of ['en', 'am'] as const) {
        if (lang === 'am') {
          await t.getByRole('banner').getByRole('combobox').first().selectOption('am');
          await t.waitForFunction(() => document.documentElement.lang === 'am');
        }
        await go(t, `/dashboard/teacher/TE-0001/exams/${examId}/students/${taker._id}`);
        // The result with its data: the taker's answer is on the page.
        await t.getByText('3/4').first().waitFor();
        await check(t, `${lang} a taker's result`, out);
      }
    } finally {
      await resetLanguage('TE-0001');
    }
    expect(out.map((f) => `${f.where}: ${f.problem}`)).toEqual([]);
  }, 240_000);

  it('parent, with the child and a semester chosen', async () => {
    expect(await sweep(page(), 'parent', 'FA-0001', { values: { id: 'FA-0001' } })).toEqual([]);
  }, 240_000);
});

/** Back to English on the server, whatever happened: other files sign in as these people. */
async function resetLanguage(ID: string) {
  await fetch(`${baseURL}/api/preferences`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken(ID)}` },
    body: JSON.stringify({ language: 'en', calendar: 'gregorian' }),
  });
}

// ─── An exam to take ────────────────────────────────────────────────────────────────────────

/**
 * A live exam of TE-0001 for one of their sections (two questions, no code), taken by a student of
 * that section whom no other file signs in as: the students other files use keep their exam lists
 * as those files expect.
 */
async function liveExamForATaker() {
  const te = apiAs(await apiToken('TE-0001'));
  const courses = (await te.get('gradereportcourses/TE-0001')).body.courses as Body[];
  const admin = apiAs(await apiToken('AD-0001'));
  const usedElsewhere = new Set(['ST-0001', 'ST-0002', 'ST-0003', 'ST-0028', STUDENT]);
  let taker: { ID: string; _id: string; birthDate: string } | undefined;
  let course: Body | undefined;
  for (let n = 4; n <= 62 && !taker; n++) {
    const ID = `ST-${String(n).padStart(4, '0')}`;
    if (usedElsewhere.has(ID)) continue;
    const dash = (await apiAs(await apiToken(ID)).get(`student_dash_data/${ID}`)).body;
    course = courses.find((c) => c.section._id === dash.section?._id);
    if (!course) continue;
    const student = (await admin.get(`getstudent/${ID}`)).body.student as Body;
    taker = { ID, _id: student._id, birthDate: student.birthDate };
  }
  if (!taker || !course) throw new Error("no student in a section TE-0001 teaches, outside the other files' students");
  const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  const created = await te.post('exam', {
    title: `Phone check ${Date.now().toString(36)}`,
    description: 'Fractions.',
    duration: 30,
    total_marks: 10,
    caution: 'No calculators.',
    can_be_used_as_mock: false,
    ID: 'TE-0001',
    start_time: minutesFromNow(-5),
    end_time: minutesFromNow(60),
    sectioninfo: [{ section_id: course.section._id, course_id: course.course._id }],
    termination_level: 0,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const examId = created.body.exam_id as string;
  for (const q of [
    { text: 'What is 1/2 + 1/4?', type: 'multiple-choice', options: ['1/4', '3/4', '2/6'], correctAnswer: '3/4' },
    { text: 'Is 2/4 equal to 1/2?', type: 'true-false', options: [], correctAnswer: 'True' },
  ]) {
    const r = await te.post(`question/${examId}`, { ...q, ID: 'TE-0001', exam_id: examId });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  expect((await te.post('examlink', { exam_id: examId, examType: 'midExam', ID: 'TE-0001' })).status).toBe(200);
  return { examId, taker };
}

// ─── Long texts ─────────────────────────────────────────────────────────────────────────────

/**
 * Texts far wider than a phone (issue 7): an entrance exam with a long title (its option in the
 * applicant page's exam picker: a select is as wide as its longest option) and a questionnaire
 * whose question is one long link (the applicant page's list must wrap it).
 */
async function longContent(admin: ReturnType<typeof apiAs>) {
  const te = apiAs(await apiToken('TE-0001'));
  const long = await te.post('exam', {
    title: 'Grade 7 entrance examination in mathematics, science and languages for the coming academic year (second sitting)',
    description: 'Long title.',
    duration: 30,
    total_marks: 10,
    caution: 'None.',
    can_be_used_as_mock: false,
    ID: 'TE-0001',
    start_time: new Date(Date.now() + 86_400_000).toISOString(),
    end_time: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    is_entrance: true,
    grade_name: 'Grade 7',
    sectioninfo: [],
  });
  expect(long.status, JSON.stringify(long.body)).toBe(201);
  const [first] = (await admin.get('studenttobeapproved?page=1&limit=1')).body.StudentsTobeApproved as Body[];
  const asked = await admin.post('createquestionaire', {
    question: 'Upload the signed form from https://school.example/forms/enrolment/2026/grade-7/semester-1/guardian-consent.pdf',
    type: 'file',
    fileType: 'pdf',
    receiver_id: first.ID,
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
}

// ─── Two-digit badges ───────────────────────────────────────────────────────────────────────

/** Ten unread notifications and ten new emails: both top-bar badges show two digits. */
async function twoDigitBadges(ID: string) {
  const token = await apiToken('AD-0001');
  const admin = apiAs(token);
  const userId = (await admin.get(`users/${ID}`)).body.user._id as string;
  for (let i = 1; i <= 10; i++) {
    const n = await admin.post('create_notification', { title: `Phone check ${i}`, message: 'Two-digit badge.', users: [userId] });
    expect(n.status, JSON.stringify(n.body)).toBe(201);
    const form = new FormData();
    form.append('recipients', userId);
    form.append('subject', `Phone check ${i}`);
    form.append('content', 'Two-digit badge.');
    const made = await fetch(`${baseURL}/api/create_email`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const email = (await made.json()) as Body;
    expect(made.status, JSON.stringify(email)).toBe(201);
    const sent = await fetch(`${baseURL}/api/send_email/${email.email._id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sent.status).toBeLessThan(300);
  }
}
