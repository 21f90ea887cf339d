// The exam bench's after-run check (scripts/bench/exam.mjs), run on the data the server left:
// every answer acknowledged with a 201 is stored (its sequence number or a newer one), and every
// attempt past its deadline + grace is finalised. Reads EXAM_BENCH_ACKED (a JSON file of
// [login ID, question id, seq] and the exam id); prints JSON on stdout.
import { readFileSync } from 'node:fs';
import { EXAM_GRACE_MS } from '@school/api/schemas';
import { loadConfig, pgliteDir } from '../../server/src/config';
import { openDatabase } from '../../server/src/db';
import { examAnswers, examAttempts, students, users } from '../../server/src/db/schema';
import { eq } from '../../server/node_modules/drizzle-orm/index.js';

const { examId, acked } = JSON.parse(readFileSync(process.env.EXAM_BENCH_ACKED!, 'utf8')) as {
  examId: string;
  acked: [string, string, number][];
};
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDir(config), lockDir: config.dataDir });
const db = database.db;
const now = Date.now();

const stored = new Map<string, number>();
const rows = await db
  .select({ ID: users.ID, questionId: examAnswers.questionId, seq: examAnswers.seq })
  .from(examAnswers)
  .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
  .innerJoin(students, eq(students.id, examAttempts.studentId))
  .innerJoin(users, eq(users.id, students.userId))
  .where(eq(examAttempts.examId, examId));
for (const r of rows) stored.set(`${r.ID} ${r.questionId}`, r.seq);

const newest = new Map<string, number>();
for (const [ID, q, seq] of acked) newest.set(`${ID} ${q}`, Math.max(seq, newest.get(`${ID} ${q}`) ?? 0));
let lost = 0;
for (const [key, seq] of newest) if ((stored.get(key) ?? 0) < seq) lost++;

const attempts = await db.select().from(examAttempts).where(eq(examAttempts.examId, examId));
const due = attempts.filter((a) => a.deadline.getTime() + EXAM_GRACE_MS < now);
await database.close();
process.stdout.write(
  JSON.stringify({
    acknowledged: acked.length,
    answersChecked: newest.size,
    lost,
    attempts: attempts.length,
    pastGrace: due.length,
    pastGraceNotFinalised: due.filter((a) => !a.submittedAt).length,
    finalisedBySweep: attempts.filter((a) => a.finalizedBy === 'deadline').length,
    // No bench taker breaks a rule: an attempt ended by monitoring is a false ending (decision 150).
    endedByMonitoring: attempts.filter((a) => a.terminated || a.finalizedBy === 'termination').length,
  }),
);
