import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CALLERS, LIBRARIAN, type Caller, type RouteExpectation, type RouteTable, type Values } from './route-table/_types';
import { seedIds, type SeedIds } from './route-table/_ids';
import { useTestApp } from './helpers';

// ─── Every registered route, for no token and every demo account ─────────────────────────────
// The routes come from the app itself (installPolicies collects them), the expectations from one
// file per area in route-table/. A route without an entry fails, so a new route cannot ship
// without its rule being written down and checked here.

const dir = fileURLToPath(new URL('./route-table/', import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.startsWith('_'))
  .sort();
const tables: [string, RouteTable][] = await Promise.all(
  files.map(
    async (f) => [f, ((await import(pathToFileURL(path.join(dir, f)).href)) as { default: RouteTable }).default] as [string, RouteTable],
  ),
);
const expectations = new Map<string, RouteExpectation>();
const duplicates: string[] = [];
for (const [file, table] of tables) {
  for (const [key, e] of Object.entries(table)) {
    if (expectations.has(key)) duplicates.push(`${key} (again in ${file})`);
    expectations.set(key, e);
  }
}

const t = useTestApp();
const tokens = new Map<Caller, string>();
let ids: SeedIds;

beforeAll(async () => {
  ids = await seedIds(t.database.db, t.config.now());
  for (const c of CALLERS) if (c !== 'anonymous' && c !== LIBRARIAN) tokens.set(c, await t.login(c));
  librarianID = await makeLibrarian(tokens.get('AD-0001')!);
  tokens.set(LIBRARIAN, await t.login(librarianID, LIBRARIAN_PASSWORD));
});

/** The custom role's holder (route-table/_types.ts LIBRARIAN), made through the spec's calls. */
async function makeLibrarian(admin: string) {
  const as = (url: string, payload: object, token = admin, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url: `/api/${url}`, headers: { authorization: `Bearer ${token}` }, payload });
  const role = await as('createrole', { name: LIBRARIAN, kind: 'teacher', permissions: [{ name: 'Manage content' }] });
  if (role.statusCode !== 201) throw new Error(`createrole: ${role.body}`);
  const made = await as('createuser', { email: 'librarian@example.et', password: 'Libr#2026x', type: LIBRARIAN });
  if (made.statusCode !== 201) throw new Error(`createuser: ${made.body}`);
  const { ID } = made.json().user as { ID: string };
  const first = await t.login(ID, 'Libr#2026x');
  const body = { ID, current_password: 'Libr#2026x', new_password: LIBRARIAN_PASSWORD, confirmnew_password: LIBRARIAN_PASSWORD };
  const changed = await as('changepassword', body, first, 'PUT');
  if (changed.statusCode !== 200) throw new Error(`changepassword: ${changed.body}`);
  return ID;
}
let librarianID: string;
const LIBRARIAN_PASSWORD = 'Shelf#2026q';

/** The status a caller gets from the route (the token in the header, or as `:token` in the path). */
async function call(key: string, e: RouteExpectation, caller: Caller, token: string | undefined) {
  const [method, pattern] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const seed = { ids, db: t.database.db };
  const resolve = async <T>(v: Values<T> | undefined) =>
    typeof v === 'function' ? await (v as (s: typeof seed) => T | Promise<T>)(seed) : v;
  const values = (await resolve(e.params)) ?? {};
  const query = await resolve(e.query);
  const body = await resolve(e.body);
  const inPath = pattern.endsWith('/:token');
  const url = pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    if (name === 'token' && inPath) return token ?? 'null';
    const v = values[name];
    if (v === undefined) throw new Error(`${key}: no value for :${name} in the table`);
    return encodeURIComponent(v);
  });
  const res = await t.app.inject({
    method,
    url,
    query,
    headers: token && !inPath ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.body.slice(0, 200), caller };
}

const REFUSED = new Set([401, 403, 440]);

describe('the route table', () => {
  it('has one entry per registered route, and no entry for a route that does not exist', () => {
    const registered = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(duplicates).toEqual([]);
    expect(registered.filter((k) => !expectations.has(k))).toEqual([]);
    expect([...expectations.keys()].filter((k) => !registered.includes(k))).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it.each([...expectations.entries()])('%s', async (key, e) => {
    const outcomes = [];
    for (const caller of CALLERS) {
      const fresh = () => (caller === LIBRARIAN ? t.login(librarianID, LIBRARIAN_PASSWORD) : t.login(caller));
      const token = caller === 'anonymous' ? undefined : e.freshSession ? await fresh() : tokens.get(caller);
      const got = await call(key, e, caller, token);
      const allowed = e.allowed === 'everyone' || e.allowed.includes(caller);
      const expected = allowed ? 'not refused' : caller === 'anonymous' ? 401 : 403;
      // Let through means any answer but a refusal, and never a 500 (a dummy key is a 400 or 404).
      const ok = allowed ? !REFUSED.has(got.status) && got.status < 500 : got.status === expected;
      outcomes.push({ caller, expected, got: ok ? expected : `${got.status} ${got.body}` });
    }
    expect(outcomes).toEqual(outcomes.map((o) => ({ ...o, got: o.expected })));
  });
});
