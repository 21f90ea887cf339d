import { messages } from '@school/api/schemas';
import { isCommonPassword } from '../src/auth/common-passwords';
import { bearer, DEMO_PASSWORD, useTestApp } from './helpers';

// Common passwords and their simple variations are refused where a password is set
// (auth/common-passwords.ts); the demo accounts keep signing in with the seeded 'Passw0rd!'.
const t = useTestApp();

const change = async (new_password: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/changepassword',
    headers: bearer(await t.login('FA-0002')),
    payload: { ID: 'FA-0002', current_password: DEMO_PASSWORD, new_password, confirmnew_password: new_password },
  });

describe('password strength', () => {
  it("counts the demo school's own 'Passw0rd!' as common (the seed stores its hash; it is never checked)", () => {
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(true);
  });

  it.each(['Passw0rd!2', 'P4ssword!', 'pa55w0rd!', 'P@ssw0rd1', 'PASSWORD123!', 'Qwerty123!', 'Welcome1!', 'password1'])(
    'refuses %s with the common-password text and changes nothing',
    async (weak) => {
      const res = await change(weak);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: messages.passwordTooCommon });
      // The old password still signs in.
      expect(await t.login('FA-0002', DEMO_PASSWORD)).toBeTruthy();
    },
  );

  // Issue 36: change-password weighs the password against who chooses it, and says why it is weak.
  it.each([
    ['Admin@123', messages.passwordTooCommon],
    ['zaq1@WSX', messages.passwordKeyboardPattern],
    ['Mizan2026!', messages.passwordHasPersonalInfo], // the school's name and a year
    ['FA-0002!', messages.passwordHasPersonalInfo], // the person's own ID
  ])('refuses %s, saying why, and changes nothing', async (weak, why) => {
    const res = await change(weak);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: why });
    expect(await t.login('FA-0002', DEMO_PASSWORD)).toBeTruthy();
  });

  it('accepts a password that is not a variation of a common one', async () => {
    const res = await change('Kebele-Sara-26');
    expect(res.statusCode).toBe(200);
    expect(await t.login('FA-0002', 'Kebele-Sara-26')).toBeTruthy();
  });
});
