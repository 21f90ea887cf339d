import Fastify, { type FastifyInstance } from 'fastify';
import { createSignInIntake } from '../src/auth/sign-in-intake';
import { createGate, installIntake } from '../src/http/intake';
import { createTestApp, DEMO_PASSWORD, type TestContext } from './helpers';

// The intake (issues 17, 23, 36; decisions 129, 171): during a start ramp at most `limit` sign-ins
// and at most `limit` code checks and starts run their handlers at once; the rest wait in arrival
// order, and an answer save (a route with no gate) is answered meanwhile.

describe('the intake gate', () => {
  let app: FastifyInstance;
  const started: number[] = [];
  const finish = new Map<number, () => void>();
  beforeAll(async () => {
    app = Fastify();
    installIntake(app, 1);
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
    await vi.waitFor(() => expect(app.intake.get('start')?.waiting).toBe(2));
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
    const gate = app.intake.get('start')!;
    expect([gate.active, gate.waiting, gate.peak, gate.admitted]).toEqual([0, 0, 1, 3]);
  });

  // Decision 215: a sign-in gives its slot back after the password check, before its session write.
  it('lets the next request in once a handler gives its slot back, before that handler answers', async () => {
    const early = Fastify();
    installIntake(early, 1);
    const writes = new Map<number, () => void>();
    early.post('/sign-in/:n', { config: { queued: 'sign-in' } }, async (req) => {
      const n = Number((req.params as { n: string }).n);
      req.releaseIntake?.();
      req.releaseIntake?.(); // given back once, whatever the calls
      await new Promise<void>((resolve) => writes.set(n, resolve));
      return { signedIn: n };
    });
    await early.ready();
    try {
      const first = early.inject({ method: 'POST', url: '/sign-in/1' });
      const second = early.inject({ method: 'POST', url: '/sign-in/2' });
      // Both handlers run while the first one's answer still waits for its write.
      await vi.waitFor(() => expect([...writes.keys()].sort()).toEqual([1, 2]));
      const gate = early.intake.get('sign-in')!;
      expect([gate.active, gate.waiting]).toEqual([0, 0]);
      writes.get(1)!();
      writes.get(2)!();
      expect((await Promise.all([first, second])).map((r) => r.json())).toEqual([{ signedIn: 1 }, { signedIn: 2 }]);
      expect(gate.active).toBe(0);
    } finally {
      await early.close();
    }
  });
});

describe('the gate lanes', () => {
  it('serves the clean lane before the slow one, and refuses past a lane bound at once', async () => {
    const gate = createGate(1, { maxWaiting: { suspect: 1 } });
    const first = (await gate.acquire())!;
    const order: string[] = [];
    const slow = gate.acquire('suspect')!.then((release) => (order.push('suspect'), release!));
    expect(gate.acquire('suspect')).toBeNull(); // the slow lane holds one
    const clean = gate.acquire('clean')!.then((release) => (order.push('clean'), release!));
    first();
    (await clean)();
    (await slow)();
    expect(order).toEqual(['clean', 'suspect']);
    expect([gate.active, gate.waiting, gate.admitted, gate.refused]).toEqual([0, 0, 3, 1]);
  });

  it('serves newest first once the oldest has waited too long, and lets go of who waited past the limit', async () => {
    const clock = { t: 0 };
    const gate = createGate(1, { lifoAfterMs: 1000, maxWaitMs: { clean: 5000 }, now: () => clock.t });
    const first = (await gate.acquire())!;
    const order: string[] = [];
    const wait = (name: string) => gate.acquire()!.then((release) => (order.push(release ? name : `${name} let go`), release));
    const a = wait('a');
    clock.t = 500;
    const b = wait('b');
    clock.t = 900;
    first(); // the oldest has waited 900 ms: arrival order, a
    const releaseA = (await a)!;
    const c = wait('c');
    clock.t = 2000;
    releaseA(); // the oldest (b) has waited 1.5 s: newest first, c
    const releaseC = (await c)!;
    expect(order).toEqual(['a', 'c']);
    const d = wait('d');
    clock.t = 8000; // b has waited 7.5 s, d 6 s: both past the longest wait
    releaseC();
    expect(await b).toBeNull();
    expect(await d).toBeNull();
    expect(order).toEqual(['a', 'c', 'b let go', 'd let go']);
    expect([gate.active, gate.waiting, gate.refused]).toEqual([0, 0, 2]);
  });
});

describe('the app queues its sign-ins', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ intakeLimit: 1 });
  });
  afterAll(async () => t?.close());

  it('signs in every caller, one argon2 check at a time', async () => {
    const IDs = ['ST-0001', 'ST-0002', 'TE-0001', 'AD-0001'];
    const answers = await Promise.all(
      IDs.map((ID) => t.app.inject({ method: 'POST', url: '/api/login', payload: { ID, password: DEMO_PASSWORD } })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const gate = t.app.intake.get('sign-in');
    expect(gate && [gate.admitted, gate.peak, gate.active]).toEqual([4, 1, 0]);
  });
});

