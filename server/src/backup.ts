import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { childEnvironment, pgliteDir, type AppConfig } from './config';
import { lockDataDir } from './db/pglite/data-dir-lock';

// ─── Backup and restore (`npm run backup`, `npm run restore -- FILE`) ─────────────────────────
// One .tar.gz holds everything a school's data is:
//   manifest.json          { format, database: 'pglite' | 'postgresql', createdAt, files }
//   database/pglite.tar    the embedded database's data directory (PGlite dumpDataDir), or
//   database/dump.sql      a plain pg_dump of the PostgreSQL database (DATABASE_URL)
//   uploads/…              the uploaded files (UPLOAD_DIR, default DATA_DIR/uploads)
// Consistency: the embedded database belongs to one process, so a PGlite backup takes the data
// directory's lock (db/pglite/data-dir-lock.ts): it refuses while the server runs (stop it first) and no
// server can start while it copies. pg_dump reads one snapshot while the server keeps running;
// the files are copied after it, so every file a dumped row names is in the archive (a file
// uploaded meanwhile may come along without its row: harmless).
// Restore only fills an empty target (no database files in DATA_DIR/pglite, or a database with
// no tables; no uploaded files), so it never merges into or overwrites a school's data.

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  database: 'pglite' | 'postgresql';
  createdAt: string;
  /** Number of uploaded files in the archive. */
  files: number;
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** Runs a command (no shell); rejects with its stderr when it fails. Never echoes the arguments (a URL may hold a password). */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = childEnvironment()): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err) => reject(new BackupError(`${cmd} could not run: ${err.message}`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${cmd} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

async function countFiles(dir: string): Promise<number> {
  if (!(await exists(dir))) return 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

async function isEmptyDir(dir: string): Promise<boolean> {
  if (!(await exists(dir))) return true;
  return (await readdir(dir)).length === 0;
}

/** Writes the backup archive to `file` (parent directories created); returns its manifest. */
export async function createBackup(config: AppConfig, file: string): Promise<BackupManifest> {
  const target = path.resolve(file);
  const staging = await mkdtemp(path.join(tmpdir(), 'school-backup-'));
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'backup');
  try {
    await mkdir(path.join(staging, 'database'));
    let database: BackupManifest['database'];
    if (config.databaseUrl) {
      database = 'postgresql';
      await run('pg_dump', [
        '--no-owner',
        '--no-privileges',
        '--format=plain',
        `--file=${path.join(staging, 'database', 'dump.sql')}`,
        `--dbname=${config.databaseUrl}`,
      ]);
    } else {
      database = 'pglite';
      const dir = pgliteDir(config);
      if (await isEmptyDir(dir)) throw new BackupError(`There is no database in ${dir} to back up.`);
      const { PGlite } = await import('@electric-sql/pglite');
      const client = new PGlite(dir);
      try {
        await client.waitReady; // dumpDataDir on a PGlite still starting never settles
        const tarball = await client.dumpDataDir('none');
        await writeFile(path.join(staging, 'database', 'pglite.tar'), Buffer.from(await tarball.arrayBuffer()));
      } finally {
        await client.close();
      }
    }
    // After the database: every file a dumped row names is already on disk.
    if (await exists(config.uploadDir)) await cp(config.uploadDir, path.join(staging, 'uploads'), { recursive: true });
    else await mkdir(path.join(staging, 'uploads'));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      database,
      createdAt: new Date().toISOString(),
      files: await countFiles(path.join(staging, 'uploads')),
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed: a failed run never leaves a half archive under the name.
    const partial = `${target}.partial`;
    await run('tar', ['-czf', partial, '-C', staging, 'manifest.json', 'database', 'uploads']);
    await rename(partial, target);
    return manifest;
  } finally {
    release();
    await rm(staging, { recursive: true, force: true });
  }
}

async function databaseIsEmpty(url: string): Promise<boolean> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*)::text as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n === '0';
  } finally {
    await client.end();
  }
}

/** Restores an archive of createBackup into the (empty) database and upload directory of `config`. */
export async function restoreBackup(config: AppConfig, file: string): Promise<BackupManifest> {
  const source = path.resolve(file);
  if (!(await exists(source))) throw new BackupError(`No backup file at ${source}.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'school-restore-'));
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'restore');
  try {
    await run('tar', ['-xzf', source, '-C', staging]);
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
    } catch {
      throw new BackupError(`${source} is not a backup of this server (no manifest.json).`);
    }
    if (manifest.format !== BACKUP_FORMAT)
      throw new BackupError(`Backup format ${manifest.format} is not supported (expected ${BACKUP_FORMAT}).`);
    const wanted = config.databaseUrl ? 'postgresql' : 'pglite';
    if (manifest.database !== wanted) {
      throw new BackupError(
        `This backup holds a ${manifest.database} database; restore it with ${manifest.database === 'postgresql' ? 'DATABASE_URL set' : 'DATABASE_URL unset (the embedded database)'}.`,
      );
    }
    if (!(await isEmptyDir(config.uploadDir)))
      throw new BackupError(`The upload directory ${config.uploadDir} is not empty: restore into an empty one.`);

    if (config.databaseUrl) {
      if (!(await databaseIsEmpty(config.databaseUrl)))
        throw new BackupError('The database of DATABASE_URL is not empty: restore into a new, empty database.');
      await run('psql', [
        '-X',
        '-q',
        '-v',
        'ON_ERROR_STOP=1',
        '--single-transaction',
        `--file=${path.join(staging, 'database', 'dump.sql')}`,
        `--dbname=${config.databaseUrl}`,
      ]);
    } else {
      const dir = pgliteDir(config);
      if (!(await isEmptyDir(dir))) throw new BackupError(`${dir} already holds a database: restore into an empty DATA_DIR.`);
      const tarball = await readFile(path.join(staging, 'database', 'pglite.tar'));
      await mkdir(dir, { recursive: true });
      const { PGlite } = await import('@electric-sql/pglite');
      const client = new PGlite(dir, { loadDataDir: new Blob([tarball]) });
      try {
        await client.query('select 1'); // opened and readable
      } finally {
        await client.close();
      }
    }
    if (await exists(path.join(staging, 'uploads'))) {
      await mkdir(config.uploadDir, { recursive: true });
      await cp(path.join(staging, 'uploads'), config.uploadDir, { recursive: true });
    }
    return manifest;
  } finally {
    release();
    await rm(staging, { recursive: true, force: true });
  }
}
