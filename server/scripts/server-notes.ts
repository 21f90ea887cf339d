// `npm run docs:server`: writes the generated parts of docs/server-notes.md (issues 22, 40) from the
// code itself: the folders of server/src with what each holds (a folder with no description here
// stops the generator), the domain modules with their files as they are, every route the app
// registers with its policy (app.routeTable, what the route-table test checks), and every table of
// the Drizzle schema with its columns. The hand-written parts stay; what sits between
// `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` is replaced. Statuses and bodies: the
// OpenAPI reference at /api/docs. scripts/checks/generated-docs.test.ts fails when the file is stale.
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db';
import * as schema from '../src/db/schema';
import type { Policy } from '../src/auth/policy-engine';

export const notesFile = fileURLToPath(new URL('../../docs/server-notes.md', import.meta.url));
const srcDir = fileURLToPath(new URL('../src', import.meta.url));

/** What each folder and top-level file of server/src holds. A new one must be described here. */
const LAYOUT: Record<string, string> = {
  'app.ts': 'buildApp({ db, config }): plugins and modules, no listening',
  'main.ts': 'settings → database and migrations → seed if empty → listen',
  'config.ts': 'every setting read and validated once (zod); nothing else reads process.env',
  'context.ts': 'AppContext { db, config, guard, jobs, live } passed to every module',
  'backup.ts': 'npm run backup / restore: the data directory as one file',
  'accounts/': 'creating accounts (login IDs, temporary passwords) for every module',
  'auth/':
    'sign-in, sessions, tokens (file tokens too), the guard, the read caches; policies.ts (what routes import), policy-engine.ts, policy-hooks.ts (runs them)',
  'auth/access/': 'who may do what: the point checks with their list scopes, one file per area',
  'cluster/': 'several instances: Redis, cache invalidation between instances, the shared rate-limit store',
  'db/': 'openDatabase() (PGlite or PostgreSQL), whenDurable, urgently (priority.ts), planner statistics, the current term, EXAM_TRACE',
  'db/pglite/': 'the embedded database layer: durability, worker thread, statement cache (its own README.md)',
  'db/schema/': 'the Drizzle schema, one file per domain',
  'files/': 'uploads, storage, token-in-path file reads',
  'http/': 'errors, params, security headers, intake gates, metrics, idempotency, durable answers, static portal (no policy)',
  'i18n/': "server texts in the reader's language (messages, the catalogue)",
  'jobs/': 'the job runner (hourly and leased jobs)',
  'lib/': 'small helpers used everywhere (text.ts)',
  'modules/': 'one folder per domain (below); db, http, auth, files… import none (decision 291)',
  'openapi/': 'the OpenAPI document and the /api/docs page',
  'openapi/operations/': "the operations table: each operation's id, summary and rules, one file per domain",
  'seed/': 'the demo school, per area',
};

/** server/src's folders (two levels, and db/pglite, db/schema) and top-level files, each with its description. */
function layoutSection(): string {
  const entries: string[] = [];
  for (const name of readdirSync(srcDir).sort()) {
    const isDir = statSync(path.join(srcDir, name)).isDirectory();
    entries.push(isDir ? `${name}/` : name);
    if (isDir && name !== 'modules')
      for (const sub of readdirSync(path.join(srcDir, name)).sort())
        if (statSync(path.join(srcDir, name, sub)).isDirectory()) entries.push(`${name}/${sub}/`);
  }
  const missing = entries.filter((e) => !(e in LAYOUT) && !e.endsWith('.test.ts'));
  if (missing.length) throw new Error(`describe ${missing.join(', ')} in LAYOUT (server/scripts/server-notes.ts)`);
  const width = Math.max(...entries.map((e) => e.length)) + 6;
  return [
    'server/src, from the folders themselves (`LAYOUT` in server/scripts/server-notes.ts).',
    '',
    '```',
    ...entries.filter((e) => e in LAYOUT).map((e) => `src/${e}`.padEnd(width) + LAYOUT[e]),
    '```',
  ].join('\n');
}