// Issue 36 (decision 171): wrong-password floods wait behind everyone else and are refused early.
describe('sign-in under a flood', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ intakeLimit: 1 });
  });
  afterAll(async () => t?.close());
  const signIn = (ID: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { ID, password }, remoteAddress: ip });

  it('a failing address waits in the slow lane behind a clean sign-in, one check at a time', async () => {
    const flood = '10.66.0.1';
    // Two tries in the fast lane; after the second failure the address is suspect.
    for (const ID of ['ST-0003', 'ST-0013']) expect((await signIn(ID, 'wrong', flood)).statusCode).toBe(401);
    const gate = t.app.intake.get('sign-in')!;
    // The test holds the only slot, then a suspect sign-in and a clean one queue behind it.
    const hold = (await gate.acquire())!;
    // The order the slot is given in (each gives it back once its password is checked, decision
    // 214, so the order of the answers is a race between the clean one's session write and the
    // suspect's check).
    const served: string[] = [];
    const acquire = gate.acquire;
    gate.acquire = (lane, rank) => {
      const waiting = acquire(lane, rank);
      void waiting?.then((slot) => slot && served.push(lane ?? 'clean'));
      return waiting;
    };
    onTestFinished(() => void (gate.acquire = acquire));
    const suspect = signIn('ST-0004', 'wrong', flood);
    await vi.waitFor(() => expect(gate.waitingSuspect).toBe(1));
    // A second guess from the same suspect address while its first waits: refused at once.
    const second = await signIn('ST-0005', 'wrong', flood);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('1');
    const clean = signIn('AD-0001', DEMO_PASSWORD, '10.66.0.3');
    await vi.waitFor(() => expect(gate.waiting).toBe(2));
    hold();
    expect((await clean).statusCode).toBe(200);
    expect((await suspect).statusCode).toBe(401);
    expect(served).toEqual(['clean', 'suspect']);
  });

  it('lets one account be checked from two addresses at once (a flood on an ID does not lock its owner out)', async () => {
    const answers = await Promise.all(
      [
        ['10.67.0.1', 'wrong'],
        ['10.67.0.2', DEMO_PASSWORD],
      ].map(([ip, password]) => signIn('FA-0001', password, ip)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([401, 200]);
  });

  it('answers 503 with Retry-After once the slow lane is full', async () => {
    const gate = t.app.intake.get('sign-in')!;
    // Nine suspect addresses (two failures each); the test holds the slot while they all ask again.
    const addresses = Array.from({ length: 9 }, (_, i) => `10.68.0.${i + 1}`);
    for (const [i, ip] of addresses.entries())
      for (const ID of [`ST-01${10 + i}`, `ST-03${10 + i}`]) expect((await signIn(ID, 'wrong', ip)).statusCode).toBe(401);
    const hold = (await gate.acquire())!;
    const pending = addresses.slice(0, 8).map((ip, i) => signIn(`ST-02${10 + i}`, 'wrong', ip));
    await vi.waitFor(() => expect(gate.waitingSuspect).toBe(8));
    // The slow lane holds 8 (SIGN_IN_GATE): the ninth is answered at once, before any hash.
    const ninth = await signIn('ST-0299', 'wrong', addresses[8]);
    expect(ninth.statusCode).toBe(503);
    expect(ninth.json()).toMatchObject({ code: 'busy' });
    expect(ninth.headers['retry-after']).toBe('2');
    hold();
    expect((await Promise.all(pending)).map((r) => r.statusCode)).toEqual(Array(8).fill(401));
    expect(gate.active).toBe(0);
  });
});

// Issue 34's exam-day bench: 2,000 takers behind one address (a school's NAT). The ramp's first
// answers are busy (503, past the clean lane's wait); those checked no password, so they must not
// make the school's own address suspect (it then fell into the one-at-a-time lane for minutes).
describe('the sign-in lane of one address', () => {
  const answered = (intake: ReturnType<typeof createSignInIntake>, ip: string, status: number) => {
    const req = { ip } as { ip: string; intakeLane?: string };
    const reply = { statusCode: status, raw: { writableEnded: true, destroyed: false } };
    intake.admit(req as never, reply as never);
    return req.intakeLane;
  };

  it('counts refused passwords, not busy answers or limits', () => {
    const intake = createSignInIntake(60_000);
    const school = '10.70.0.1';
    for (let i = 0; i < 50; i++) answered(intake, school, 503);
    answered(intake, school, 429);
    expect(answered(intake, school, 200)).toBe('clean');
    // Two refused passwords and no more successes: the address is suspect.
    const flood = '10.70.0.2';
    answered(intake, flood, 401);
    answered(intake, flood, 401);
    expect(answered(intake, flood, 401)).toBe('suspect');
  });
});
