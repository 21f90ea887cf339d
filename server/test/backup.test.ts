import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { adminQuery } from './pg-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, createBackup, restoreBackup } from '../src/backup';
import { pgliteDir, type AppConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { lockDataDir } from '../src/db/pglite/data-dir-lock';
import { users } from '../src/db/schema';
import { seedDemoSchool } from '../src/seed';
import { SEED_STUDENT_DOCS } from '../src/seed/admissions';
import { TODAY } from './helpers';

// A round trip through the real commands: seed -> npm run backup -> npm run restore into a new,
// empty place -> the known row and the uploaded file are there. With DATABASE_URL set it runs on
// PostgreSQL (pg_dump / psql) with two databases the test creates and drops.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const baseUrl = process.env.DATABASE_URL;
const created: string[] = [];
const dirs: string[] = [];

async function newDatabaseUrl(): Promise<string> {
  const name = `school_backup_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(baseUrl!, `CREATE DATABASE "${name}"`);
  created.push(name);
  const url = new URL(baseUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A server's configuration over a new data directory (and, on PostgreSQL, a new database). */
async function newPlace(): Promise<AppConfig> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'school-backup-test-'));
  dirs.push(dataDir);
  return {
    port: 0,
    dataDir,
    databaseUrl: baseUrl ? await newDatabaseUrl() : undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    corsOrigins: [],
    uploadDir: path.join(dataDir, 'uploads'),
    portalDist: path.join(dataDir, 'no-portal'),
    loginRateLimit: { max: 10, windowMs: 60_000 },
    now: () => TODAY,
    logger: false,
    trustProxy: false,
  };
}

const open = (c: AppConfig) => openDatabase({ databaseUrl: c.databaseUrl, pgliteDir: pgliteDir(c), lockDir: c.dataDir });

/** `npm run <script> -- args` as an operator types it, with the place's environment. */
function npmRun(script: 'backup' | 'restore', c: AppConfig, args: string[]) {
  const env = { ...process.env, DATA_DIR: c.dataDir, DATABASE_URL: c.databaseUrl ?? '', UPLOAD_DIR: c.uploadDir, JWT_SECRET: c.jwtSecret };
  const child = spawn(process.execPath, ['--import', 'tsx', `server/scripts/${script}.ts`, ...args], { cwd: repoRoot, env });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise<{ code: number | null; out: string }>((resolve) => child.on('close', (code) => resolve({ code, out })));
}

const studentFile = (c: AppConfig) => path.join(c.uploadDir, 'students', SEED_STUDENT_DOCS.birthCertificate);

let source: AppConfig;
let archive: string;

beforeAll(async () => {
  source = await newPlace();
  const database = await open(source);
  try {
    await seedDemoSchool(database.db, TODAY, source.uploadDir);
    // A row written after the seed, so the restore is not just the seed run again.
    await database.db.update(users).set({ fullName: 'Backed Up Admin' }).where(eq(users.ID, 'AD-0001'));
  } finally {
    await database.close();
  }
  archive = path.join(source.dataDir, 'backups', 'school.tar.gz');
}, 120_000);

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  if (!baseUrl) return;
  for (const name of created) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe(`backup and restore (${baseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('npm run backup, then npm run restore into an empty place: the known row and the uploaded file are there', async () => {
    const backup = await npmRun('backup', source, [archive]);
    const files = (await readdir(source.uploadDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
    expect(files).toBeGreaterThan(0);
    expect(backup.out).toContain(`Backed up the ${baseUrl ? 'postgresql' : 'pglite'} database and ${files} uploaded file(s) to ${archive}`);
    expect(backup.code).toBe(0);

    const target = await newPlace();
    const restore = await npmRun('restore', target, [archive]);
    expect(restore.out).toContain('Restored the');
    expect(restore.code).toBe(0);

    expect(await readFile(studentFile(target))).toEqual(await readFile(studentFile(source)));
    const database = await open(target); // migrations already applied: nothing to do
    try {
      const [admin] = await database.db.select({ fullName: users.fullName }).from(users).where(eq(users.ID, 'AD-0001'));
      expect(admin).toEqual({ fullName: 'Backed Up Admin' });
    } finally {
      await database.close();
    }
  }, 180_000);

  it('restore refuses a place that already holds data, and a file that is not a backup', async () => {
    // The source itself: its database and files are not empty.
    await expect(restoreBackup(source, archive)).rejects.toThrow(BackupError);
    await expect(restoreBackup(source, archive)).rejects.toThrow(/not empty|already holds a database/);

    const target = await newPlace();
    const bogus = path.join(target.dataDir, 'bogus.tar.gz');
    await writeFile(bogus, 'not a tarball');
    await expect(restoreBackup(target, bogus)).rejects.toThrow(BackupError);
    const usage = await npmRun('restore', target, []);
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('Usage: npm run restore -- FILE');
  }, 60_000);

  it.skipIf(!!baseUrl)('the embedded database is backed up with the server stopped: a running server makes backup refuse', async () => {
    const release = lockDataDir(source.dataDir); // what a running server holds
    try {
      const file = path.join(source.dataDir, 'backups', 'while-running.tar.gz');
      await expect(createBackup(source, file)).rejects.toThrow(`in use by process ${process.pid}`);
      expect(existsSync(file)).toBe(false);
    } finally {
      release();
    }
  });
});
