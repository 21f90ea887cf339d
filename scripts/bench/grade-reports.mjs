// The grade reports' latency measure (issue 10): the section report and the yearly report of a
// section of 60 students and 12 courses on PGlite, p50/p95/p99 over sequential requests, and the
// number of SQL statements each request runs (constant in the number of students: no N+1).
//
//   node --import tsx scripts/bench/grade-reports.mjs        (BENCH_RUNS=200 by default)
//
// In one process: an in-memory PGlite with the migrations and the demo school, then a section
// 'Bench A' added to both terms of last school year (60 students, 12 courses, every slot graded),
// then the real app answering through `inject` (routing, policy, validation, serialization
// included; no network). Figures, not a test: it prints and exits 0, or 1 when p95 ≥ 100 ms.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { asc, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as schema from '../../server/src/db/schema/index.ts';
import { migrationsFolder } from '../../server/src/db/index.ts';
import { seedDemoSchool } from '../../server/src/seed/index.ts';
import { buildApp } from '../../server/src/app.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const STUDENTS = 60;
const COURSES = 12;
const BUDGET_P95_MS = 100;

const { academicPeriods, grades, sections, courses, courseGrades, users, roles, students, studentSections, studentGrades } = schema;

// ─── Database with a statement counter ─────────────────────────────────────────────────────
const client = new PGlite();
let statements = 0;
for (const method of ['query', 'exec']) {
  const original = client[method].bind(client);
  client[method] = (...args) => {
    statements++;
    return original(...args);
  };
}
const db = drizzle(client, { schema });
await migrate(db, { migrationsFolder });
const now = new Date();
await seedDemoSchool(db, now);

// ─── 'Bench A' in both terms of last school year ───────────────────────────────────────────
const periods = await db.select().from(academicPeriods).orderBy(asc(academicPeriods.startDate));
const lastYear = periods[periods.length - 1].year - 1;
const terms = periods.filter((p) => p.year === lastYear);
const [studentRole] = await db.select().from(roles).where(eq(roles.name, 'student'));
const [{ passwordHash }] = await db.select({ passwordHash: users.passwordHash }).from(users).limit(1);
const people = Array.from({ length: STUDENTS }, (_, i) => ({ userId: crypto.randomUUID(), studentId: crypto.randomUUID(), i }));
await db.insert(users).values(
  people.map((p) => ({
    id: p.userId,
    ID: `BE-${String(p.i).padStart(4, '0')}`,
    fullName: `Bench ${p.i}`,
    passwordHash,
    roleId: studentRole.id,
    tempPasswordChanged: true,
  })),
);
await db.insert(students).values(
  people.map((p) => ({
    id: p.studentId,
    userId: p.userId,
    firstName: `Bench${p.i}`,
    middleName: 'Load',
    lastName: 'Test',
    approved: true,
    age: 14,
    gender: p.i % 2 ? 'female' : 'male',
  })),
);
let sectionOfLastTerm = '';
for (const term of terms) {
  const [grade] = await db
    .insert(grades)
    .values({ academicPeriodId: term.id, name: 'Bench', noOfSections: 1, capacity: STUDENTS })
    .returning();
  const [section] = await db.insert(sections).values({ gradeId: grade.id, name: 'Bench A', capacity: STUDENTS }).returning();
  sectionOfLastTerm = section.id;
  const courseRows = await db
    .insert(courses)
    .values(Array.from({ length: COURSES }, (_, c) => ({ academicPeriodId: term.id, name: `Subject ${c + 1}` })))
    .returning();
  await db.insert(courseGrades).values(courseRows.map((c) => ({ courseId: c.id, gradeId: grade.id })));
  await db
    .insert(studentSections)
    .values(people.map((p) => ({ studentId: p.studentId, sectionId: section.id, academicPeriodId: term.id })));
  const rows = people.flatMap((p) =>
    courseRows.map((c, k) => ({
      studentId: p.studentId,
      sectionId: section.id,
      courseId: c.id,
      academicPeriodId: term.id,
      finalExam: 20 + ((p.i * 7 + k) % 21),
      midExam: 10 + ((p.i * 3 + k) % 21),
      teachExam1: (p.i + k) % 11,
      teachExam2: (p.i * 2 + k) % 11,
      teachExam3: (p.i * 5 + k) % 11,
    })),
  );
  for (let i = 0; i < rows.length; i += 500) await db.insert(studentGrades).values(rows.slice(i, i + 500));
}
await client.query('ANALYZE');

// ─── The app, and the measure ──────────────────────────────────────────────────────────────
const dataDir = mkdtempSync(join(tmpdir(), 'grade-bench-'));
const app = await buildApp({
  db,
  config: {
    port: 0,
    dataDir,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    corsOrigins: [],
    uploadDir: join(dataDir, 'uploads'),
    portalDist: join(dataDir, 'no-portal'),
    loginRateLimit: { max: 1000, windowMs: 60_000 },
    now: () => new Date(),
    logger: false,
    trustProxy: false,
  },
});
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { ID: 'AD-0001', password: 'Passw0rd!' } });
const headers = { authorization: `Bearer ${login.json().token}` };

async function measure(name, url) {
  const check = await app.inject({ method: 'GET', url, headers });
  if (check.statusCode !== 200) throw new Error(`${name}: ${check.statusCode} ${check.body}`);
  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url, headers });
  const before = statements;
  await app.inject({ method: 'GET', url, headers });
  const perRequest = statements - before;
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { name, bytes: check.body.length, statements: perRequest, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const small = (await db.select({ id: sections.id }).from(sections).where(eq(sections.name, 'Grade 7 A')).limit(1))[0].id;
const results = [
  await measure(`section report, ${STUDENTS} students × ${COURSES} courses`, `/api/studentgradereport/${sectionOfLastTerm}`),
  await measure(
    `yearly report, ${STUDENTS} students × ${COURSES} courses × ${terms.length} terms`,
    `/api/studentgradereportbyyear/Bench%20A/${lastYear}`,
  ),
  await measure(`report cards (batch data), ${STUDENTS} cards`, `/api/studentgradereportcards/${sectionOfLastTerm}`),
  await measure('section report, a demo section (2-3 students)', `/api/studentgradereport/${small}`),
];
console.log(`grade reports on PGlite, ${RUNS} sequential requests each (after 20 warm-up), through app.inject:`);
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(62)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ` +
      `${String(r.statements).padStart(2)} SQL statements  ${(r.bytes / 1024).toFixed(0)} KB`,
  );
}
const plan = await client.query(`EXPLAIN SELECT * FROM student_grades WHERE section_id = $1`, [sectionOfLastTerm]);
console.log(`  plan of the grades read: ${plan.rows.map((r) => r['QUERY PLAN']).join(' | ')}`);
await app.close();
await client.close();
rmSync(dataDir, { recursive: true, force: true });
const slow = results.slice(0, 2).filter((r) => r.p95 >= BUDGET_P95_MS);
if (slow.length) {
  console.log(`over budget (p95 ≥ ${BUDGET_P95_MS} ms): ${slow.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
