import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { examAttempts, students } from '../src/db/schema';
import { examTakers } from '../src/modules/exams/results';
import { useTestApp } from './helpers';
import { buildExam, examIds } from './exams-helpers';

// Decision 131: the teacher's takers view, read every 2 s during an exam, never holds the embedded
// database's worker for the whole school in one statement: it reads `chunk` attempts at a time
// (an answer save runs between two pieces) and answers exactly what the one statement did.

const t = useTestApp();
let examId: string;
beforeAll(async () => {
  const ids = await examIds(t);
  examId = await buildExam(t, ids, await t.login('TE-0001'));
  const now = t.config.now();
  const some = await t.database.db.select({ id: students.id }).from(students).limit(5);
  expect(some).toHaveLength(5);
  await t.database.db
    .insert(examAttempts)
    .values(some.map((s) => ({ examId, studentId: s.id, startedAt: now, deadline: new Date(now.getTime() + 30 * 60_000) })));
});

/** `db` whose awaited selects add their row count to `counts`. */
function counting(db: Db, counts: number[]): Db {
  const wrap = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (key === 'then' && typeof value === 'function')
          return (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) =>
            (value as (a: unknown, b: unknown) => Promise<unknown>).call(
              target,
              (rows: unknown) => {
                if (Array.isArray(rows)) counts.push(rows.length);
                return ok(rows);
              },
              fail,
            );
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const next = (value as (...a: unknown[]) => unknown).apply(target, args);
          return next && typeof next === 'object' ? wrap(next) : next;
        };
      },
    });
  return new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      return key === 'select' && typeof value === 'function'
        ? (...args: unknown[]) => wrap((value as (...a: unknown[]) => object).apply(target, args))
        : value;
    },
  });
}

describe('the takers view', () => {
  it('reads 2 attempts per statement and answers the same list, in the same order, as one statement', async () => {
    const whole = await examTakers(t.database.db, examId, 0);
    expect(whole.students).toHaveLength(5);
    const counts: number[] = [];
    const pieces = await examTakers(counting(t.database.db, counts), examId, 2);
    expect(pieces).toEqual(whole);
    // The sorted ids (5 one-column rows), then rows of at most 2 attempts.
    expect(counts.filter((n) => n > 2)).toEqual([5]);
    expect(counts.filter((n) => n === 2)).toHaveLength(2);
  });
});
