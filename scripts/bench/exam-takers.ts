// The exam bench's school (`npm run bench:exam`, scripts/bench/exam.mjs): the demo school, its
// 'Fractions unit test' (Grade 7 A Mathematics, TE-0001, with its code) opened now for
// EXAM_BENCH_MINUTES, and EXAM_BENCH_TAKERS approved students seated in Grade 7 A this period,
// each with a birth date and the demo password (the demo student's hash, so nobody waits for
// 2,000 argon2 hashes). Written straight into the database before the server starts.
// Run with the server's environment (DATA_DIR or DATABASE_URL). Prints JSON on stdout.
import { loadConfig, pgliteDir } from '../../server/src/config';
import { openDatabase } from '../../server/src/db';
import { examCodes, examQuestions, examSections, exams, roles, studentSections, students, users } from '../../server/src/db/schema';
import { seedIfEmpty } from '../../server/src/seed';
import { currentTerm } from '../../server/src/db/current-term.ts';
// drizzle-orm lives in server/node_modules, out of this folder's reach by name.
import { eq } from '../../server/node_modules/drizzle-orm/index.js';

const takers = Number(process.env.EXAM_BENCH_TAKERS ?? 2000);
const minutes = Number(process.env.EXAM_BENCH_MINUTES ?? 2);
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDir(config), lockDir: config.dataDir });
const db = database.db;
const now = config.now();
await seedIfEmpty(db, now, config.uploadDir);
const exam = (await db.select().from(exams)).find((e) => e.title === 'Fractions unit test')!;
const seat = (await db.select().from(examSections)).find((s) => s.examId === exam.id)!;
const period = (await currentTerm(db, now))!;
const code = (await db.select().from(examCodes)).find((c) => c.examId === exam.id)!.code;
const questions = (await db.select().from(examQuestions))
  .filter((q) => q.examId === exam.id)
  .map((q) => ({ id: q.id, type: q.type, options: q.type === 'true-false' ? ['True', 'False'] : q.options }));
// The demo seed stores a true/false question with no options, which the answer check refuses;
// the builder stores ['True', 'False'] (modules/exams/builder.ts), as the bench does here.
for (const q of questions.filter((x) => x.type === 'true-false'))
  await db.update(examQuestions).set({ options: q.options }).where(eq(examQuestions.id, q.id));
const role = (await db.select({ id: roles.id, name: roles.name }).from(roles)).find((r) => r.name === 'student')!;
const model = (await db.select({ ID: users.ID, hash: users.passwordHash }).from(users)).find((u) => u.ID === 'ST-0001')!;

// Open from a minute ago; the window closes well after the last taker's deadline.
await db
  .update(exams)
  .set({ startTime: new Date(now.getTime() - 60_000), endTime: new Date(now.getTime() + (minutes + 30) * 60_000), duration: minutes })
  .where(eq(exams.id, exam.id));

const people = Array.from({ length: takers }, (_, i) => {
  const day = String((i % 28) + 1).padStart(2, '0');
  const month = String((i % 12) + 1).padStart(2, '0');
  return {
    userId: crypto.randomUUID(),
    studentId: crypto.randomUUID(),
    ID: `XB-${String(i + 1).padStart(5, '0')}`,
    birthDate: `2013-${month}-${day}`,
    n: i + 1,
  };
});
const CHUNK = 200;
for (let i = 0; i < people.length; i += CHUNK) {
  const chunk = people.slice(i, i + CHUNK);
  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      chunk.map((p) => ({
        id: p.userId,
        ID: p.ID,
        fullName: `Bench Taker ${p.n}`,
        passwordHash: model.hash,
        roleId: role.id,
        tempPasswordChanged: true,
        approved: true,
      })),
    );
    await tx.insert(students).values(
      chunk.map((p) => ({
        id: p.studentId,
        userId: p.userId,
        firstName: 'Bench',
        middleName: 'Taker',
        lastName: String(p.n),
        birthDate: p.birthDate,
        approved: true,
      })),
    );
    await tx
      .insert(studentSections)
      .values(chunk.map((p) => ({ studentId: p.studentId, sectionId: seat.sectionId, academicPeriodId: period.id })));
  });
}
await database.close();
process.stdout.write(
  JSON.stringify({
    examId: exam.id,
    code,
    questions,
    takers: people.map((p) => ({ ID: p.ID, birthDate: p.birthDate })),
  }),
);
