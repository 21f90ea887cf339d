import { describe, expect, it } from 'vitest';
import { baseURL, signIn, useBrowser } from './harness';

const page = useBrowser();

// A session ended elsewhere (logout on another device, the account frozen, the row purged): the
// next call answers 401, and the portal treats it like 440, not as "Error: unauthorized".
describe('a session ended on the server', () => {
  it('shows the session-expired overlay at the next action, then sign-in from home', async () => {
    const p = page();
    await signIn(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
    await p.locator('[data-ui="stat-card"]').filter({ hasText: 'Applicants' }).waitFor();

    // Another device logs out with the same token: the session row is gone.
    const token = await p.evaluate(() => localStorage.getItem('token'));
    const out = await fetch(`${baseURL}/api/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);

    // The next page action calls the API with the ended session.
    await p.getByRole('link', { name: 'Teachers' }).click();
    const overlay = p.getByRole('dialog', { name: 'session expired' });
    await overlay.getByText('Your session has expired. Please log in again.').waitFor();
    await expect(p.getByText('Error: unauthorized').count()).resolves.toBe(0);
    await overlay.getByRole('button', { name: 'OK' }).click();
    await p.waitForURL('**/home');
    expect(await p.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Signing in again works as usual.
    await signIn(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
  });

  it('a wrong password still shows the sign-in error, not the overlay', async () => {
    const p = page();
    await signIn(p, 'AD-0001', 'not-the-password');
    await p.getByRole('alert').filter({ hasText: 'Invalid ID or password' }).waitFor();
    expect(await p.getByRole('dialog', { name: 'session expired' }).count()).toBe(0);
  });
});
