// `npm run test:e2e`: builds the portal, starts the real server with a fresh database (a new PGlite
// directory, or a new PostgreSQL database when DATABASE_URL is set), then runs the end-to-end tests
// in headless Chromium against it.
//
// On a machine with more cores, E2E_GROUPS=N runs the files in N groups side by side, each against
// its own server and database, so no file of one group sees another's writes. The groups are
// balanced by each file's usual length (WEIGHTS, seconds on our machines); exams-student and
// exams-result stay together (the second announces the exam the first took, see vitest.config.ts).
// The default is one group: on our two cores one browser and its server already keep both busy
// (measured: two groups 555 s, one group 615 s, each test twice as slow), so two groups buy little
// and make every wait in a test twice as tight. With a filter (`npm run test:e2e -- teachers`) one
// group runs what it matches.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { freePort, freshDatabase, startServer, waitFor } from './server-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const filters = process.argv.slice(2);

const WEIGHTS = {
  'permissions.test.ts': 88,
  'amharic.test.ts': 30,
  'teaching.test.ts': 86,
  'auth.test.ts': 63,
  'communication.test.ts': 54,
  'grade-reports.test.ts': 39,
  'grade-records.test.ts': 26,
  'phone-width.test.ts': 85,
  'phone-cover.test.ts': 25,
  'exams-integrity.test.ts': 53,
  'exams-teacher.test.ts': 32,
  'content-admin.test.ts': 28,
  'exams-student.test.ts': 27,
  'public-site.test.ts': 26,
  'teachers.test.ts': 25,
  'list-state.test.ts': 24,
  'public.test.ts': 24,
  'students.test.ts': 22,
  'academics.test.ts': 21,
  'session-end.test.ts': 11,
  'refusals.test.ts': 12,
  'exams-result.test.ts': 8,
  'exams-admissions.test.ts': 8,
  'exams-tab-switch.test.ts': 90,
  'file-links.test.ts': 6,
  'home-weight.test.ts': 4,
  'custom-roles.test.ts': 13,
};
const TOGETHER = [['exams-student.test.ts', 'exams-result.test.ts']];
/** The usual length of some files together, in seconds (20 for a file WEIGHTS does not know). */
const weightOf = (files) => files.reduce((s, f) => s + (WEIGHTS[f] ?? 20), 0);

/** The test files in `count` groups of about equal length (longest first, into the lightest group). */
function groupFiles(files, count) {
  const units = [];
  const placed = new Set();
  for (const set of TOGETHER) {
    const members = set.filter((f) => files.includes(f));
    if (members.length) units.push(members);
    members.forEach((f) => placed.add(f));
  }
  for (const f of files) if (!placed.has(f)) units.push([f]);
  units.sort((a, b) => weightOf(b) - weightOf(a) || a[0].localeCompare(b[0]));
  const groups = Array.from({ length: count }, () => ({ files: [], weight: 0 }));
  for (const unit of units) {
    const lightest = groups.reduce((min, g) => (g.weight < min.weight ? g : min));
    lightest.files.push(...unit);
    lightest.weight += weightOf(unit);
  }
  return groups.map((g) => g.files).filter((g) => g.length);
}

// What a fresh machine lacks is installed first (Debian's packages, once): the headless shell the
// tests drive, and the full Chromium with Xvfb for the headed tab-switch test (e2e/xvfb.ts).
const packages = spawnSync(
  'bash',
  [
    'scripts/debian-packages.sh',
    'chromium-headless-shell=chromium-headless-shell,fonts-dejavu-core',
    '/usr/bin/chromium=chromium',
    '/usr/bin/Xvfb=xvfb',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (packages.status !== 0) process.exit(packages.status ?? 1);

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: `${root}hosts/portal`, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const all = readdirSync(join(root, 'e2e'))
  .filter((f) => f.endsWith('.test.ts'))
  .sort();
const count = filters.length ? 1 : Math.max(1, Number(process.env.E2E_GROUPS ?? 1));
const groups = filters.length ? [null] : groupFiles(all, count);

/** A server on a free port with its own data directory (and PostgreSQL database), its own JWT secret. */
async function startOne() {
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
  const database = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL, 'school_e2e') : null;
  if (database) env.DATABASE_URL = database.url;
  // One node process (tsx as a loader, no wrapper), in its own group so nothing outlives a stop.
  const server = startServer(['--import', 'tsx', 'server/src/main.ts'], { cwd: root, env, stdout: 'inherit' });
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    baseURL,
    jwtSecret,
    ready: () => waitFor(`${baseURL}/api/public-data`, server, 120_000),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (database) await database.drop();
    },
  };
}

const servers = [];
const stopAll = () => Promise.all(servers.map((s) => s.stop()));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().then(() => process.exit(1)));
for (let i = 0; i < groups.length; i++) servers.push(await startOne());
try {
  await Promise.all(servers.map((s) => s.ready()));
} catch (err) {
  console.error(err.message);
  await stopAll();
  process.exit(1);
}

/** Runs one group's vitest; with several groups each output line carries the group's name. */
function runGroup(files, server, i) {
  const label = groups.length > 1 ? `[e2e ${i + 1}/${groups.length}] ` : '';
  const args = ['vitest', 'run', '--project', 'e2e', ...(files ? files.map((f) => `e2e/${f}`) : filters)];
  if (label) console.log(`${label}${files.join(' ')} (about ${weightOf(files)} s)`);
  const child = spawn('npx', args, {
    cwd: root,
    stdio: ['ignore', label ? 'pipe' : 'inherit', label ? 'pipe' : 'inherit'],
    env: { ...process.env, E2E_BASE_URL: server.baseURL, E2E_JWT_SECRET: server.jwtSecret, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  if (label) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`${label}${line}\n`);
      });
      stream.on('end', () => rest && out.write(`${label}${rest}\n`));
    }
  }
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(groups.map((files, i) => runGroup(files, servers[i], i)));
await stopAll();
const failed = codes.map((c, i) => (c === 0 ? null : i + 1)).filter(Boolean);
if (failed.length && groups.length > 1) console.error(`end-to-end group(s) ${failed.join(', ')} of ${groups.length} failed`);
process.exit(failed.length ? 1 : 0);
