import { describe, expect, it } from 'vitest';
import { axeRuleViolations, expectNoSeriousA11yViolations, enter, useBrowser } from './harness';

const page = useBrowser();

describe('the public home', () => {
  it("shows the school, its facilities and the server's statistics", async () => {
    const p = page();
    await p.goto('/home');
    await p.getByRole('heading', { name: 'Welcome to Mizan Teferi Academy', level: 1 }).waitFor();
    await p.getByText('55').first().waitFor();
    const students = p.locator('[data-ui="stat-card"]').filter({ hasText: 'Total Students' });
    await students.waitFor();
    expect(Number((await students.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(p);
  });

  it('skips no heading level, on the page and with the sign-in form open (axe heading-order, as Lighthouse)', async () => {
    const p = page();
    await p.goto('/home');
    await p.getByRole('heading', { name: 'Welcome to Mizan Teferi Academy', level: 1 }).waitFor();
    await p.locator('[data-ui="stat-card"]').first().waitFor();
    expect(await axeRuleViolations(p, ['heading-order'])).toEqual([]);
    await p.getByRole('button', { name: 'Login', exact: true }).click();
    await p.getByRole('form', { name: 'Sign in to the portal' }).waitFor();
    expect(await axeRuleViolations(p, ['heading-order'])).toEqual([]);
  });

  it('turns the navigation bar sticky past 160 px of scrolling', async () => {
    const p = page();
    await p.goto('/home');
    const nav = p.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getAttribute('data-sticky')).toBeNull();
    await p.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 400);
    });
    await p.waitForFunction(() => document.querySelector('nav[data-sticky]') !== null);
  });
});

describe('the dashboards', () => {
  it('pass axe on the admin dashboard and a profile page', async () => {
    const p = page();
    await enter(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
    await p.locator('[data-ui="stat-card"]').filter({ hasText: 'Applicants' }).waitFor();
    await expectNoSeriousA11yViolations(p);
  });

  it('collapse the sidebar under 600 px behind a menu button', async () => {
    const p = page();
    await p.setViewportSize({ width: 420, height: 800 });
    await enter(p, 'ST-0001');
    await p.waitForURL('**/dashboard/student/ST-0001');
    await p.getByTestId('signed-in-id').waitFor();
    const sidebar = p.getByRole('navigation', { name: 'Main navigation' });
    expect(await sidebar.isVisible()).toBe(false);
    await p.getByRole('button', { name: 'Menu' }).click();
    expect(await sidebar.isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(p);
  });
});
