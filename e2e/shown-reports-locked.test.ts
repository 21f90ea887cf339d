import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enter, expectNoSeriousA11yViolations, useBrowser } from './harness';
import { apiAs as api, apiToken as token, type Body } from './api';

// Issue 35, "Done when", in Chromium against the real server: the owner releases the term after a
// confirmation that names the lock and the count of families told; the teacher's change is
// refused; a reopen with a reason lets it through and tells the family once; the same on the
// yearly report (releasing the year locks its terms). A report card of a student with an Amharic
// name shows the initials drawn in the Ethiopic face, on screen and in print (pixels, not boxes).

const page = useBrowser({ width: 1366, height: 900 });
const stamp = Date.now().toString(36);
const today = new Date().toISOString().slice(0, 10);

let grade7A = { sectionId: '', teacherInSectionId: '', year: 0, semester: 0, periodId: '' };
let st1 = { _id: '', name: '' };

beforeAll(async () => {
  const courses = (await api(await token('TE-0001')).get('gradereportcourses/TE-0001')).body.courses as Body[];
  const math = courses.find(
    (c) =>
      c.section.name === 'Grade 7 A' &&
      c.course.name === 'Mathematics' &&
      c.academic_period.startDate <= today &&
      c.academic_period.endDate >= today,
  )!;
  grade7A = {
    sectionId: math.section._id,
    teacherInSectionId: math.teacherInSection_id,
    year: math.academic_period.year,
    semester: math.academic_period.semester,
    periodId: math.academic_period._id,
  };
  const admin = api(await token('AD-0001'));
  const card = (await admin.get(`singlestudentgradereport/ST-0001/${grade7A.sectionId}`)).body;
  const s = card.student.student;
  st1 = { _id: s._id, name: `${s.firstName} ${s.middleName} ${s.lastName}` };
  // Whatever another file left: the year hidden, the term open (a reopen with a reason), the report hidden.
  await admin.post('changegradevisibilitystatusbyyear', { section_name: 'Grade 7 A', year: grade7A.year, isVisible: false });
  const report = (await admin.get(`studentgradereport/${grade7A.sectionId}`)).body;
  if (report.locked) await admin.post('reopenterm', { section_id: grade7A.sectionId, reason: `Start of the issue 35 walk ${stamp}` });
  await admin.post('changegradevisibilitystatus', { section_id: grade7A.sectionId, isVisible: false });
});

const termName = () => `Grade 7 A ${grade7A.year}, semester ${grade7A.semester}`;
const familyNotices = async () =>
  ((await api(await token('FA-0001')).get('notifications?limit=50&search=Grade%207%20A')).body.data as {
    title: string;
    message: string;
  }[]) ?? [];
const saveFinal = async (finalExam: number) =>
  api(await token('TE-0001')).post('gradereportstudent', {
    teacherInSection_id: grade7A.teacherInSectionId,
    student_id: st1._id,
    finalExam,
  });

/** Clicks Yes, reads the confirmation (its count of families), confirms from the keyboard. */
async function releaseConfirmed(p: Page, expectText: RegExp): Promise<number> {
  await p.getByRole('radio', { name: 'Yes' }).click();
  const dialog = p.getByRole('dialog', { name: 'Release this report?' });
  const summary = dialog.getByText(expectText);
  await summary.waitFor();
  await expectNoSeriousA11yViolations(p);
  const text = await summary.innerText();
  const families = /(\d+) famil(y is|ies are) told/.exec(text);
  const confirm = dialog.getByRole('button', { name: 'Release and lock' });
  await confirm.focus();
  await p.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  return families ? Number(families[1]) : 0;
}

/** The owner reopens the term from the section report with a reason. */
async function reopenWithReason(p: Page, reason: string) {
  await p.goto(`/dashboard/teacher/TE-0001/other/section/${grade7A.sectionId}`);
  await p.getByText(`The report of ${termName()} is released`, { exact: false }).waitFor();
  await p.getByRole('button', { name: 'Reopen term' }).click();
  const dialog = p.getByRole('dialog', { name: 'Reopen the term of Grade 7 A?' });
  await dialog.getByLabel(/Reason for reopening/).fill(reason);
  await dialog.getByRole('button', { name: 'Reopen term' }).click();
  await p.getByText('The term is reopened: grades can be changed again').waitFor();
}

