import type { RouteEntry } from '../src/auth/policy-hooks';
import { useTestApp } from './helpers';

// ─── Each read cache declared by its route (issue 40, decision 211) ──────────────────────────
// A GET joins a read cache with `cache:` beside its policy, a write that changes nothing cached
// says `keepsCaches: true`, every other write empties the caches (auth/read-caches.ts). Here the
// declarations are held to the policies they sit beside, and an admin-only GET must have been
// looked at: cached ('admin-list') or listed below with why not. A new admin list fails until
// someone decides.

/** Admin-only GETs that are not cached, and why. */
const NOT_CACHED: Record<string, string> = {
  'GET /api/academicyears/:id': 'one record, read when a period opens',
  'GET /api/admindash': 'the figures: one read a dashboard visit, cheap',
  'GET /api/examsforentrance': 'rarely read (the applicant review)',
  'GET /api/get_students': 'a form’s choices, rarely read',
  'GET /api/getallfeedback': 'rarely read, small',
  'GET /api/getallsections': 'a form’s choices, rarely read',
  'GET /api/getcourses/:id': 'a period’s courses: small, read when a period opens',
  'GET /api/getenterancelinks/:id': 'one applicant’s links',
  'GET /api/getgrades/:id': 'a period’s grades: small, read when a period opens',
  'GET /api/getroles': 'changed by the roles screen itself, read with it',
  'GET /api/getsections/:id': 'a grade’s sections: small',
  'GET /api/getunapprovedstudent/:id': 'one applicant',
  'GET /api/roster/export': 'a download (a zip), never a list on screen',
  'GET /api/user/permissions/:id': 'one user’s permissions, read with the screen that changes them',
};
/** Writes that empty no cache, and why. */
const KEEPERS: Record<string, string> = {
  'POST /api/login': 'a session row: the session memo never held the new one',
  'POST /api/compareexamcode': 'checks a code, writes nothing cached',
  'POST /api/start_exam': 'an attempt: no cache holds attempts',
  'POST /api/start_exam/': 'as start_exam',
  'POST /api/answersinglequestion': 'an answer: the live exam’s hot path',
  'POST /api/answersinglequestion/': 'as answersinglequestion',
  'POST /api/submitexam': 'an attempt’s end',
  'POST /api/submitexam/': 'as submitexam',
  'POST /api/studentmistakes': 'an integrity event',
  'POST /api/studentmistakes/': 'as studentmistakes',
  'POST /api/examconnection': 'an integrity event',
  'POST /api/examclaim': 'which tab holds an attempt: no cache holds attempts',
};

const ADMINS = new Set(['admin', 'super admin']);
const key = (r: RouteEntry) => `${r.method} ${r.url}`;
const adminOnly = (r: RouteEntry) =>
  !!r.policy && Array.isArray(r.policy.who) && r.policy.who.every((w) => ADMINS.has(w)) && !r.policy.grant && r.policy.token !== 'path';

describe('read caches, as the routes declare them', () => {
  const t = useTestApp();
  const routes = () => t.app.routeTable;

  it("a 'public' cache only on a public route, an 'admin-list' only on an admins-only one", () => {
    const wrong = routes()
      .filter((r) => (r.cache === 'public' && r.policy?.who !== 'public') || (r.cache === 'admin-list' && !adminOnly(r)))
      .map(key);
    expect(wrong).toEqual([]);
  });

  it('every admins-only GET is cached or listed with why not', () => {
    const undecided = routes()
      .filter((r) => r.method === 'GET' && adminOnly(r) && r.cache !== 'admin-list' && !(key(r) in NOT_CACHED))
      .map(key);
    expect(undecided, "declare cache: 'admin-list' on the route, or list it in NOT_CACHED with why").toEqual([]);
    const stale = Object.keys(NOT_CACHED).filter((k) => !routes().some((r) => key(r) === k && r.cache !== 'admin-list'));
    expect(stale, 'no longer an uncached admin GET: remove from NOT_CACHED').toEqual([]);
  });

  it('the writes that keep the caches are the reviewed ones', () => {
    expect(
      routes()
        .filter((r) => r.keepsCaches)
        .map(key)
        .sort(),
    ).toEqual(Object.keys(KEEPERS).sort());
  });

  it('a declared public read answers with an ETag, and 304 while unchanged', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/getshowmessage' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    expect((await t.app.inject({ method: 'GET', url: '/api/getshowmessage', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });
});
