import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db';
import { seedDemoSchool } from '../src/seed';
import { adminQuery } from './pg-admin';
import { TODAY } from './today';
import { academicPeriods } from '../src/db/schema';

export const DEMO_PASSWORD = 'Passw0rd!';
export { TODAY } from './today';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  clock: { offsetMs: number };
  /** Signs in through the API and returns the token. */
  login: (ID: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The seeded school of this run (global-setup.ts); null when a file runs without that setup. */
const seededSchool = (() => {
  try {
    return inject('seededSchool') ?? null;
  } catch {
    return null;
  }
})();
let pgliteDump: Promise<Blob> | undefined;

/**
 * A fresh, migrated database: in-memory PGlite, or with DATABASE_URL a new PostgreSQL database per
 * call (dropped on close) so test files can run in parallel. With `seeded`, a copy of the run's
 * seeded school when there is one (`copiedSeed`), else the caller seeds it.
 */
async function freshDatabase(seeded: boolean): Promise<{ database: Database; drop: () => Promise<void>; copiedSeed: boolean }> {
  const url = process.env.DATABASE_URL;
  const copy = seeded && seededSchool !== null;
  if (!url) {
    if (!copy || !seededSchool?.pgliteDump) return { database: await openDatabase({}), drop: async () => {}, copiedSeed: false };
    const file = seededSchool.pgliteDump;
    pgliteDump ??= readFile(file).then((b) => new Blob([b]));
    return { database: await openDatabase({ pgliteDump: await pgliteDump }), drop: async () => {}, copiedSeed: true };
  }
  const name = `school_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const template = copy ? seededSchool?.pgTemplate : undefined;
  await adminQuery(url, template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: own.toString() });
  return {
    database,
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    copiedSeed: template !== undefined,
  };
}

export async function createTestApp(overrides: Partial<AppConfig> = {}, opts: { seed?: boolean } = {}): Promise<TestContext> {
  const seeded = opts.seed !== false;
  const { database, drop, copiedSeed } = await freshDatabase(seeded);
  const clock = { offsetMs: 0 };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'school-test-'));
  const config: AppConfig = {
    port: 0,
    dataDir,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    corsOrigins: ['https://cms.example.et'],
    uploadDir: path.join(dataDir, 'uploads'),
    portalDist: path.join(dataDir, 'no-portal'),
    loginRateLimit: { max: 1000, windowMs: 60_000, perIpMax: 10_000 },
    now: () => new Date(TODAY.getTime() + clock.offsetMs),
    logger: false,
    trustProxy: false,
    ...overrides,
  };
  if (copiedSeed) await cp(seededSchool!.uploadDir, config.uploadDir, { recursive: true });
  else if (seeded) await seedDemoSchool(database.db, config.now(), config.uploadDir);
  const app = await buildApp({ db: database.db, config });
  await app.ready();

  const login = async (ID: string, password = DEMO_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { ID, password } });
    if (res.statusCode !== 200) throw new Error(`login ${ID} failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  const close = async () => {
    await app.close();
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, database, config, clock, login, close };
}

/** Builds one app for the whole test file (beforeAll) and closes it (afterAll). */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestContext {
  const holder = {} as TestContext;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(overrides));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

/** The id of the school's newest academic period (the demo school's current one). */
export async function newestPeriodId(t: TestContext): Promise<string> {
  const periods = await t.database.db.select().from(academicPeriods);
  return periods.sort((a, b) => b.startDate.localeCompare(a.startDate))[0].id;
}