describe('a shown report is locked; a reopen with a reason tells the family once (issue 35)', () => {
  it('the term: release confirmed → refused change → reopen with a reason → change → one notice', async () => {
    // A change since the last notice, so the release tells the families.
    expect((await saveFinal(30)).status).toBe(201);
    const owner = page();
    await enter(owner, 'TE-0001');
    await owner.goto(`/dashboard/teacher/TE-0001/other/section/${grade7A.sectionId}`);
    await owner.getByRole('heading', { name: 'Grade Report for Section: Grade 7 A' }).waitFor();
    await owner.getByText('Student grades are hidden.').waitFor();

    const preview = (await api(await token('TE-0001')).get(`releasepreview/${grade7A.sectionId}`)).body;
    expect(preview.families).toBeGreaterThan(0);
    const releasedBefore = (await familyNotices()).filter((n) => n.title === 'Grade report released').length;
    const told = await releaseConfirmed(owner, new RegExp(`${termName()} is shown and locked`));
    expect(told).toBe(preview.families);
    await owner.getByText('Student grades are visible.').waitFor();
    await expect
      .poll(async () => (await familyNotices()).filter((n) => n.title === 'Grade report released').length)
      .toBe(releasedBefore + 1);

    // The teacher: grade entry is read-only and names the term; a write is refused.
    const teacher = await page.another();
    await enter(teacher, 'TE-0001');
    await teacher.goto(`/dashboard/teacher/TE-0001/grade_report/${grade7A.sectionId}/${grade7A.teacherInSectionId}`);
    await teacher
      .getByText(`The report of ${termName()} is released: its marks, comments and behaviour values are read-only`, { exact: false })
      .waitFor();
    expect(await teacher.getByRole('button', { name: /^Save grades of / }).count()).toBe(0);
    const refused = await saveFinal(38);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(`The report of ${termName()} is released`);

    // The reopen with a reason, then the change goes through, and the family hears once.
    const reason = `Final exam recounted ${stamp}`;
    await reopenWithReason(owner, reason);
    await teacher.reload();
    await teacher.getByRole('spinbutton', { name: `Final exam of ${st1.name}` }).fill('38');
    await teacher.getByRole('button', { name: `Save grades of ${st1.name}` }).click();
    await teacher.getByText('Grade saved successfully').waitFor();
    const reopened = (await familyNotices()).filter((n) => n.title === 'Report reopened' && n.message.includes(reason));
    expect(reopened).toHaveLength(1);
    expect(reopened[0].message).toContain(`Grade 7 A (${grade7A.year}, semester ${grade7A.semester})`);
  }, 180_000);

  it('the year: its release locks the term; the same refusal, reopen, change and single notice', async () => {
    const admin = page();
    await enter(admin, 'AD-0001');
    await admin.goto(`/dashboard/admin/other/${encodeURIComponent('Grade 7 A')}/${grade7A.year}`);
    await admin.getByRole('heading', { name: `Student Grade Report for the Year ${grade7A.year}` }).waitFor();
    await admin.getByText('Student grades are hidden.').waitFor();
    const releasedBefore = (await familyNotices()).filter((n) => n.title === 'Grade report released').length;
    const told = await releaseConfirmed(admin, new RegExp(`The ${grade7A.year} yearly report of Grade 7 A is shown and its .* locked`));
    expect(told).toBeGreaterThan(0);
    await admin.getByText('Student grades are visible.').waitFor();
    // One notice for the year (its term released with it, not told apart).
    await expect
      .poll(async () => (await familyNotices()).filter((n) => n.title === 'Grade report released').length)
      .toBe(releasedBefore + 1);
    const latest = (await familyNotices()).find((n) => n.title === 'Grade report released')!;
    expect(latest.message).toContain(`The ${grade7A.year} yearly grade report of Grade 7 A is released`);

    // The steps: the teacher's finalExam 38 is refused while the year is shown.
    const refused = await saveFinal(36);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(`The report of ${termName()} is released`);
    // The student's yearly page shows the locked mark.
    const st = api(await token('ST-0001'));
    expect((await st.get(`studentgradereportbyyear/Grade 7 A/${grade7A.year}/ST-0001`)).status).toBe(200);

    const owner = await page.another();
    await enter(owner, 'TE-0001');
    const reason = `Yearly recount ${stamp}`;
    await reopenWithReason(owner, reason);
    expect((await st.get(`studentgradereportbyyear/Grade 7 A/${grade7A.year}/ST-0001`)).body.error).toBe('No Report Released');
    expect((await saveFinal(36)).status).toBe(201);
    const reopened = (await familyNotices()).filter((n) => n.title === 'Report reopened' && n.message.includes(reason));
    expect(reopened).toHaveLength(1);
    expect(reopened[0].message).toContain(`the ${grade7A.year} yearly report`);
    // The change history holds the reopening.
    const history = (await api(await token('TE-0001')).get(`gradechanges/${grade7A.sectionId}/${await courseOfMath()}/${st1._id}`)).body;
    expect(history.reopenings.map((r: { reason: string }) => r.reason)).toContain(reason);
  }, 180_000);
});

