// The exam bench's simulated people (scripts/bench/exam.mjs): HTTP clients on loopback, one
// keep-alive connection per person as a browser has, retrying what failed with the exam
// client's own backoff (random jitter, packages/school-widgets/src/exam-taker/backoff.ts).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { isRetryableStatus, retryDelayMs } from '../../packages/school-widgets/src/exam-taker/backoff.ts';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Every request and its outcome, by kind ('login', 'start', 'save', ...). */
export class Stats {
  constructor() {
    this.latencies = new Map(); // kind → [{ at, ms }]
    this.errors = new Map(); // `${kind} ${status}` → count (answers that were not what was asked)
    this.retries = new Map(); // `${kind} ${status}` → count (failures retried: network (0), 5xx, 429)
    this.perSecond = new Map(); // second since the run began → requests sent
    this.recovered = []; // ms since the run began of each success that followed a failure
    this.t0 = performance.now();
  }
  ok(kind, ms) {
    const list = this.latencies.get(kind) ?? [];
    list.push({ at: performance.now() - this.t0, ms });
    this.latencies.set(kind, list);
  }
  sent() {
    const s = Math.floor((performance.now() - this.t0) / 1000);
    this.perSecond.set(s, (this.perSecond.get(s) ?? 0) + 1);
  }
  error(kind, status) {
    const k = `${kind} ${status}`;
    this.errors.set(k, (this.errors.get(k) ?? 0) + 1);
  }
  retry(kind, status) {
    const k = `${kind} ${status}`;
    this.retries.set(k, (this.retries.get(k) ?? 0) + 1);
  }
}

/**
 * A busy answer's Retry-After (at most 5 s), as the API client waits before sending a POST again
 * (packages/api/src/client/core.ts); null when the answer has none (the exam client's backoff then).
 */
const retryAfterMs = (r) => {
  const seconds = r.status === 503 && r.retryAfter !== null ? Number(r.retryAfter) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(5, seconds) * 1000 : null;
};

/** One person's browser: a keep-alive connection and a token. */
export class Client {
  constructor(base, stats) {
    this.base = new URL(base);
    this.stats = stats;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    this.token = undefined;
  }

  /** One request: { status, body } (status 0 = no answer: refused, reset, timed out). */
  once(method, path, body) {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json' };
    if (data) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) });
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    this.stats.sent();
    return new Promise((resolve) => {
      const req = http.request(
        { host: this.base.hostname, port: this.base.port, method, path: `/api${path}`, headers, agent: this.agent, timeout: 60_000 },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (text += c));
          res.on('end', () => {
            let json = null;
            try {
              json = JSON.parse(text);
            } catch {}
            resolve({ status: res.statusCode ?? 0, body: json, retryAfter: res.headers['retry-after'] ?? null });
          });
          res.on('error', () => resolve({ status: 0, body: null }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve({ status: 0, body: null }));
      if (data) req.write(data);
      req.end();
    });
  }

  /**
   * A request retried like the exam client retries (network failures, 5xx, 408, 429; random
   * jitter; a busy 503 after its Retry-After, as the API client does), until `until()` says stop. The latency kept is the successful try's own.
   */
  async call(kind, method, path, body, { until = () => false, afterLostReply } = {}) {
    for (let failures = 0; ;) {
      const t = performance.now();
      const r = await this.once(method, path, typeof body === 'function' ? body() : body);
      if (r.status >= 200 && r.status < 300) {
        this.stats.ok(kind, performance.now() - t);
        if (failures > 0) this.stats.recovered.push(performance.now() - this.stats.t0);
        return r;
      }
      // A retried write whose first try went through but whose answer was lost (a timeout, a
      // kill -9) is refused the second time ('already taken'): the caller looks it up instead.
      if (failures > 0 && afterLostReply?.(r)) {
        this.stats.retry(`${kind} (lost reply)`, r.status);
        return r;
      }
      if (!isRetryableStatus(r.status) || until()) {
        this.stats.error(kind, r.status);
        if (this.stats.errors.size < 8 && r.status !== 0) console.error(`  ${kind}: ${r.status} ${JSON.stringify(r.body)?.slice(0, 160)}`);
        return r;
      }
      failures++;
      this.stats.retry(kind, r.status);
      await sleep(retryAfterMs(r) ?? retryDelayMs(failures));
    }
  }

  close() {
    this.agent.destroy();
  }
}

const answerFor = (q, n) =>
  q.type === 'multiple-choice' ? q.options[n % q.options.length] : q.type === 'true-false' ? (n % 2 ? 'True' : 'False') : `answer ${n}`;

/**
 * One taker: signs in, opens the exam list, passes the code, starts with the date of birth, reads
 * the questions, then saves one answer every 5 s until 5 s before the deadline, and submits
 * unless `submit` is false. `acked` gets every answer the server answered 201 for.
 */
