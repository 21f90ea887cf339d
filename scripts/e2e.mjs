// `npm run test:e2e`: builds the portal, starts the real server on a free port with a fresh
// database (a new PGlite directory, or a new PostgreSQL database when DATABASE_URL is set),
// then runs the end-to-end tests in headless Chromium against it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { freePort, freshDatabase, startServer, waitFor } from './server-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = 'npx';

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
  database = await freshDatabase(process.env.DATABASE_URL, 'school_e2e');
  env.DATABASE_URL = database.url;
}

// One node process (tsx as a loader, no wrapper), in its own group so nothing outlives a stop.
const server = startServer(['--import', 'tsx', 'server/src/main.ts'], { cwd: root, env, stdout: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop().then(() => process.exit(1)));
const baseURL = `http://127.0.0.1:${port}`;
try {
  await waitFor(`${baseURL}/api/public-data`, server, 120_000);
} catch (err) {
  console.error(err.message);
  await server.stop();
  process.exit(1);
}

const run = spawnSync(npx, ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: baseURL, E2E_JWT_SECRET: jwtSecret },
});
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
if (database) await database.drop();
process.exit(run.status ?? 1);
