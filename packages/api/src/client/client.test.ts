import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './index';
import { amMessages } from '../messages/am/index';

// A real HTTP server on loopback answers whatever each test asks for, so the client's
// response rules are checked against real fetch behaviour, including timeouts.
let server: Server;
let baseURL: string;
let reply: (req: { url: string; headers: Record<string, unknown>; body: string }) => { status: number; body?: unknown; delayMs?: number };
const seen: { url: string; auth?: string; method?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', auth: req.headers.authorization, method: req.method, body });
      const r = reply({ url: req.url ?? '', headers: req.headers, body });
      const send = () => {
        res.writeHead(r.status, { 'content-type': 'application/json' });
        res.end(r.body === undefined ? '' : JSON.stringify(r.body));
      };
      if (r.delayMs) setTimeout(send, r.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const client = (extra: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
  createApiClient({ baseURL, getToken: () => 'tok-1', ...extra });

describe('the shared response rules', () => {
  it('returns data and message on the success status, with the bearer token', async () => {
    reply = () => ({ status: 200, body: { message: 'successfully login', token: 't', user: { ID: 'AD-0001' } } });
    const r = await client().auth.login({ ID: 'AD-0001', password: 'x' });
    expect(r).toMatchObject({ ok: true, status: 200, message: 'successfully login', data: { token: 't' } });
    expect(seen.at(-1)).toMatchObject({ url: '/api/login', method: 'POST', auth: undefined });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ ID: 'AD-0001', password: 'x' });

    reply = () => ({ status: 200, body: { approvedStudents: 3 } });
    await client().dashboard.admin();
    expect(seen.at(-1)).toMatchObject({ url: '/api/admindash', auth: 'Bearer tok-1' });
  });

  it('asks in the language the host says the person reads, read at every call (issue 38)', async () => {
    let asked: unknown;
    reply = (req) => (
      (asked = req.headers['accept-language']),
      { status: 400, body: { error: amMessages.wrongCredentials, code: 'wrong_credentials' } }
    );
    // Without getLanguage: English.
    await client().auth.login({ ID: 'x', password: 'y' });
    expect(asked).toBe('en');
    // The host's reader switches: the same client's next call follows.
    let reader = 'en';
    const api = client({ getLanguage: () => reader });
    await api.auth.login({ ID: 'x', password: 'y' });
    expect(asked).toBe('en');
    reader = 'am';
    expect(await api.auth.login({ ID: 'x', password: 'y' })).toMatchObject({
      ok: false,
      code: 'wrong_credentials',
      error: amMessages.wrongCredentials,
    });
    expect(asked).toBe('am');
  });

  it('treats any other status below 600 as a failure, never a throw', async () => {
    reply = () => ({ status: 201, body: { message: 'created?' } });
    expect(await client().dashboard.admin()).toEqual({ ok: false, status: 201, error: 'invalid data', code: 'invalid_input' });
    reply = () => ({ status: 403, body: { error: 'you may not' } });
    expect(await client().dashboard.admin()).toEqual({ ok: false, status: 403, error: 'you may not', code: 'forbidden' });
  });

  it('reads the machine code of a failure, or the one its status stands for (issue 20)', async () => {
    reply = () => ({ status: 403, body: { error: 'No Report Released', errors: ['No Report Released'], code: 'no_report_released' } });
    expect(await client().dashboard.admin()).toMatchObject({ status: 403, error: 'No Report Released', code: 'no_report_released' });
    // An unknown code (a newer server) falls back to the status's.
    reply = () => ({ status: 404, body: { error: 'gone', code: 'something_new' } });
    expect(await client().dashboard.admin()).toMatchObject({ code: 'not_found' });
    reply = () => ({ status: 200, body: {}, delayMs: 400 });
    expect(await client({ timeoutMs: 50 }).dashboard.admin()).toMatchObject({ status: 0, code: 'network' });
  });

  it('joins an error list with ", " and falls back to errors[] then "invalid data"', async () => {
    reply = () => ({ status: 400, body: { error: ['ID is required', 'Password is required'] } });
    expect(await client().auth.login({ ID: '', password: '' })).toMatchObject({ error: 'ID is required, Password is required' });
    reply = () => ({ status: 400, body: { errors: ['row 2: bad email'] } });
    expect(await client().auth.login({ ID: 'a', password: 'b' })).toMatchObject({ error: 'row 2: bad email' });
    reply = () => ({ status: 400, body: { error: [] } });
    expect(await client().auth.login({ ID: 'a', password: 'b' })).toMatchObject({ error: 'invalid data' });
    reply = () => ({ status: 422 });
    expect(await client().auth.login({ ID: 'a', password: 'b' })).toMatchObject({ status: 422, error: 'invalid data' });
  });

  it('calls onSessionExpired on 440 "session expired" and on a 401 to a call made with a token', async () => {
    const onSessionExpired = vi.fn();
    reply = () => ({ status: 440, body: { error: 'session expired' } });
    const r = await client({ onSessionExpired }).users.get('ST-0001');
    expect(r).toEqual({ ok: false, status: 440, error: 'session expired', code: 'session_expired' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    // By its code, never its words: a reworded or translated text still ends the session.
    reply = () => ({ status: 440, body: { error: 'ክፍለ ጊዜው አብቅቷል', code: 'session_expired' } });
    await client({ onSessionExpired }).users.get('ST-0001');
    expect(onSessionExpired).toHaveBeenCalledTimes(2);

    // The session was ended elsewhere (logout on another device, account frozen): like 440.
    reply = () => ({ status: 401, body: { error: 'unauthorized' } });
    expect(await client({ onSessionExpired }).users.get('ST-0001')).toEqual({
      ok: false,
      status: 401,
      error: 'unauthorized',
      code: 'unauthorized',
    });
    expect(onSessionExpired).toHaveBeenCalledTimes(3);
    // 403 is a refusal, not the end of the session.
    reply = () => ({ status: 403, body: { error: 'you may not' } });
    await client({ onSessionExpired }).users.get('ST-0001');
    expect(onSessionExpired).toHaveBeenCalledTimes(3);
  });

  it('keeps a 401 as the call’s own error without a token, at sign-in, at logout, or once the token changed', async () => {
    const onSessionExpired = vi.fn();
    reply = () => ({ status: 401, body: { error: 'Invalid ID or password' } });
    const login = await client({ onSessionExpired }).auth.login({ ID: 'AD-0001', password: 'wrong' });
    expect(login).toEqual({ ok: false, status: 401, error: 'Invalid ID or password', code: 'unauthorized' });
    reply = () => ({ status: 401, body: { error: 'unauthorized' } });
    await client({ onSessionExpired, getToken: () => null }).users.get('ST-0001');
    await client({ onSessionExpired }).auth.logout();
    // Signed out (or in as someone else) while the call was under way: not this session's end.
    let token: string | null = 'tok-old';
    reply = () => {
      token = 'tok-new';
      return { status: 401, body: { error: 'unauthorized' } };
    };
    await client({ onSessionExpired, getToken: () => token }).users.get('ST-0001');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shows a timeout as "poor connection"', async () => {
    reply = () => ({ status: 200, body: {}, delayMs: 400 });
    const r = await client({ timeoutMs: 50 }).public.data();
    expect(r).toEqual({ ok: false, status: 0, error: 'poor connection', code: 'network' });
  });

  it('gives the network error message when the server cannot be reached', async () => {
    const api = createApiClient({ baseURL: 'http://127.0.0.1:9/api' });
    const r = await api.public.data();
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.status).toBe(0);
      expect(r.error).not.toBe('poor connection');
      expect(r.error.length).toBeGreaterThan(0);
    }
  });

  it('builds file URLs with the token as the last path segment', () => {
    expect(client().fileUrl('users', 'a b.png')).toBe(`${baseURL}/users/a%20b.png/tok-1`);
    expect(createApiClient({ baseURL: '/api/' }).fileUrl('staff', 'x.jpg')).toBe('/api/staff/x.jpg/null');
    // Teaching files carry the record between the name and the token (spec 001 §7).
    expect(client().fileUrl('assignments', 'h.pdf', 'asg 1')).toBe(`${baseURL}/assignments/h.pdf/asg%201/tok-1`);
  });
});

// Issue 36 (decision 173): a POST carries an Idempotency-Key per user action, and the client sends
// it again with the same key after no answer, a proxy's 502/504, a busy 503 or a 409 in_progress.
describe('a POST sent again with its Idempotency-Key', () => {
  it('retries a 503 after its Retry-After with the same key, and a new action gets a new key', async () => {
    const keys: unknown[] = [];
    let n = 0;
    reply = (req) => {
      keys.push(req.headers['idempotency-key']);
      return n++ === 0 ? { status: 503, body: { error: 'busy', code: 'busy' } } : { status: 200, body: { message: 'successfully login' } };
    };
    const r = await client().auth.login({ ID: 'AD-0001', password: 'x' });
    expect(r).toMatchObject({ ok: true, status: 200 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
    n = 1;
    keys.length = 0;
    await client().auth.login({ ID: 'AD-0001', password: 'x' });
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(undefined);
  });

  it('gives up after three sends, and never retries a GET or a plain failure', async () => {
    let sends = 0;
    reply = () => (sends++, { status: 502, body: { error: 'bad gateway' } });
    expect(await client().auth.login({ ID: 'AD-0001', password: 'x' })).toMatchObject({ ok: false, status: 502 });
    expect(sends).toBe(3);
    sends = 0;
    expect(await client().dashboard.admin()).toMatchObject({ ok: false, status: 502 });
    expect(sends).toBe(1);
    sends = 0;
    reply = () => (sends++, { status: 400, body: { error: 'invalid data' } });
    expect(await client().auth.login({ ID: 'AD-0001', password: 'x' })).toMatchObject({ ok: false, status: 400 });
    expect(sends).toBe(1);
  });
});
