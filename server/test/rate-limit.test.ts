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
