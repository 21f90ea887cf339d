import { describe, expect, it } from 'vitest';
import { baseURL, enter, useBrowser } from './harness';
import { apiAs, apiToken } from './api';

// Every page fits a 390 px phone without sideways scrolling: wide tables scroll inside their own
// box (issue 7: Teachers was 933 px wide, Applicants 999 px).
const PHONE = 390;
const page = useBrowser({ width: PHONE, height: 844 });

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(token: string, path: string): Promise<Json> {
  const res = await fetch(`${baseURL}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()) as Json;
}

/** The admin pages of spec 000 §2, with real ids from the demo school. */
async function adminPages(token: string): Promise<string[]> {
  const periods = (await api(token, 'academicPeriods?page=1&limit=all')).academicPeriods as Json[];
  // The demo school's period with sections and teachers (another file may have added an empty one).
  let current: Json | undefined;
  let sections: Json[] = [];
  let teachers: Json[] = [];
  for (const period of periods) {
    sections = ((await api(token, `getsections/${period._id}?page=1&limit=all`)).sections as Json[] | undefined) ?? [];
    teachers = ((await api(token, `getteachers/${period._id}?page=1&limit=all`)).teachers as Json[] | undefined) ?? [];
    current = period;
    if (sections.length && teachers.length) break;
  }
  if (!current || !sections.length || !teachers.length) throw new Error('no academic period with sections and teachers');
  const students = (await api(token, 'getstudents?page=1&limit=1')).students as Json[];
  const applicants = (await api(token, 'studenttobeapproved?page=1&limit=all')).StudentsTobeApproved as Json[];
  const news = (await api(token, 'getnews?page=1&limit=1')).news as Json[];
  const gallery = (await api(token, 'getallgallery?page=1&limit=1')).gallery as Json[];
  const messages = (await api(token, 'getmessage')).messages as Json[];
  const a = '/dashboard/admin';
  return [
    a,
    `${a}/approve`,
    ...applicants.map((x) => `${a}/approve/student/${x._id}`),
    `${a}/teachers`,
    `${a}/teachers/${current._id}/${current.year}/${current.semester}`,
    `${a}/teacher/${current._id}/${teachers[0]._id}`,
    `${a}/students`,
    `${a}/student/${students[0].ID}`,
    `${a}/academic_period`,
    `${a}/academic_period/${current._id}/${current.year}/${current.semester}`,
    `${a}/section/${sections[0]._id}`,
    `${a}/schedule/${sections[0]._id}`,
    `${a}/news_and_gallery`,
    `${a}/news/${news[0]._id}`,
    `${a}/image_gallery/${gallery[0]._id}`,
    `${a}/feedback`,
    `${a}/staff-message`,
    `${a}/staff-message/${messages[0]._id}`,
    `${a}/change-password`,
  ];
}

const PUBLIC_PAGES = ['/home', '/news', '/Gallery', '/contactus', '/courses/KG', '/register', '/no-such-page'];

async function overflowOf(p: ReturnType<typeof page>, path: string) {
  await p.goto(path);
  await p.locator('main').first().waitFor();
  await p.waitForLoadState('networkidle');
  // Loading states are narrow: wait until the page's content (not a spinner) is there.
  await p
    .locator('[data-ui="loading"], [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  return p.evaluate(() => document.scrollingElement!.scrollWidth);
}

describe(`a ${PHONE} px phone`, () => {
  it('shows every public page without sideways scrolling', async () => {
    const p = page();
    const wide: string[] = [];
    for (const path of PUBLIC_PAGES) {
      const width = await overflowOf(p, path);
      if (width > PHONE) wide.push(`${path}: ${width} px`);
    }
    expect(wide).toEqual([]);
  });

  it('shows every admin page without sideways scrolling', async () => {
    const p = page();
    await p.setViewportSize({ width: 1280, height: 800 });
    await enter(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
    const token = (await p.evaluate(() => localStorage.getItem('token')))!;
    // An entrance exam with a long title: its option in the applicant page's exam picker is far
    // wider than a phone, and the picker must still fit (a select is as wide as its longest option).
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
    // A questionnaire whose question is one long link: the applicant page's list must wrap it.
    const admin = apiAs(token);
    const [first] = (await admin.get('studenttobeapproved?page=1&limit=1')).body.StudentsTobeApproved as Json[];
    const asked = await admin.post('createquestionaire', {
      question: 'Upload the signed form from https://school.example/forms/enrolment/2026/grade-7/semester-1/guardian-consent.pdf',
      type: 'file',
      fileType: 'pdf',
      receiver_id: first.ID,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    await p.setViewportSize({ width: PHONE, height: 844 });
    const wide: string[] = [];
    for (const path of await adminPages(token)) {
      const width = await overflowOf(p, path);
      if (width > PHONE) wide.push(`${path.replace(/[0-9a-f-]{36}/g, ':id')}: ${width} px`);
    }
    expect(wide).toEqual([]);
  }, 180_000);
});
