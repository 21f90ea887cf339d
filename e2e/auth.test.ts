import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { baseURL, expectNoSeriousA11yViolations, signIn, useBrowser } from './harness';

const page = useBrowser();

describe('signing in', () => {
  it.each([
    ['SA-0001', '/dashboard/admin'],
    ['AD-0001', '/dashboard/admin'],
  ])('%s lands on the admin dashboard with its figures', async (ID, path) => {
    const p = page();
    await signIn(p, ID);
    await p.waitForURL(`**${path}`);
    await p.getByText('Welcome Back').waitFor();
    await p.getByTestId('signed-in-id').filter({ hasText: ID }).waitFor();
    await p.locator('[data-ui="stat-card"]').filter({ hasText: 'Applicants' }).waitFor();
    await p.getByRole('img', { name: /Students enrolled per academic period/ }).waitFor();
    await p.getByRole('img', { name: /Staff by type/ }).waitFor();
  });

  it.each([['FA-0001', '/dashboard/parent/FA-0001', 'Family']])(
    '%s lands on the parent dashboard and reaches their profile from the sidebar',
    async (ID, path, role) => {
      const p = page();
      await signIn(p, ID);
      await p.waitForURL(`**${path}`);
      await p.getByRole('main').getByRole('heading', { name: 'Parent Dashboard' }).waitFor();
      await p
        .getByRole('main')
        .getByRole('button', { name: /ST-0001/ })
        .waitFor();
      await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
      await p.waitForURL(`**${path}/profile`);
      const card = p.getByRole('main');
      await card.getByText(ID, { exact: true }).waitFor();
      await card.getByText(role, { exact: true }).waitFor();
      await card.getByText(/\(ST-0001\)/).waitFor();
    },
  );

  // Teachers and students land on their dashboards (issue 8, e2e/teaching.test.ts covers them in depth).
  // ST-0064 is a demo applicant no other test approves (students.test.ts approves ST-0002).
  it.each([
    ['TE-0001', '/dashboard/teacher/TE-0001', 'My sections'],
    ['ST-0001', '/dashboard/student/ST-0001', 'Assignments'],
    ['ST-0064', '/dashboard/student/ST-0064', 'Your application'],
  ])('%s lands on their own dashboard', async (ID, path, heading) => {
    const p = page();
    await signIn(p, ID);
    await p.waitForURL(`**${path}`);
    await p.getByTestId('signed-in-id').filter({ hasText: ID }).waitFor();
    await p.getByRole('main').getByRole('heading', { name: heading }).first().waitFor();
  });

  it('asks for ID and password before sending anything', async () => {
    const p = page();
    await p.goto('/home');
    await p.getByRole('button', { name: 'Login', exact: true }).click();
    const form = p.getByRole('form', { name: 'Sign in to the portal' });
    await form.getByRole('button', { name: 'Login' }).click();
    await form.getByText('ID is required').waitFor();
    await form.getByText('Password is required').waitFor();
  });

  it('refuses a wrong password, and the message clears after two seconds', async () => {
    const p = page();
    await signIn(p, 'AD-0001', 'not-the-password');
    const alert = p.getByRole('alert').filter({ hasText: 'Invalid ID or password' });
    await alert.waitFor();
    await alert.waitFor({ state: 'detached', timeout: 5000 });
    expect(new URL(p.url()).pathname).toBe('/home');
  });

  it('sends a signed-in person from / to their dashboard', async () => {
    const p = page();
    await signIn(p, 'ST-0001');
    await p.waitForURL('**/dashboard/student/ST-0001');
    await p.goto('/');
    await p.waitForURL('**/dashboard/student/ST-0001');
  });
});