async function courseOfMath(): Promise<string> {
  const courses = (await api(await token('TE-0001')).get('gradereportcourses/TE-0001')).body.courses as Body[];
  return courses.find((c) => c.teacherInSection_id === grade7A.teacherInSectionId)!.course._id;
}

/** The element's pixels. */
const shot = (el: Locator) => el.screenshot({ animations: 'disabled' });
/** The same element drawn with a font stack without the Ethiopic face: what boxes look like here. */
async function asBoxes(el: Locator) {
  await el.evaluate((node) => ((node as HTMLElement).style.fontFamily = 'system-ui, sans-serif'));
  const boxes = await shot(el);
  await el.evaluate((node) => ((node as HTMLElement).style.fontFamily = ''));
  return boxes;
}

describe('a report card of a student with an Amharic name (issue 35)', () => {
  it('shows the initials in the Ethiopic face on screen and in print: not boxes, not empty', async () => {
    const admin = api(await token('AD-0001'));
    const grade = await admin.post('addgrade', { id: grade7A.periodId, grade: `Avatar ${stamp}`, sectionCount: 1, capacity: 10 });
    expect(grade.status).toBe(201);
    expect((await admin.post('addcourse', { id: grade7A.periodId, name: `Civics ${stamp}`, grade: [grade.body.grade._id] })).status).toBe(
      201,
    );
    const sections = (await admin.get('getallsections')).body.sections as { _id: string; name: string }[];
    const sectionId = sections.find((s) => s.name === `Avatar ${stamp} A`)!._id;
    const imported = await admin.post('importstudent', [
      { firstName: 'ሙሉጌታ', middleName: 'ከበደ', lastName: 'ተሰማ', age: 14, gender: 'male', email: `avatar.${stamp}@example.et` },
    ]);
    expect(imported.status).toBe(201);
    const studentId = (imported.body.students as { _id: string }[])[0]._id;
    const seat = await admin.post('addstudenttosection', {
      section_id: sectionId,
      academic_period_id: grade7A.periodId,
      student_id: studentId,
    });
    expect(seat.status).toBe(201);

    const p = page();
    await enter(p, 'AD-0001');
    await p.goto(`/dashboard/admin/other/section/${sectionId}/student/${studentId}`);
    const card = p.getByRole('article', { name: 'Report Card: ሙሉጌታ ከበደ ተሰማ' });
    await card.waitFor();
    const avatar = card.getByRole('img', { name: 'ሙሉጌታ ከበደ ተሰማ' });
    await expect.poll(() => avatar.innerText()).toBe('ሙተ');
    await expect
      .poll(() => p.evaluate(() => [...document.fonts].some((f) => f.family.includes('Noto Sans Ethiopic') && f.status === 'loaded')), {
        timeout: 15_000,
      })
      .toBe(true);
    await p.evaluate(() => document.fonts.ready);

    const empty = async () => {
      const text = avatar.locator('span');
      await text.evaluate((n) => ((n as HTMLElement).style.visibility = 'hidden'));
      const blank = await shot(avatar);
      await text.evaluate((n) => ((n as HTMLElement).style.visibility = ''));
      return blank;
    };
    for (const media of ['screen', 'print'] as const) {
      await p.emulateMedia({ media });
      await avatar.waitFor();
      const drawn = await shot(avatar);
      expect(drawn.equals(await asBoxes(avatar)), `${media}: the initials are not boxes`).toBe(false);
      expect(drawn.equals(await empty()), `${media}: the initials are drawn`).toBe(false);
    }
    await p.emulateMedia({ media: 'screen' });
  }, 120_000);
});
