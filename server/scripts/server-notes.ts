// `npm run docs:server`: writes the generated parts of docs/server-notes.md (issue 22) from the
// code itself: every route the app registers with its policy (app.routeTable, what the route-table
// test checks), and every table of the Drizzle schema with its columns. The hand-written parts
// (layout, config, tests) stay; what sits between `<!-- generated:NAME -->` and
// `<!-- /generated:NAME -->` is replaced. Statuses and bodies: the OpenAPI reference at /api/docs.
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

const notesFile = fileURLToPath(new URL('../../docs/server-notes.md', import.meta.url));

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
    ...tables.map((t) => `| ${t.name} | ${t.columns.join(', ')} |`),
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

let notes = await readFile(notesFile, 'utf8');
notes = replaceBetween(notes, 'routes', await routesSection());
notes = replaceBetween(notes, 'tables', tablesSection());
await writeFile(notesFile, notes);
console.log(`docs/server-notes.md: routes and tables written`);