describe('the temporary password', () => {
  it('sends TE-0002 to change it first, then on to the dashboard', async () => {
    const p = page();
    await signIn(p, 'TE-0002');
    await p.waitForURL('**/dashboard/teacher/changepassword/TE-0002');
    await p.goto('/dashboard/teacher/TE-0002');
    await p.waitForURL('**/dashboard/teacher/changepassword/TE-0002');
    await expectNoSeriousA11yViolations(p);

    const form = p.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Current password').fill('Passw0rd!');
    await form.getByLabel('New password').fill('Kebele-Sara-26');
    await form.getByLabel('Confirm password').fill('Kebele-Sara-27');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Confirm password must match with the new password').waitFor();

    await form.getByLabel('Confirm password').fill('Kebele-Sara-26');
    await form.getByRole('button', { name: 'Change password' }).click();
    await p.waitForURL('**/dashboard/teacher/TE-0002');

    // The flag is cleared on the server: a new sign-in with the new password goes straight in.
    await p.context().clearCookies();
    await p.evaluate(() => localStorage.clear());
    await signIn(p, 'TE-0002', 'Kebele-Sara-26');
    await p.waitForURL('**/dashboard/teacher/TE-0002');
  });
});

describe('the route guard and unknown pages', () => {
  it('shows Unauthorized Access without a session, and Home leads home', async () => {
    const p = page();
    await p.goto('/dashboard/admin');
    await p.getByRole('heading', { name: 'Unauthorized Access' }).waitFor();
    await expectNoSeriousA11yViolations(p);
    await p.getByRole('button', { name: 'Home' }).click();
    await p.waitForURL('**/home');
  });

  it("keeps a student out of the admin area and out of another student's dashboard", async () => {
    const p = page();
    await signIn(p, 'ST-0001');
    await p.waitForURL('**/dashboard/student/ST-0001');
    await p.goto('/dashboard/admin');
    await p.getByRole('heading', { name: 'Unauthorized Access' }).waitFor();
    await p.goto('/dashboard/student/ST-0002');
    await p.getByRole('heading', { name: 'Unauthorized Access' }).waitFor();
    await p.goto('/dashboard/teacher/ST-0001');
    await p.getByRole('heading', { name: 'Unauthorized Access' }).waitFor();
  });

  it('shows the 404 page with Go Back', async () => {
    const p = page();
    await p.goto('/home');
    await p.goto('/no/such/page');
    await p.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    await p.getByText('The page you are looking for does not exist.').waitFor();
    await expectNoSeriousA11yViolations(p);
    await p.getByRole('button', { name: 'Go Back' }).click();
    await p.waitForURL('**/home');
  });
});

describe('leaving', () => {
  it('asks before logging out, then ends the session on the server too', async () => {
    const p = page();
    await signIn(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
    const token = await p.evaluate(() => localStorage.getItem('token'));

    await p.getByRole('button', { name: 'Logout' }).click();
    const dialog = p.getByRole('dialog', { name: 'Confirm Logout' });
    await dialog.getByText('Are you sure you want to logout?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(p.url()).pathname).toBe('/dashboard/admin');

    await p.getByRole('button', { name: 'Logout' }).click();
    await p.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await p.waitForURL('**/home');
    expect(await p.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('type')])).toEqual([
      null,
      null,
      null,
    ]);

    const after = await fetch(`${baseURL}/api/admindash`, { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  it('shows the session-expired overlay on a 440 until OK, which goes home', async () => {
    const p = page();
    await signIn(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
    await p.locator('[data-ui="stat-card"]').filter({ hasText: 'Applicants' }).waitFor();

    // Re-sign the same claims with an expiry in the past, as the server would after 10 hours.
    const token = (await p.evaluate(() => localStorage.getItem('token')))!;
    const claims = decodeJwt(token);
    const secret = new TextEncoder().encode(process.env.E2E_JWT_SECRET);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ ...claims, iat: past - 36_000, exp: past }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    await p.evaluate((t) => {
      localStorage.setItem('token', t);
      document.cookie = `token=${encodeURIComponent(t)}; Path=/; Max-Age=3600`;
    }, expired);

    await p.reload();
    const overlay = p.getByRole('dialog', { name: 'session expired' });
    await overlay.getByText('Your session has expired. Please log in again.').waitFor();
    await p.keyboard.press('Escape');
    await overlay.getByText('Your session has expired. Please log in again.').waitFor();
    await overlay.getByRole('button', { name: 'OK' }).click();
    await p.waitForURL('**/home');
    expect(await p.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
