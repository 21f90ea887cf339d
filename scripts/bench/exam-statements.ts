// Statements per exam request (issue 23): `node --import tsx scripts/bench/exam-statements.ts`.
// The bench's school with one taker (exam-takers.ts, in a temporary DATA_DIR on PGlite), the real
// app built in this process, and every statement the PGlite instance runs counted while one
// taker signs in, starts and saves 20 answers: first the statements of each save as they come
// (a save after the session memo expires reads the session again), then the average.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../server/src/app';
import { loadConfig, pgliteDir } from '../../server/src/config';
import { openDatabase } from '../../server/src/db';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'school-exam-statements-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  JWT_SECRET: 'x'.repeat(40),
  EXAM_BENCH_TAKERS: '1',
  EXAM_BENCH_MINUTES: '30',
};
delete env.DATABASE_URL;
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/exam-takers.ts'], { cwd: root, env });
if (seeded.status !== 0) throw new Error(String(seeded.stderr));
const school = JSON.parse(seeded.stdout.toString()) as {
  examId: string;
  code: string;
  questions: { id: string; type: string; options: string[] }[];
  takers: { ID: string; birthDate: string }[];
};

const config = { ...loadConfig(env), logger: false };
const database = await openDatabase({ pgliteDir: pgliteDir(config), lockDir: dataDir });
const client = (database.db as unknown as { $client: PGlite }).$client;
let statements = 0;
const query = client.query.bind(client);
client.query = ((...args: Parameters<PGlite['query']>) => {
  statements++;
  return query(...args);
}) as PGlite['query'];
const app = await buildApp({ db: database.db, config });
await app.ready();

const call = async (method: 'GET' | 'POST', url: string, payload?: object, token?: string) => {
  const before = statements;
  const res = await app.inject({ method, url: `/api/${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return { body: res.json(), statements: statements - before };
};
const taker = school.takers[0];
const login = await call('POST', 'login', { ID: taker.ID, password: 'Passw0rd!' });
const token = login.body.token as string;
const uid = login.body.user._id as string;
// The rest of a taker's way in, as the bench's takers go (scripts/bench/exam-sim.mjs).
const list = await call('GET', `examsforstudent/${uid}`, undefined, token);
const code = await call('POST', 'compareexamcode', { exam_id: school.examId, exam_code: school.code }, token);
const start = await call('POST', 'start_exam', { exam_id: school.examId, exam_code: school.code, birth_date: taker.birthDate }, token);
const page = await call('GET', `examforstudentquestion/${uid}/${school.examId}?page=1&limit=${school.questions.length}`, undefined, token);
const claim = await call('POST', 'examclaim', { exam_id: school.examId, claim: 'statements' }, token);
const q = school.questions.find((x) => x.type === 'short-answer')!;
const perSave: number[] = [];
for (let seq = 1; seq <= 20; seq++) {
  const save = await call('POST', 'answersinglequestion', { exam_id: school.examId, question_id: q.id, answer: `a${seq}`, seq }, token);
  perSave.push(save.statements);
}
console.log(
  `sign-in ${login.statements}, exam list ${list.statements}, code check ${code.statements}, start ${start.statements}, ` +
    `questions ${page.statements}, claim ${claim.statements} statements`,
);
console.log(`saves: ${perSave.join(' ')} (mean ${(perSave.reduce((a, b) => a + b, 0) / perSave.length).toFixed(2)})`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
