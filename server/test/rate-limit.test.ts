import { messages } from '@school/api/schemas';
import { DEMO_PASSWORD, useTestApp } from './helpers';

// 3 attempts per IP + normalised ID, 6 per IP across IDs, per minute.
const t = useTestApp({ loginRateLimit: { max: 3, windowMs: 60_000, perIpMax: 6 } });
const attempt = (ID: string, password = 'wrong-pass', ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { ID, password }, remoteAddress: ip });

describe('login rate limit', () => {
  it('counts one ID however it is typed, and other IDs are unaffected', async () => {
    for (const ID of ['ST-0001', 'st-0001', ' St-0001 ']) expect((await attempt(ID)).statusCode).toBe(401);
    const blocked = await attempt('ＳＴ-0001', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: messages.tooManyRequests });
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await attempt('AD-0001', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('caps one address across IDs, before the body is read', async () => {
    const ip = '10.0.0.2';
    for (const ID of ['XX-0001', 'XX-0002', 'XX-0003', 'XX-0004', 'XX-0005', 'XX-0006'])
      expect((await attempt(ID, 'x', ip)).statusCode).toBe(401);
    expect((await attempt('AD-0001', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    // Refused before parsing: a body that is not even JSON gets 429, not 400.
    const unread = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(unread.statusCode).toBe(429);
    // Another address is not affected.
    expect((await attempt('AD-0001', DEMO_PASSWORD, '10.0.0.3')).statusCode).toBe(200);
  });
});

// Behind the proxy (issue 36): only a connection from the proxy's own address may name the
// client in X-Forwarded-For; anyone else's header is ignored (TRUST_PROXY, config.ts).
describe('login rate limit behind a trusted proxy', () => {
  const p = useTestApp({ trustProxy: '127.0.0.1', loginRateLimit: { max: 2, windowMs: 60_000, perIpMax: 100 } });
  const via = (remoteAddress: string, forwardedFor: string, password = 'wrong-pass') =>
    p.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ID: 'AD-0002', password },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts the client the proxy names, and a direct caller by its own address whatever it claims', async () => {
    // Through the proxy: two clients, each counted as itself.
    for (let i = 0; i < 2; i++) expect((await via('127.0.0.1', '192.0.2.10')).statusCode).toBe(401);
    expect((await via('127.0.0.1', '192.0.2.10')).statusCode).toBe(429);
    expect((await via('127.0.0.1', '192.0.2.11', DEMO_PASSWORD)).statusCode).toBe(200);
    // Not the proxy: a new forged address each time is still one caller.
    for (let i = 0; i < 2; i++) expect((await via('198.51.100.7', `192.0.2.${20 + i}`)).statusCode).toBe(401);
    expect((await via('198.51.100.7', '192.0.2.30', DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
