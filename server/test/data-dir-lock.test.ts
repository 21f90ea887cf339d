import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../src/db/pglite/data-dir-lock';
import { HEAVY_TEST_MS } from './timeouts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** A pid no process has: one that just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid!;
}

describe('one server per data directory', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'school-lock-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second embedded database on the same directory and frees it on close', { timeout: HEAVY_TEST_MS }, async () => {
    const first = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), lockDir: dataDir });
    try {
      const lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
      expect(lock.pid).toBe(process.pid);
      const second = openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), lockDir: dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(`in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    // Free again: the next server starts.
    const again = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), lockDir: dataDir });
    await again.close();
  });

  it('takes over a lock whose process is gone', () => {
    const pid = deadPid();
    writeFileSync(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid, host: hostname(), startedAt: '2026-01-01T00:00:00Z', purpose: 'server' }),
    );
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('keeps a lock of a live process, and one it cannot check (another host, unreadable)', () => {
    const file = path.join(dataDir, LOCK_FILE);
    writeFileSync(file, JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: 'now', purpose: 'server' }));
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.ppid}`);
    writeFileSync(file, JSON.stringify({ pid: deadPid(), host: 'other-machine', startedAt: 'now', purpose: 'server' }));
    expect(() => lockDataDir(dataDir)).toThrow(/on other-machine/);
    writeFileSync(file, 'garbage');
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });

  it('a second server process exits with a clear message', async () => {
    // The data directory is held by this (live) process, as a running server would hold it.
    const release = lockDataDir(dataDir);
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) },
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`Not starting: The data directory ${dataDir} is in use by process ${process.pid}`);
      expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
    } finally {
      release();
    }
  }, 60_000);
});