export async function runTaker({ base, stats, school, person, arriveMs, submit, acked, started, stopAt, phone = null, phones }) {
  const c = new Client(base, stats);
  try {
    await sleep(arriveMs);
    const t0 = performance.now();
    const login = await c.call('sign-in', 'POST', '/login', { ID: person.ID, password: 'Passw0rd!' });
    if (login.status !== 200) return;
    c.token = login.body.token;
    const uid = login.body.user._id;
    const list = await c.call('exam list', 'GET', `/examsforstudent/${uid}`);
    if (list.status !== 200) return;
    const code = await c.call('code check', 'POST', '/compareexamcode', { exam_id: school.examId, exam_code: school.code });
    if (code.status !== 200) return;
    const startBody = { exam_id: school.examId, exam_code: school.code, birth_date: person.birthDate, start_time: Date.now() };
    const start = await c.call('start', 'POST', '/start_exam', startBody, { afterLostReply: (r) => r.status === 400 });
    let begun = start.status === 201 ? start.body : null;
    if (!begun && start.status === 400) {
      // As the exam page does after a reload: the attempt the lost answer had started.
      const seen = await c.call('exam page', 'GET', `/examforstudent/${uid}/${school.examId}`);
      if (seen.body?.exam?.attempt) begun = { attempt: seen.body.exam.attempt, serverNow: seen.body.exam.serverNow };
      else stats.error('start', 400);
    }
    if (!begun) return;
    started.push({ ms: performance.now() - t0, at: performance.now() - stats.t0 });
    const deadline = Date.parse(begun.attempt.deadline);
    const skew = Date.now() - Date.parse(begun.serverNow);
    const page = await c.call(
      'questions',
      'GET',
      `/examforstudentquestion/${uid}/${school.examId}?page=1&limit=${school.questions.length}`,
    );
    if (page.status !== 200) return;
    // The page holds the attempt (decision 150): its claim goes with every save, as the exam page's does.
    const claim = `bench-${person.ID}-${Math.random().toString(36).slice(2, 10)}`;
    const claimed = await c.call('claim', 'POST', '/examclaim', { exam_id: school.examId, claim });
    if (claimed.status !== 200) return;
    const endAt = Math.min(deadline + skew - 5_000, stopAt);
    // A phone reloads or loses the network once, somewhere in the middle of its exam, and comes back.
    const eventAt = phone ? Date.now() + (endAt - Date.now()) * (0.3 + Math.random() * 0.4) : Infinity;
    let n = 0;
    const held = []; // saves made while a phone is offline: kept (the journal) and sent when back
    const save = async (body) => {
      const r = await c.call('save', 'POST', '/answersinglequestion', body, { until: () => Date.now() > endAt + 30_000 });
      if (r.status === 201) acked.push([person.ID, body.question_id, r.body.seq]);
      return r;
    };
    await sleep(Math.random() * 5_000);
    while (Date.now() < endAt) {
      if (Date.now() >= eventAt && phone) {
        const what = phone;
        phone = null;
        phones.push(what);
        if (what === 'reload') {
          // The page goes (left, a keepalive report), comes back: the exam page, the same tab's claim with reload, the questions.
          await c.call('left', 'POST', '/examconnection', {
            exam_id: school.examId,
            events: [{ kind: 'left', at: new Date().toISOString() }],
          });
          await sleep(1_000 + Math.random() * 2_000);
          const again = await c.call('exam page', 'GET', `/examforstudent/${uid}/${school.examId}`);
          if (again.status !== 200 || again.body?.exam?.attempt?.submitted_at) return stats.error('reload ended the exam', again.status);
          if ((await c.call('claim', 'POST', '/examclaim', { exam_id: school.examId, claim, reload: true })).status !== 200) return;
          const back = await c.call(
            'questions',
            'GET',
            `/examforstudentquestion/${uid}/${school.examId}?page=1&limit=${school.questions.length}`,
          );
          if (back.status !== 200) return stats.error('reload ended the exam', back.status);
        } else {
          // Offline 5–15 s: answers made meanwhile wait on the phone, then go with the offline/online events.
          const offAt = new Date().toISOString();
          const offFor = 5_000 + Math.random() * 10_000;
          const until = Date.now() + offFor;
          while (Date.now() < until && Date.now() < endAt) {
            n++;
            const q = school.questions[n % school.questions.length];
            held.push({ exam_id: school.examId, question_id: q.id, answer: answerFor(q, n), seq: n, claim });
            await sleep(5_000);
          }
          for (const body of held.splice(0)) if ((await save(body)).status !== 201) return;
          const events = [
            { kind: 'offline', at: offAt },
            { kind: 'online', at: new Date().toISOString() },
          ];
          await c.call('connection', 'POST', '/examconnection', { exam_id: school.examId, events });
        }
        continue;
      }
      n++;
      const q = school.questions[n % school.questions.length];
      const body = { exam_id: school.examId, question_id: q.id, answer: answerFor(q, n), seq: n, claim };
      const tick = Date.now();
      const r = await save(body);
      if (r.status >= 400 && r.status < 500) return;
      await sleep(Math.max(0, tick + 5_000 - Date.now()));
    }
    if (submit) await c.call('submit', 'POST', '/submitexam', { exam_id: school.examId }, { afterLostReply: (r) => r.status === 400 });
  } finally {
    c.close();
  }
}

/** The teacher's takers view, read every 2 s while `running()`. */
export async function runTeacher({ base, stats, examId, running }) {
  const c = new Client(base, stats);
  const login = await c.call('teacher sign-in', 'POST', '/login', { ID: 'TE-0001', password: 'Passw0rd!' });
  if (login.status !== 200) return;
  c.token = login.body.token;
  while (running()) {
    await c.call('takers view', 'GET', `/studentstakeexam/${login.body.user._id}/${examId}`);
    await sleep(2_000);
  }
  c.close();
}
