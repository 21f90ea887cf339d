import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { messages } from '@school/api/schemas';
import { createTestApp, type TestContext } from './helpers';

// A raw socket sends the headers and part of a body, then nothing: the server answers 408 and
// closes the connection once the body has stalled for `bodyTimeoutMs` (30 s by default).
let t: TestContext;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ bodyTimeoutMs: 1500 }, { seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

/** Writes `head`, waits, returns what the server sent and whether it closed the connection. */
function stall(head: string, waitMs: number) {
  return new Promise<{ text: string; closed: boolean; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.on('data', (d) => (text += d.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, closed: true, ms: Date.now() - started }));
    setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false, ms: Date.now() - started });
    }, waitMs).unref();
  });
}

describe('stalled request bodies', () => {
  it('a body that stops arriving gets 408 and the connection is closed', async () => {
    const res = await stall(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"ID":"AD-0001","pass',
      10_000,
    );
    expect(res.closed).toBe(true);
    expect(res.text).toMatch(/^HTTP\/1\.1 408/);
    expect(res.text).toContain(
      JSON.stringify({ error: messages.requestTimeout, errors: [messages.requestTimeout], code: 'request_timeout' }),
    );
    expect(res.ms).toBeGreaterThanOrEqual(1400);
  });

  it('an upload that keeps moving is not cut off', async () => {
    const body = JSON.stringify({ ID: 'X', password: 'y' }); // 26 bytes
    const res = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', async () => {
        socket.write(
          `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        );
        // One byte every 200 ms: 5 s in all, longer than the timeout, but never idle for 1.5 s.
        for (const ch of body) {
          socket.write(ch);
          await new Promise((r) => setTimeout(r, 200));
        }
      });
      let text = '';
      socket.on('data', (d) => (text += d.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
    });
    // No such account on the empty database: the request was read and answered.
    expect(res).toMatch(/^HTTP\/1\.1 401/);
  });
});
