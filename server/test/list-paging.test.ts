import { bearer, newestPeriodId, useTestApp } from './helpers';

// The teachers, news and gallery admin lists page, search and sort on the server (docs/decisions/0026-data-layer-tanstack-query-behind-one-hook-pair.md): the admin tables read one page at a time, and pages of one order never overlap.
const t = useTestApp();

let admin = '';
let periodId = '';
beforeAll(async () => {
  admin = await t.login('AD-0001');
  periodId = await newestPeriodId(t);
});

type List = Record<string, unknown> & { totalItems: number; totalPages: number };
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(admin) });
  return { status: res.statusCode, body: res.json() as List };
};
const values = (rows: unknown, key: string) => (rows as Record<string, unknown>[]).map((r) => String(r[key]));
const lower = (v: string[]) => v.map((s) => s.toLowerCase());

describe('teachers of a period, a page at a time', () => {
  it('pages the sorted list: the pages put together are the whole list, with its total on each', async () => {
    const whole = await get(`getteachers/${periodId}?limit=all&sortBy=fullName&sortDir=desc`);
    expect(whole.status).toBe(200);
    const all = values(whole.body.teachers, 'ID');
    expect(all.length).toBeGreaterThan(5);
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 5); page++) {
      const one = await get(`getteachers/${periodId}?page=${page}&limit=5&sortBy=fullName&sortDir=desc`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ totalItems: all.length, totalPages: Math.ceil(all.length / 5) });
      expect((one.body.teachers as unknown[]).length).toBeLessThanOrEqual(5);
      pages.push(...values(one.body.teachers, 'ID'));
    }
    expect(pages).toEqual(all);
    const names = values(whole.body.teachers, 'fullName');
    expect(lower(names)).toEqual([...lower(names)].sort().reverse());
    // A page past the end is empty, with the same totals.
    const past = await get(`getteachers/${periodId}?page=99&limit=5`);
    expect(past.body).toMatchObject({ teachers: [], totalItems: all.length });
  });

  it('searches name, email and ID with the page and sort, and a search that finds none is an empty page, not 404', async () => {
    const byName = await get(`getteachers/${periodId}?page=1&limit=5&searchTerm=tesfaye&sortBy=age&sortDir=asc`);
    expect(byName.status).toBe(200);
    const found = byName.body.teachers as { fullName: string; email: string; age: number }[];
    expect(found.length).toBeGreaterThan(0);
    expect(byName.body.totalItems).toBe(found.length);
    for (const teacher of found) expect(`${teacher.fullName} ${teacher.email}`.toLowerCase()).toContain('tesfaye');
    expect(found.map((x) => x.age)).toEqual([...found.map((x) => x.age)].sort((a, b) => a - b));
    const byId = await get(`getteachers/${periodId}?limit=5&searchTerm=te-0001`);
    expect(values(byId.body.teachers, 'ID')).toEqual(['TE-0001']);
    // Each teacher comes with every section of the period (what the export writes).
    expect((byId.body.teachers as { assignedSections: unknown[] }[])[0].assignedSections.length).toBeGreaterThan(0);
    const none = await get(`getteachers/${periodId}?page=1&limit=5&searchTerm=nobody-by-this-name`);
    expect(none).toEqual({ status: 200, body: { teachers: [], totalItems: 0, totalPages: 0 } });
  });

  it('refuses to sort by a list column (subjects, sections) with 400', async () => {
    expect((await get(`getteachers/${periodId}?sortBy=assignedSections`)).body).toMatchObject({
      error: 'This list cannot be sorted by assignedSections',
    });
    expect((await get(`getteachers/${periodId}?sortBy=subject`)).status).toBe(400);
    expect((await get(`getteachers/${periodId}?limit=0`)).status).toBe(400);
  });
});

describe('the admin news and gallery lists, a page at a time', () => {
  it('pages every news item (live and hidden) by title, searched in title and description', async () => {
    const whole = await get('getnews?limit=100&sortBy=title&sortDir=asc');
    const titles = values(whole.body.news, 'title');
    expect(titles.length).toBeGreaterThan(5);
    expect((whole.body.news as { show: boolean }[]).some((n) => !n.show)).toBe(true);
    const p1 = await get('getnews?page=1&limit=5&sortBy=title&sortDir=asc');
    const p2 = await get('getnews?page=2&limit=5&sortBy=title&sortDir=asc');
    expect([...values(p1.body.news, 'title'), ...values(p2.body.news, 'title')]).toEqual(titles.slice(0, 10));
    expect(p2.body).toMatchObject({ totalItems: titles.length, totalPages: Math.ceil(titles.length / 5) });
    // Newest first without sortBy.
    const plain = await get('getnews?limit=100');
    const dates = (plain.body.news as { Date: number }[]).map((n) => n.Date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // '6 pm' is only in a description ('The library stays open until 6 pm…').
    const searched = await get('getnews?page=1&limit=5&searchTerm=6%20pm');
    expect(values(searched.body.news, 'title')).toEqual(['Library opening hours extended']);
    expect(searched.body.totalItems).toBe(1);
  });

  it('sorts the admin gallery by title, date or status, and refuses another column', async () => {
    const asc = await get('getallgallery?limit=100&sortBy=title');
    expect(asc.status).toBe(200);
    const titles = values(asc.body.gallery, 'title');
    expect(lower(titles)).toEqual([...lower(titles)].sort());
    const p2 = await get('getallgallery?page=2&limit=2&sortBy=title');
    expect(values(p2.body.gallery, 'title')).toEqual(titles.slice(2, 4));
    const byDate = await get('getallgallery?limit=100&sortBy=date&sortDir=asc');
    const dates = (byDate.body.gallery as { date: number }[]).map((g) => g.date);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect((await get('getallgallery?sortBy=show')).status).toBe(200);
    expect((await get('getallgallery?sortBy=photo')).body).toMatchObject({ error: 'This list cannot be sorted by photo' });
  });
});
