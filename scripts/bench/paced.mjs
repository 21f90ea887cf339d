// A paced load (open loop): `rate` requests a second, each due at its own time on a fixed schedule
// (t0 + i ÷ rate), over at most `connections` kept-alive connections, whatever the answers do.
// A request's latency counts from when it was due, not from when a free connection sent it: a
// server that falls behind sees its queue in the figures (no coordinated omission). autocannon's
// own rate option sends each second's requests in a burst at the second's start, so its latency
// is the burst's queue (bare Fastify p99 24 ms at 1,000 req/s); this spreads them evenly.
import http from 'node:http';

/**
 * `warmup` seconds of the same load go first on the same connections, not counted: a just-started
 * server's JIT and WebAssembly tiers (its first 1–2 s answered the teachers page in 90–160 ms,
 * then in 10–40). PACED_TIMELINE=1 prints the worst latency of every 100 ms.
 * @param {{ url: string, rate: number, duration: number, connections: number, warmup?: number, method?: string, headers?: Record<string, string>, body?: string }} o
 * @returns {Promise<{ sent: number, rps: number, errors: number, latency: { average: number, p50: number, p90: number, p97_5: number, p99: number, max: number } }>}
 */
export async function paced({ url, rate, duration, connections, warmup = 0, method = 'GET', headers = {}, body }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const options = { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers };
  try {
    if (warmup > 0) await run(options, body, rate, warmup);
    return await run(options, body, rate, duration);
  } finally {
    agent.destroy();
  }
}

async function run(options, body, rate, seconds) {
  const total = Math.round(rate * seconds);
  const latencies = [];
  const timeline = [];
  let errors = 0;
  let done = 0;
  const t0 = performance.now() + 50;
  await new Promise((resolve) => {
    const settle = (due, failed) => {
      const ms = performance.now() - due;
      latencies.push(ms);
      if (process.env.PACED_TIMELINE === '1') timeline.push([due - t0, ms]);
      if (failed) errors++;
      if (++done === total) resolve(undefined);
    };
    const send = (due) => {
      const req = http.request(options, (res) => {
        res.on('data', () => {});
        res.on('end', () => settle(due, res.statusCode >= 400));
      });
      req.on('error', () => settle(due, true));
      req.end(body);
    };
    let next = 0;
    // Every millisecond (or as soon as the event loop lets it), every request now due leaves.
    const tick = () => {
      const now = performance.now();
      for (let due = t0 + (next * 1000) / rate; next < total && due <= now; due = t0 + (++next * 1000) / rate) send(due);
      if (next < total) setTimeout(tick, 1);
    };
    setTimeout(tick, 50);
  });
  const elapsed = (performance.now() - t0) / 1000;
  if (timeline.length) {
    const worst = new Map();
    for (const [at, ms] of timeline) worst.set(Math.floor(at / 100), Math.max(worst.get(Math.floor(at / 100)) ?? 0, ms));
    console.log([...worst].map(([k, v]) => `${k / 10}s:${Math.round(v)}`).join(' '));
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  const average = Math.round((latencies.reduce((s, x) => s + x, 0) / latencies.length) * 100) / 100;
  return {
    sent: total,
    rps: total / elapsed,
    errors,
    latency: { average, p50: at(0.5), p90: at(0.9), p97_5: at(0.975), p99: at(0.99), max: at(1) },
  };
}
