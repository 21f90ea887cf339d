import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preferencesResponseSchema } from '@school/api/schemas';
import { users } from '../src/db/schema';
import { bearer, DEMO_PASSWORD, useTestApp } from './helpers';

const t = useTestApp();

async function put(as: string, payload: unknown) {
  return t.app.inject({ method: 'PUT', url: '/api/preferences', headers: bearer(await t.login(as)), payload: payload as object });
}
async function stored(ID: string) {
  const [row] = await t.database.db.select({ language: users.language, calendar: users.calendar }).from(users).where(eq(users.ID, ID));
  return row;
}

describe('PUT preferences (issue 19): the language and calendar of one person', () => {
  it('keeps the choice on the server and the next sign-in carries it on the session user', async () => {
    expect(await stored('FA-0001')).toEqual({ language: 'en', calendar: 'gregorian' });
    const res = await put('FA-0001', { language: 'am', calendar: 'ethiopic' });
    expect(res.statusCode).toBe(200);
    const body = preferencesResponseSchema.parse(res.json());
    expect(body.message).toBe('Preferences saved');
    expect(body.user).toMatchObject({ ID: 'FA-0001', language: 'am', calendar: 'ethiopic' });
    expect(await stored('FA-0001')).toEqual({ language: 'am', calendar: 'ethiopic' });

    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { ID: 'FA-0001', password: DEMO_PASSWORD } });
    expect(login.json().user).toMatchObject({ language: 'am', calendar: 'ethiopic' });

    // One field alone leaves the other as it was.
    expect((await put('FA-0001', { language: 'en' })).json().user).toMatchObject({ language: 'en', calendar: 'ethiopic' });
  });

  it('refuses bad input with 400 { error } and changes nothing', async () => {
    const before = await stored('ST-0001');
    for (const payload of [{}, { language: 'fr' }, { calendar: 'julian' }, { language: 'am', extra: 1 }, { language: 5 }]) {
      const res = await put('ST-0001', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await put('ST-0001', {})).json().error).toBe('Choose a language or a calendar');
    expect(await stored('ST-0001')).toEqual(before);
  });

  it('changes only the caller: no token is 401; an applicant sets its own', async () => {
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/preferences', payload: { language: 'am' } });
    expect(anonymous.statusCode).toBe(401);
    const before = await stored('TE-0001');
    expect((await put('ST-0002', { language: 'am' })).statusCode).toBe(200);
    expect(await stored('ST-0002')).toMatchObject({ language: 'am' });
    expect(await stored('TE-0001')).toEqual(before);
  });
});
