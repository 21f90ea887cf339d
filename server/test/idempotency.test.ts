import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { feedback, idempotencyKeys } from '../src/db/schema';
import { bearer, useTestApp } from './helpers';

// Idempotency-Key on POST (issue 36, decision 173): a repeat gets the first answer, stored in the
// database (so it holds across instances), and is never run a second time.
const t = useTestApp();

const send = (key: string, text: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/addfeedback',
    headers: { 'idempotency-key': key, ...headers },
    payload: { fullName: 'Almaz Bekele', email: 'almaz@example.et', feedback: text },
  });
const stored = async (text: string) => (await t.database.db.select().from(feedback).where(eq(feedback.feedback, text))).length;

describe('Idempotency-Key', () => {
  it('runs a POST once: the repeat gets the first answer, marked as replayed', async () => {
    const key = randomUUID();
    const text = `once ${key}`;
    const first = await send(key, text);
    expect(first.statusCode).toBe(201);
    const again = await send(key, text);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await stored(text)).toBe(1);
    // Without a key every POST runs (the header is the client's promise, not the server's guess).
    const text2 = `twice ${key}`;
    for (let i = 0; i < 2; i++)
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/addfeedback',
            payload: { fullName: 'Almaz Bekele', email: 'almaz@example.et', feedback: text2 },
          })
        ).statusCode,
      ).toBe(201);
    expect(await stored(text2)).toBe(2);
  });

  it('answers 409 in_progress while the first is being handled (or died in the middle), and runs nothing', async () => {
    const key = randomUUID();
    await t.database.db.insert(idempotencyKeys).values({ scope: '', key, route: 'POST /api/addfeedback' });
    const res = await send(key, `in progress ${key}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'in_progress' });
    expect(res.headers['retry-after']).toBe('1');
    expect(await stored(`in progress ${key}`)).toBe(0);
  });

  it('keeps a key to its caller and its route; a request refused before its handler claims nothing', async () => {
    const key = randomUUID();
    const admin = bearer(await t.login('AD-0001'));
    // The same key signed in is another caller's key: it runs.
    expect((await send(key, `mine ${key}`)).statusCode).toBe(201);
    expect((await send(key, `theirs ${key}`, admin)).statusCode).toBe(201);
    // The same key on another route: refused, nothing run.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: { 'idempotency-key': key },
      payload: { email: `k-${key}@example.et` },
    });
    expect(other.statusCode).toBe(400);
    // A malformed key: refused.
    expect((await send('bad key with spaces', 'x')).statusCode).toBe(400);
    // A request refused by validation never claimed its key (the claim comes after the body is
    // checked): sent again, corrected, it runs.
    const k2 = randomUUID();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/addfeedback',
      headers: { 'idempotency-key': k2 },
      payload: { fullName: '' },
    });
    expect(bad.statusCode).toBe(400);
    const rows = await t.database.db.execute(sql`select status from idempotency_keys where key = ${k2}`);
    expect((rows as unknown as { rows: { status: number }[] }).rows).toEqual([]);
    expect((await send(k2, `corrected ${k2}`)).statusCode).toBe(201);
  });
});
