import Fastify, { type FastifyInstance } from 'fastify';
import { installAdmission } from '../src/http/admission';
import { createTestApp, DEMO_PASSWORD, type TestContext } from './helpers';

// Admission control (issues 17, 23; decision 129): during a start ramp at most `limit` sign-ins and
// at most `limit` code checks and starts run their handlers at once; the rest wait in arrival
// order, and an answer save (a route with no queue) is answered meanwhile.

describe('the admission queue', () => {
  let app: FastifyInstance;
  const started: number[] = [];
  const finish = new Map<number, () => void>();
  beforeAll(async () => {
    app = Fastify();
    installAdmission(app, 1);
    app.post('/start/:n', { config: { queued: 'start' } }, async (req) => {
      const n = Number((req.params as { n: string }).n);
      started.push(n);
      await new Promise<void>((resolve) => finish.set(n, resolve));
      return { started: n };
    });
    app.post('/save', async () => ({ saved: true }));
    await app.ready();
  });
  afterAll(async () => app.close());

  it('runs one start at a time in arrival order while a save goes straight through', async () => {
    const starts = [1, 2, 3].map((n) => app.inject({ method: 'POST', url: `/start/${n}` }));
    await vi.waitFor(() => expect(app.admission.get('start')?.waiting).toBe(2));
    expect(started).toEqual([1]);

    // The save is answered while the first start still holds the only slot.
    const save = await app.inject({ method: 'POST', url: '/save' });
    expect(save.json()).toEqual({ saved: true });
    expect(started).toEqual([1]);

    finish.get(1)!();
    expect((await starts[0]).json()).toEqual({ started: 1 });
    await vi.waitFor(() => expect(started).toEqual([1, 2]));
    finish.get(2)!();
    await vi.waitFor(() => expect(started).toEqual([1, 2, 3]));
    finish.get(3)!();
    expect((await Promise.all(starts)).map((r) => r.json())).toEqual([{ started: 1 }, { started: 2 }, { started: 3 }]);
    const gate = app.admission.get('start')!;
    expect([gate.active, gate.waiting, gate.peak, gate.admitted]).toEqual([0, 0, 1, 3]);
  });
});

describe('the app queues its sign-ins', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ admissionLimit: 1 });
  });
  afterAll(async () => t?.close());

  it('signs in every caller, one argon2 check at a time', async () => {
    const IDs = ['ST-0001', 'ST-0002', 'TE-0001', 'AD-0001'];
    const answers = await Promise.all(
      IDs.map((ID) => t.app.inject({ method: 'POST', url: '/api/login', payload: { ID, password: DEMO_PASSWORD } })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const gate = t.app.admission.get('sign-in');
    expect(gate && [gate.admitted, gate.peak, gate.active]).toEqual([4, 1, 0]);
  });
});
