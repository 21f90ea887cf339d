import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { messages } from '@school/api/schemas';
import { sessions, users } from '../src/db/schema';
import { commonPasswordCount, isCommonPassword } from '../src/auth/common-passwords';
import { normaliseLoginId } from '../src/auth/login-id';
import { bearer, DEMO_PASSWORD, useTestApp } from './helpers';

const t = useTestApp();
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const sessionRows = async (ID: string) =>
  t.database.db.select({ id: sessions.id }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.ID, ID));

describe('sign-in IDs', () => {
  it('match whatever their case, width and surrounding spaces', async () => {
    for (const ID of ['ad-0001', 'Ad-0001', ' AD-0001 ', 'ａｄ－０００１']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { ID, password: DEMO_PASSWORD } });
      expect(res.statusCode, ID).toBe(200);
      expect(res.json().user.ID).toBe('AD-0001');
    }
    expect(normaliseLoginId(' ＳＴ-0001\u00a0')).toBe('st-0001');
  });

  it('cannot exist twice differing only by case (a unique index on lower(login_id))', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.ID, 'AD-0001'));
    await expect(
      t.database.db.insert(users).values({ ID: 'ad-0001', fullName: 'Copy', passwordHash: admin.passwordHash, roleId: admin.roleId }),
    ).rejects.toThrow();
  });
});

describe('sessions', () => {
  it('a session row past its expiry answers 440 even while the token is valid', async () => {
    const token = await t.login('ST-0001');
    const { sid } = decodeJwt(token) as { sid: string };
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(t.config.now().getTime() - 1000) })
      .where(eq(sessions.id, sid));
    // The sign-in's row is remembered for the guard's 10 s (issue 34): read again after them.
    t.clock.offsetMs += 11_000;
    try {
      const res = await get('/api/users/ST-0001', token);
      expect(res.statusCode).toBe(440);
      expect(res.json()).toMatchObject({ error: messages.sessionExpired });
    } finally {
      t.clock.offsetMs -= 11_000;
    }
  });

  it("a sign-in's first request reads no session row and writes no last seen (the sign-in's are remembered, issue 34)", async () => {
    const token = await t.login('ST-0002');
    const { sid } = decodeJwt(token) as { sid: string };
    const [row] = await t.database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, sid));
    expect(row.lastSeenAt?.getTime()).toBe(t.config.now().getTime());
    // The row is gone behind the guard's back (no write request): the remembered one still answers…
    await t.database.db.delete(sessions).where(eq(sessions.id, sid));
    expect((await get('/api/users/ST-0002', token)).statusCode).toBe(200);
    // …for the guard's 10 s only; then the row is read again, and its absence ends the session.
    t.clock.offsetMs += 11_000;
    try {
      expect((await get('/api/users/ST-0002', token)).statusCode).toBe(401);
    } finally {
      t.clock.offsetMs -= 11_000;
    }
  });

  it('the sweep purges expired rows and keeps live ones', async () => {
    const live = await t.login('FA-0001');
    const stale = await t.login('FA-0001');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(t.config.now().getTime() - 60_000) })
      .where(eq(sessions.id, (decodeJwt(stale) as { sid: string }).sid));
    const done = await t.app.jobs.runAll();
    expect(done['expired sessions']).toBeGreaterThanOrEqual(1);
    const ids = (await sessionRows('FA-0001')).map((r) => r.id);
    expect(ids).toContain((decodeJwt(live) as { sid: string }).sid);
    expect(ids).not.toContain((decodeJwt(stale) as { sid: string }).sid);
    expect((await get('/api/users/FA-0001', live)).statusCode).toBe(200);
  });

  it('freezing a teacher or a student ends their sessions at once', async () => {
    const admin = await t.login('SA-0001');
    const teacher = await t.login('TE-0011');
    const student = await t.login('ST-0005');
    expect((await get('/api/users/TE-0011', teacher)).statusCode).toBe(200);
    expect((await get('/api/users/ST-0005', student)).statusCode).toBe(200);

    const freezeT = await t.app.inject({
      method: 'PUT',
      url: '/api/freezteacher',
      headers: bearer(admin),
      payload: { ID: 'TE-0011', status: false },
    });
    expect(freezeT.statusCode).toBe(200);
    const freezeS = await t.app.inject({ method: 'PUT', url: '/api/freezstudent', headers: bearer(admin), payload: { ID: 'ST-0005' } });
    expect(freezeS.statusCode).toBe(200);

    expect(await sessionRows('TE-0011')).toEqual([]);
    expect(await sessionRows('ST-0005')).toEqual([]);
    expect((await get('/api/users/TE-0011', teacher)).statusCode).toBe(401);
    expect((await get('/api/users/ST-0005', student)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: { ID: 'ST-0005', password: DEMO_PASSWORD } });
    expect(again.statusCode).toBe(403);
  });

  it('refuses a token without exp, or one minted for more than 10 hours, even with a valid signature and session', async () => {
    const token = await t.login('AD-0001');
    const claims = decodeJwt(token);
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const iat = Math.floor(t.config.now().getTime() / 1000);
    const noExp = await new SignJWT({ ...claims, exp: undefined, iat }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    const tooLong = await new SignJWT({ ...claims, iat, exp: iat + 10 * 3600 + 60 }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    const exactly10h = await new SignJWT({ ...claims, iat, exp: iat + 10 * 3600 }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect((await get('/api/admindash', noExp)).statusCode).toBe(401);
    expect((await get('/api/admindash', tooLong)).statusCode).toBe(401);
    expect((await get('/api/admindash', exactly10h)).statusCode).toBe(200);
  });
});

describe('the temporary-password lock (TE-0002)', () => {
  it('allows only reading its own user, changing the password and logging out', async () => {
    const token = await t.login('TE-0002');
    expect((await get('/api/users/TE-0002', token)).statusCode).toBe(200);
    for (const url of ['/api/users/TE-0001', '/api/gradescale', '/api/notifications', '/api/teacher_dash_data/TE-0002']) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ error: messages.changePasswordFirst });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('is lifted by the password change', async () => {
    const token = await t.login('TE-0002');
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/changepassword',
      headers: bearer(token),
      payload: { ID: 'te-0002', current_password: DEMO_PASSWORD, new_password: 'Kebele-Sara-26', confirmnew_password: 'Kebele-Sara-26' },
    });
    expect(change.statusCode).toBe(200);
    expect((await get('/api/gradescale', token)).statusCode).toBe(200);
  });
});

