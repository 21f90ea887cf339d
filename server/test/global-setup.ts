import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db';
import { seedDemoSchool } from '../src/seed';
import { adminQuery } from './pg-admin';
import { TODAY } from './today';

// ─── One seeded demo school for the whole API run ────────────────────────────────────────────
// Every test file gets its own database, but making one from nothing (a new PGlite cluster, the
// migrations, the seed) takes about 5 s on our machines. The school is made once here and each file
// starts from a copy: PGlite from a dump of the seeded cluster (about 1.5 s), PostgreSQL from a
// template database (CREATE DATABASE … TEMPLATE). The seed's photos are copied with it.

declare module 'vitest' {
  interface ProvidedContext {
    /** The seeded school: a PGlite dump file, or a PostgreSQL template database name, and its uploads. */
    seededSchool: { pgliteDump?: string; pgTemplate?: string; uploadDir: string } | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'school-seeded-'));
  const uploadDir = path.join(dir, 'uploads');
  await mkdir(uploadDir, { recursive: true });
  const url = process.env.DATABASE_URL;
  let pgTemplate: string | undefined;
  let pgliteDump: string | undefined;
  if (url) {
    pgTemplate = `school_template_${process.pid}_${Date.now()}`;
    await adminQuery(url, `CREATE DATABASE "${pgTemplate}"`);
    const own = new URL(url);
    own.pathname = `/${pgTemplate}`;
    const database = await openDatabase({ databaseUrl: own.toString() });
    await seedDemoSchool(database.db, TODAY, uploadDir);
    await database.close();
  } else {
    const database = await openDatabase({});
    await seedDemoSchool(database.db, TODAY, uploadDir);
    const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
    pgliteDump = path.join(dir, 'school.tar');
    await writeFile(pgliteDump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await database.close();
  }
  project.provide('seededSchool', { pgliteDump, pgTemplate, uploadDir });
  return async () => {
    if (url && pgTemplate) await adminQuery(url, `DROP DATABASE IF EXISTS "${pgTemplate}" WITH (FORCE)`);
    await rm(dir, { recursive: true, force: true });
  };
}
