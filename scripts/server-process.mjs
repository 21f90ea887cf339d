// What `npm run bench`, `npm run bench:chat` and `npm run test:e2e` need to run the real server:
// free ports, child servers in their own process group, readiness, a throwaway PostgreSQL database.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * Starts `node args` detached (its own group, so a stop ends everything it started). Its stderr
 * is shown; its stdout only with `stdout: 'inherit'`.
 */
export function startServer(args, { cwd, env, stdout = 'ignore' }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', stdout, 'inherit'], detached: true });
  return {
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
      // Gone before the caller goes on (the exam bench's check opens the same data directory).
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}

/** Polls `url` until it answers 2xx (the app seeds its database on first start). */
export async function waitFor(url, server, timeoutMs = 180_000) {
  const started = Date.now();
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`${url}: the server exited before it answered`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {}
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** A new, empty PostgreSQL database beside `url` (named `<prefix>_<time>_<pid>`), dropped after the run. */
export async function freshDatabase(url, prefix) {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now()}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
