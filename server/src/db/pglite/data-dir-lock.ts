import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

// ─── One server per data directory ───────────────────────────────────────────────────────────
// The embedded database (PGlite) is one process's files: a second server on the same DATA_DIR
// would write the same files and corrupt them. Whoever opens the directory first writes
// DATA_DIR/server.lock with its pid (created exclusively, so two starts cannot both win); a
// second opener is refused with a message naming the pid. A lock left by a process that is gone
// (a crash, a killed container) is taken over. PostgreSQL (DATABASE_URL) takes no lock: several
// instances may share it (the Redis adapter exists for that).

export const LOCK_FILE = 'server.lock';

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
  /** What holds it: 'server', 'backup', 'restore'. */
  purpose: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Partial<LockInfo>,
  ) {
    const who = holder.pid
      ? `process ${holder.pid}${holder.host && holder.host !== hostname() ? ` on ${holder.host}` : ''}`
      : 'another process';
    super(
      `The data directory ${dataDir} is in use by ${who}` +
        `${holder.purpose ? ` (${holder.purpose}, since ${holder.startedAt})` : ''}. ` +
        'Only one server may use a data directory: stop the other one, or give this one its own DATA_DIR. ' +
        `If no such process is running, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Lock files this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): Partial<LockInfo> | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return {}; // unreadable or half-written: treated as held by an unknown process
  }
}

/** The holder is gone: its pid is dead on this host, or it is our own pid from an earlier life. */
function isStale(file: string, info: Partial<LockInfo>): boolean {
  if (typeof info.pid !== 'number' || (info.host && info.host !== hostname())) return false;
  if (info.pid === process.pid) return !held.has(file);
  return !alive(info.pid);
}

/**
 * Takes the data directory for this process, or throws DataDirLockedError. Returns the release
 * function (idempotent); the lock is also removed when the process exits normally.
 */
export function lockDataDir(dataDir: string, purpose = 'server'): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const info: LockInfo = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), purpose };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, JSON.stringify(info));
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLock(file);
      if (holder === null) continue; // released meanwhile: try again
      if (attempt > 2 || !isStale(file, holder)) throw new DataDirLockedError(dataDir, holder);
      try {
        unlinkSync(file);
      } catch {
        // another starter took it over first; the next attempt sees its lock
      }
    }
  }
  held.add(file);
  const onExit = () => release();
  function release() {
    if (!held.delete(file)) return;
    process.removeListener('exit', onExit);
    // Only our own lock is removed (a stale-lock takeover by another process leaves its file).
    if (readLock(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  }
  process.on('exit', onExit);
  return release;
}
