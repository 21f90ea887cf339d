import { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { createPriorityPermits, prioritisePool, URGENT_IN_A_ROW } from '../src/db/pg-priority';
import { urgently } from '../src/db/priority';

// Answer saves first in PostgreSQL's pool (issue 34, db/pg-priority.ts).
describe('priority permits', () => {
  it('hand a freed permit to an urgent waiter before older ordinary ones, never more than max at once', async () => {
    const permits = createPriorityPermits(1);
    const order: string[] = [];
    const first = await permits.acquire(false);
    const waiters = [
      permits.acquire(false).then((r) => (order.push('list'), r)),
      permits.acquire(false).then((r) => (order.push('start'), r)),
      permits.acquire(true).then((r) => (order.push('save'), r)),
    ];
    expect(permits.waiting).toBe(3);
    first();
    first(); // giving back twice frees one permit only
    const save = await waiters[2];
    expect(order).toEqual(['save']);
    expect(permits.held).toBe(1);
    save();
    (await waiters[0])();
    (await waiters[1])();
    expect(order).toEqual(['save', 'list', 'start']);
    expect(permits.held).toBe(0);
  });

  it(`let an ordinary waiter through after ${URGENT_IN_A_ROW} urgent ones in a row`, async () => {
    const permits = createPriorityPermits(1);
    const order: string[] = [];
    let hold = await permits.acquire(false);
    const list = permits.acquire(false).then((r) => (order.push('list'), r));
    const saves = Array.from({ length: URGENT_IN_A_ROW + 2 }, (_, i) => permits.acquire(true).then((r) => (order.push(`save ${i}`), r)));
    for (const next of [...saves.slice(0, URGENT_IN_A_ROW), list, ...saves.slice(URGENT_IN_A_ROW)]) {
      hold();
      hold = await next;
    }
    hold();
    expect(order.indexOf('list')).toBe(URGENT_IN_A_ROW);
    expect(order).toHaveLength(URGENT_IN_A_ROW + 3);
  });
});

describe.runIf(process.env.DATABASE_URL)('a prioritised PostgreSQL pool', () => {
  it('runs an urgent statement before the statements that were waiting for the only connection', async () => {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    prioritisePool(pool, 1);
    try {
      const held = await pool.connect();
      const order: string[] = [];
      const list = pool.query('select 1 as n').then(() => order.push('list'));
      const start = pool.query('select 2 as n').then(() => order.push('start'));
      const save = urgently(() => pool.query('select 3 as n')).then((r) => (order.push('save'), r));
      held.release();
      expect((await save).rows).toEqual([{ n: 3 }]);
      await Promise.all([list, start]);
      expect(order).toEqual(['save', 'list', 'start']);
      // A transaction's checkout gives its permit back with the connection.
      const tx = await pool.connect();
      tx.release();
      expect((await pool.query('select 4 as n')).rows).toEqual([{ n: 4 }]);
    } finally {
      await pool.end();
    }
  });
});
