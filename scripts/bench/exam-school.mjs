// The exam bench's school, shared by `npm run bench:exam` and `npm run check:flush` (issue 22):
// the server's environment on a fresh data directory and the seeding of its takers
// (scripts/bench/exam-takers.ts prints the school as JSON).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

/** The server's environment for `takers` students and an exam of `minutes` on `dataDir` (PGlite; DATABASE_URL unset). */
export function examBenchEnv({ dataDir, takers, minutes }) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // Every taker signs in from 127.0.0.1: the per-address limit is for one school behind one NAT.
    LOGIN_IP_RATE_LIMIT: String(takers * 10),
    // No drain on stop: the run is over, and a --profile is written only by an exit within stop's 5 s.
    DRAIN_DELAY_MS: '0',
    EXAM_BENCH_TAKERS: String(takers),
    EXAM_BENCH_MINUTES: String(minutes),
  };
  delete env.DATABASE_URL;
  return env;
}

/** Seeds the takers into the database `env` names; returns the school (exam, students, passwords). */
export function seedExamTakers(env) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/exam-takers.ts'], { cwd: root, env, maxBuffer: 256 << 20 });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  return JSON.parse(seeded.stdout.toString());
}
