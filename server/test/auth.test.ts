import { loginResponseSchema, messages } from '@school/api/schemas';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { bearer, DEMO_PASSWORD, useTestApp } from './helpers';

const t = useTestApp();
const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object });

describe('POST /api/login', () => {
  it('signs in a demo account and returns token, message and the session user', async () => {
    const res = await post({ ID: 'ST-0001', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body.message).toBe('successfully login');
    expect(body.user).toMatchObject({
      ID: 'ST-0001',
      type: { name: 'student' },
      approved: true,
      temp_password_changed: true,
      url: 'users',
    });
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('reports the temporary password of TE-0002 and the unapproved applicant ST-0002', async () => {
    expect((await post({ ID: 'TE-0002', password: DEMO_PASSWORD })).json().user.temp_password_changed).toBe(false);
    expect((await post({ ID: 'ST-0002', password: DEMO_PASSWORD })).json().user).toMatchObject({
      approved: false,
      temp_password_changed: true,
    });
    expect((await post({ ID: 'FA-0001', password: DEMO_PASSWORD })).json().user.type.name).toBe('Family');
    expect((await post({ ID: 'SA-0001', password: DEMO_PASSWORD })).json().user.type.name).toBe('super admin');
  });

  it('answers a wrong password and an unknown ID with the same 401', async () => {
    const wrong = await post({ ID: 'ST-0001', password: 'nope-nope' });
    const unknown = await post({ ID: 'XX-9999', password: DEMO_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: messages.wrongCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates the body with the spec texts', async () => {
    expect((await post({ ID: '', password: '' })).json()).toMatchObject({ error: 'ID is required, Password is required' });
    const missing = await post({ password: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'ID is required' });
    expect((await post({ ID: 'ST-0001' })).json()).toMatchObject({ error: 'Password is required' });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ error: messages.invalidData });
  });

  it('refuses a frozen account with 403', async () => {
    await t.database.db.update(users).set({ frozen: true }).where(eq(users.ID, 'TE-0012'));
    const res = await post({ ID: 'TE-0012', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: messages.accountFrozen });
  });
});

describe('tokens and sessions', () => {
  it('401 without a token or with a malformed or forged one', async () => {
    for (const headers of [{}, bearer('garbage'), bearer('a.b.c'), { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized' });
    }
    const token = await t.login('AD-0001');
    const [h, p] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'super admin' })).toString('base64url')}.${token.split('.')[2]}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/admindash', headers: bearer(forged) })).statusCode).toBe(401);
  });

  it('440 session expired after 10 hours', async () => {
    const token = await t.login('AD-0001');
    t.clock.offsetMs = 36_000_000 - 5_000;
    expect((await t.app.inject({ method: 'GET', url: '/api/admindash', headers: bearer(token) })).statusCode).toBe(200);
    t.clock.offsetMs = 36_000_000 + 1_000;
    const res = await t.app.inject({ method: 'GET', url: '/api/admindash', headers: bearer(token) });
    t.clock.offsetMs = 0;
    expect(res.statusCode).toBe(440);
    expect(res.json()).toMatchObject({ error: 'session expired' });
  });

  it('logout revokes the session: the same token then gets 401, others keep working', async () => {
    const a = await t.login('AD-0001');
    const b = await t.login('AD-0001');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(a) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: messages.loggedOut });
    const again = await t.app.inject({ method: 'GET', url: '/api/admindash', headers: bearer(a) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: 'unauthorized' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admindash', headers: bearer(b) })).statusCode).toBe(200);
  });
});

describe('PUT /api/changepassword', () => {
  const put = (token: string | undefined, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/changepassword', headers: token ? bearer(token) : {}, payload });
  const body = (over: object = {}) => ({
    ID: 'TE-0002',
    current_password: DEMO_PASSWORD,
    new_password: 'Kebele-Sara-26',
    confirmnew_password: 'Kebele-Sara-26',
    ...over,
  });

  it('requires a token', async () => {
    expect((await put(undefined, body())).statusCode).toBe(401);
  });

  it('validates with the spec texts', async () => {
    const token = await t.login('TE-0002');
    expect((await put(token, body({ confirmnew_password: 'Other!234' }))).json()).toMatchObject({
      error: messages.confirmPasswordMismatch,
    });
    expect((await put(token, { ID: '', current_password: '', new_password: '', confirmnew_password: '' })).json()).toMatchObject({
      error: 'ID is required, Current password is required, New password is required, Confirm password is required',
    });
    expect((await put(token, body({ new_password: 'short', confirmnew_password: 'short' }))).json()).toMatchObject({
      error: messages.passwordLength,
    });
    expect((await put(token, {})).json().error).toContain('Current password is required');
  });

  it('refuses another user ID (403) and a wrong current password (400)', async () => {
    const token = await t.login('TE-0002');
    const other = await put(token, body({ ID: 'TE-0001' }));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: messages.forbidden });
    const wrong = await put(token, body({ current_password: 'Wrong!234' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: messages.wrongCurrentPassword });
  });

  it('changes the password, clears the temporary flag, and the new password signs in', async () => {
    const token = await t.login('TE-0002');
    const res = await put(token, body());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.passwordChanged });
    expect((await post({ ID: 'TE-0002', password: DEMO_PASSWORD })).statusCode).toBe(401);
    const again = await post({ ID: 'TE-0002', password: 'Kebele-Sara-26' });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.temp_password_changed).toBe(true);
  });
});