/** Each domain module with its files: where its routes are and where its rules are, as they are. */
function modulesSection(): string {
  const dir = path.join(srcDir, 'modules');
  const rows = readdirSync(dir)
    .sort()
    .filter((m) => statSync(path.join(dir, m)).isDirectory())
    .map((m) => {
      const files = readdirSync(path.join(dir, m), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .sort();
      const routes = files.filter((f) => /(^|\/)(routes|[a-zA-Z]+Routes)\.ts$/.test(f));
      const rules = files.filter((f) => !routes.includes(f));
      const code = (list: string[]) => (list.length ? list.map((f) => `\`${f}\``).join(', ') : '(none)');
      return `| \`${m}/\` | ${code(routes)} | ${code(rules)} |`;
    });
  const withService = readdirSync(dir).filter((m) => {
    try {
      return statSync(path.join(dir, m, 'service.ts')).isFile();
    } catch {
      return false;
    }
  }).length;
  return [
    `${rows.length} modules in \`server/src/modules/\`, from the folders. A module's HTTP shape is in its route files, its`,
    `rules in the others: one \`service.ts\` in ${withService} of them, named by topic in the rest (\`teaching/attendance.ts\`).`,
    '',
    '| module | routes | rules |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Who a policy lets call, in the words of the route table. */
function who(p: Policy | undefined): string {
  if (!p) return '(none)';
  const roles = p.who === 'public' ? 'anyone' : p.who === 'signedIn' ? 'signed in' : p.who.join(', ');
  const locks = [p.temporaryPassword && 'temporary password too', p.applicant && 'applicants too'].filter(Boolean);
  const grant = p.grant ? `; or ${p.grant.roles.join(', ')} holding ${p.grant.constant}` : '';
  return `${roles}${locks.length ? ` (${locks.join(', ')})` : ''}${grant}`;
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

async function routesSection(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'school-notes-'));
  const database = await openDatabase({});
  const app = await buildApp({
    db: database.db,
    config: {
      port: 0,
      dataDir,
      jwtSecret: 'server-notes-only-secret-long-enough-for-hs256-0123456789',
      corsOrigins: [],
      uploadDir: path.join(dataDir, 'uploads'),
      portalDist: path.join(dataDir, 'no-portal'),
      loginRateLimit: { max: 1000, windowMs: 60_000, perIpMax: 10_000 },
      now: () => new Date(),
      logger: false,
      trustProxy: false,
    },
  });
  await app.ready();
  const rows = [...app.routeTable].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  const lines = rows.map(
    (r) =>
      `| ${r.method} | \`${cell(r.url)}\` | ${cell(r.policy?.name ?? '(none)')} | ${cell(who(r.policy))} | ${r.policy?.token === 'path' ? 'path' : ''} |`,
  );
  return [
    `${rows.length} routes, from \`app.routeTable\` (the policies in \`server/src/auth\`). Statuses, bodies and`,
    'errors: the OpenAPI reference at `/api/docs` (`/api/openapi.json`); the live events: `/api/asyncapi.json`.',
    '',
    '| method | path | policy | who may call | token |',
    '| --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}

/** Tables the app does not write as it writes the others. */
const TABLE_NOTES: Record<string, string> = {
  teacher_period_sections:
    'written only by the triggers of migration 0013, in the transaction of any change to assignments, sections, grades or courses; the teachers page reads it (decision 139)',
};

function tablesSection(): string {
  const tables = (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t) => ({ name: getTableName(t), columns: Object.values(getTableColumns(t)).map((c) => c.name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [
    `${tables.length} tables, from the Drizzle schema (\`server/src/db/schema/<domain>.ts\`).`,
    '',
    '| table | columns |',
    '| --- | --- |',
    ...tables.map((t) => `| ${t.name}${TABLE_NOTES[t.name] ? ` (${TABLE_NOTES[t.name]})` : ''} | ${t.columns.join(', ')} |`),
  ].join('\n');
}

function replaceBetween(text: string, name: string, body: string): string {
  const start = `<!-- generated:${name} -->`;
  const end = `<!-- /generated:${name} -->`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a === -1 || b === -1) throw new Error(`docs/server-notes.md has no ${start} … ${end}`);
  return `${text.slice(0, a + start.length)}\n\n${body}\n\n${text.slice(b)}`;
}

/** The notes with every generated part written anew from the code. */
export async function renderServerNotes(notes: string): Promise<string> {
  notes = replaceBetween(notes, 'layout', layoutSection());
  notes = replaceBetween(notes, 'modules', modulesSection());
  notes = replaceBetween(notes, 'routes', await routesSection());
  return replaceBetween(notes, 'tables', tablesSection());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeFile(notesFile, await renderServerNotes(await readFile(notesFile, 'utf8')));
  console.log(`docs/server-notes.md: layout, modules, routes and tables written`);
}
