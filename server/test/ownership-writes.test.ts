import { beforeAll, describe, expect, it } from 'vitest';
import { seedIds, type SeedIds } from './route-table/_ids';
import { useTestApp } from './helpers';

// ─── Ownership on writes and a parent's reads, with bodies that pass validation (issue 22) ───
// The route table (route-table.test.ts) calls writes with empty bodies, so validation answers
// 400 before the ownership check runs. Here the same writes carry valid bodies naming TE-0001's
// records: TE-0003, who teaches another course in Grade 7 A and owns nothing there, is refused
// (403) and TE-0001 is let through. FA-0002 is linked to other children than ST-0001.

const t = useTestApp();
let ids: SeedIds;
const REFUSED = [401, 403, 440];

beforeAll(async () => {
  ids = await seedIds(t.database.db, t.config.now());
});

async function send(ID: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const token = await t.login(ID);
  const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.body.slice(0, 200) };
}

interface Write {
  what: string;
  url: (ids: SeedIds) => string;
  body: (ids: SeedIds) => object;
}

const writes: Write[] = [
  {
    what: "a grade in TE-0001's Mathematics of Grade 7 A",
    url: () => '/api/gradereportstudent',
    body: (ids) => ({ teacherInSection_id: ids.teacherSection, student_id: ids.student['ST-0001'], midExam: 12 }),
  },
  {
    what: "attendance in TE-0001's Mathematics of Grade 7 A",
    url: () => '/api/markattendance',
    body: (ids) => ({
      student_id: ids.student['ST-0001'],
      course_id: ids.mathematics,
      section_id: ids.section7A,
      date: '2026-11-21',
      status: 'Present',
      arrivedTime: '08:02',
    }),
  },
  {
    what: 'the grade visibility of Grade 7 A (owned by TE-0001)',
    url: () => '/api/changegradevisibilitystatus',
    body: (ids) => ({ section_id: ids.section7A, isVisible: false }),
  },
  {
    what: "the owner's comment on ST-0001 in Grade 7 A",
    url: (ids) => `/api/commentstudentgrade/${ids.student['ST-0001']}/${ids.section7A}`,
    body: (ids) => ({ section_id: ids.section7A, student_id: ids.student['ST-0001'], comment: 'Works steadily.' }),
  },
];

describe('a teacher cannot write another teacher’s section', () => {
  it.each(writes)('$what: TE-0003 403, TE-0001 let through', async (w) => {
    const other = await send('TE-0003', 'POST', w.url(ids), w.body(ids));
    expect(other.status, other.body).toBe(403);
    const owner = await send('TE-0001', 'POST', w.url(ids), w.body(ids));
    expect(REFUSED, owner.body).not.toContain(owner.status);
    expect(owner.status, owner.body).toBeLessThan(500);
  });
});

describe('a parent cannot read an unlinked child', () => {
  const reads = [
    { what: 'the child’s user', url: () => '/api/users/ST-0001' },
    { what: 'the child’s attendance in Grade 7 A', url: (ids: SeedIds) => `/api/getattendancesinglestudent/ST-0001/${ids.section7A}` },
    { what: 'the child’s schedule', url: (ids: SeedIds) => `/api/getschedule/${ids.section7A}` },
  ];
  it.each(reads)('$what: FA-0002 403, FA-0001 200', async (r) => {
    expect((await send('FA-0002', 'GET', r.url(ids))).status).toBe(403);
    const linked = await send('FA-0001', 'GET', r.url(ids));
    expect(linked.status, linked.body).toBe(200);
  });

  it('the periods of a child through the parent path: FA-0002 403 even naming themself, FA-0001 200', async () => {
    const child = ids.student['ST-0001'];
    expect((await send('FA-0002', 'GET', `/api/parent_student_academic_period/FA-0002/${child}`)).status).toBe(403);
    expect((await send('FA-0002', 'GET', `/api/parent_student_academic_period/FA-0001/${child}`)).status).toBe(403);
    const linked = await send('FA-0001', 'GET', `/api/parent_student_academic_period/FA-0001/${child}`);
    expect(linked.status, linked.body).toBe(200);
  });
});
