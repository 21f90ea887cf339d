// `npm run test:e2e`: builds the portal, starts the real server on a free port with a fresh
// database (a new PGlite directory, or a new PostgreSQL database when DATABASE_URL is set),
// then runs the end-to-end tests in headless Chromium against it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = 'npx';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const build = spawnSync(npx, ['vite', 'build', '--logLevel', 'warn'], { cwd: `${root}hosts/portal`, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'school-e2e-'));
const jwtSecret = randomBytes(32).toString('hex');
// Every browser of the suite signs in from 127.0.0.1, dozens of times a minute: the sign-in limits
// (tested by the API tests) are raised so they never refuse a test's sign-in.
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  JWT_SECRET: jwtSecret,
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT: '1000',
  LOGIN_IP_RATE_LIMIT: '10000',
};
let database = null;
if (process.env.DATABASE_URL) {
  database = await freshDatabase(process.env.DATABASE_URL);
  env.DATABASE_URL = database.url;
}

// One node process (tsx as a loader, no wrapper), in its own group so nothing outlives a stop.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const stopServer = async () => {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {}
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopServer().then(() => process.exit(1)));
const baseURL = `http://127.0.0.1:${port}`;
const started = Date.now();
for (;;) {
  if (server.exitCode !== null) {
    console.error('The server exited before it answered.');
    process.exit(1);
  }
  try {
    const r = await fetch(`${baseURL}/api/public-data`);
    if (r.ok) break;
  } catch {}
  if (Date.now() - started > 120_000) {
    console.error('The server did not answer within 120 s.');
    await stopServer();
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 300));
}

const run = spawnSync(npx, ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: baseURL, E2E_JWT_SECRET: jwtSecret },
});
await stopServer();
rmSync(dataDir, { recursive: true, force: true });
if (database) await database.drop();
process.exit(run.status ?? 1);

/** A new, empty PostgreSQL database beside the given one, so e2e never touches another run's data. */
async function freshDatabase(url) {
  const { default: pg } = await import('pg');
  const name = `school_e2e_${Date.now()}_${process.pid}`;
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
