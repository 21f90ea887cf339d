import { messages } from '@school/api/schemas';
import { DEMO_PASSWORD, useTestApp } from './helpers';

const t = useTestApp({ loginRateLimit: { max: 3, windowMs: 60_000 } });

describe('login rate limit', () => {
  it('answers 429 after the allowed attempts for one IP + ID, other IDs unaffected', async () => {
    const attempt = (ID: string, password = 'wrong-pass') =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { ID, password } });
    for (let i = 0; i < 3; i++) expect((await attempt('ST-0001')).statusCode).toBe(401);
    const blocked = await attempt('ST-0001', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: messages.tooManyRequests });
    expect((await attempt('AD-0001', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
