import { bearer, newestPeriodId, useTestApp } from './helpers';

// Lists that page on the server also sort there (docs/decisions/0026-data-layer-tanstack-query-behind-one-hook-pair.md): sortBy + sortDir, the
// chosen column first and the list's own order as the tiebreak, so pages never overlap.
const t = useTestApp();

let admin = '';
let periodId = '';
beforeAll(async () => {
  admin = await t.login('AD-0001');
  periodId = await newestPeriodId(t);
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(admin) });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};
const names = (rows: unknown, key: string) => (rows as Record<string, string>[]).map((r) => String(r[key]));
const isSorted = (values: string[], desc = false) =>
  values.every(
    (v, i) => i === 0 || (desc ? values[i - 1].toLowerCase() >= v.toLowerCase() : values[i - 1].toLowerCase() <= v.toLowerCase()),
  );

async function addStudents() {
  for (const [first, n] of [
    ['zed', 1],
    ['Abel', 2],
    ['mimi', 3],
    ['Bruk', 4],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addsinglestudent',
      headers: bearer(admin),
      payload: { firstName: first, middleName: 'M', lastName: 'L', gender: 'male', age: 12, email: `sort${n}@example.et` },
    });
    expect(res.statusCode).toBe(201);
  }
}

describe('sorting on the server', () => {
  it('sorts students by a column, without case, in both directions, and pages that order', async () => {
    await addStudents();
    const asc = await get('getstudents?limit=all&sortBy=firstName&sortDir=asc');
    expect(asc.status).toBe(200);
    const all = names(asc.body.students, 'firstName');
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(isSorted(all)).toBe(true);
    const desc = await get('getstudents?limit=all&sortBy=firstName&sortDir=desc');
    expect(isSorted(names(desc.body.students, 'firstName'), true)).toBe(true);
    // Two pages of two are the first four of the whole order.
    const p1 = await get('getstudents?limit=2&page=1&sortBy=firstName');
    const p2 = await get('getstudents?limit=2&page=2&sortBy=firstName');
    expect([...names(p1.body.students, 'ID'), ...names(p2.body.students, 'ID')]).toEqual(names(asc.body.students, 'ID').slice(0, 4));
    expect(p1.body.totalItems).toBe(all.length);
  });

  it('keeps the old order without sortBy, and refuses a column it does not sort by with 400', async () => {
    const plain = await get('getstudents?limit=all');
    expect(isSorted(names(plain.body.students, 'ID'))).toBe(true);
    const bad = await get('getstudents?sortBy=password');
    expect(bad).toMatchObject({ status: 400, body: { error: 'This list cannot be sorted by password', code: 'invalid_input' } });
    expect((await get('getstudents?sortBy=firstName&sortDir=sideways')).status).toBe(400);
    expect((await get('getstudents?sortBy=first%20name')).status).toBe(400);
  });

  it('sorts applicants by the date they applied, teachers by name and the admin news by title', async () => {
    const applicants = await get('studenttobeapproved?limit=all&sortBy=Date&sortDir=desc');
    expect(applicants.status).toBe(200);
    const teachers = await get(`getteachers/${periodId}?limit=all&all=true&sortBy=fullName`);
    expect(teachers.status).toBe(200);
    expect(isSorted(names(teachers.body.teachers, 'fullName'))).toBe(true);
    const news = await get('getnews?limit=100&sortBy=title');
    expect(news.status).toBe(200);
    expect(isSorted(names(news.body.news, 'title'))).toBe(true);
    expect((await get('getnews?sortBy=content')).status).toBe(400);
  });
});