describe('the applicant lock (ST-0002)', () => {
  it('allows the onboarding reads of their own records only', async () => {
    const token = await t.login('ST-0002');
    expect((await get('/api/users/ST-0002', token)).statusCode).toBe(200);
    expect((await get('/api/getstudent/ST-0002', token)).statusCode).toBe(200);
    expect((await get('/api/getquestionaires/ST-0002', token)).statusCode).toBe(200);
    expect((await get('/api/getstudent/ST-0001', token)).statusCode).toBe(403);
    expect((await get('/api/users/ST-0001', token)).statusCode).toBe(403);
    const other = await get('/api/gradescale', token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: messages.applicantNotApproved });
  });
});

describe('common passwords', () => {
  it('ships at least 10,000 of them, checked without case', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('Qwertyuiop')).toBe(true);
    expect(isCommonPassword('Mizan#Te0002')).toBe(false);
  });

  it('are refused by change password with the catalogue text', async () => {
    const token = await t.login('ST-0001');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/changepassword',
      headers: bearer(token),
      payload: { ID: 'ST-0001', current_password: DEMO_PASSWORD, new_password: 'Password1', confirmnew_password: 'Password1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: messages.passwordTooCommon });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { ID: 'ST-0001', password: DEMO_PASSWORD } })).statusCode,
    ).toBe(200);
  });
});

// Issue 36: the settings page's list of one's own sessions, ending one, signing out everywhere.
describe("one's own sessions", () => {
  const signInWith = async (ID: string, ua: string) =>
    (
      await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'user-agent': ua }, payload: { ID, password: DEMO_PASSWORD } })
    ).json().token as string;

  it('lists them with device and last seen, ends one (not another person’s), then all', async () => {
    const phone = await signInWith('FA-0002', 'Mozilla/5.0 (Linux; Android 14) Phone');
    const laptop = await signInWith('FA-0002', 'Mozilla/5.0 (X11; Linux x86_64) Laptop');
    const list = await get('/api/sessions', laptop);
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as { _id: string; device: string; current: boolean; lastSeenAt: string | null }[];
    const mine = sessions.filter((s) => s.device?.endsWith('Phone') || s.device?.endsWith('Laptop'));
    expect(mine.map((s) => [s.device.split(' ').at(-1), s.current])).toEqual([
      ['Laptop', true],
      ['Phone', false],
    ]);
    expect(mine[0].lastSeenAt).not.toBeNull(); // the list request itself used it
    // Someone else's session: not found, and nothing ended.
    const other = await t.login('FA-0001');
    const del = (id: string, token: string) => t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: bearer(token) });
    expect((await del(mine[1]._id, other)).statusCode).toBe(404);
    expect((await get('/api/sessions', phone)).statusCode).toBe(200);
    // Ending the phone's: it is refused at once, the laptop goes on.
    expect((await del(mine[1]._id, laptop)).statusCode).toBe(200);
    expect((await get('/api/sessions', phone)).statusCode).toBe(401);
    expect((await get('/api/sessions', laptop)).statusCode).toBe(200);
    // Sign out everywhere: this session too.
    const second = await signInWith('FA-0002', 'Tablet');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sessions', headers: bearer(laptop) })).statusCode).toBe(400);
    expect((await get('/api/sessions', laptop)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sessions?everywhere=true', headers: bearer(laptop) })).statusCode).toBe(200);
    expect((await get('/api/sessions', laptop)).statusCode).toBe(401);
    expect((await get('/api/sessions', second)).statusCode).toBe(401);
  });
});
