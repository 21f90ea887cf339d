import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, expect } from 'vitest';

/** The server that scripts/e2e.mjs started for this run. */
export const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const DEMO_PASSWORD = 'Passw0rd!';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--disable-quic',
];

/**
 * One headless Chromium per test file and a fresh context (cookies, storage) per test.
 * Returns a getter for the current page; `another()` opens a second person's context (another
 * browser profile, closed after the test) and `context()` gives the current page's context.
 */
export function useBrowser(viewport = { width: 1280, height: 800 }) {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const extra: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ baseURL, viewport });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterEach(async () => {
    await Promise.all(extra.splice(0).map((c) => c.close()));
    await context?.close();
  });
  const current = () => page;
  current.context = () => context;
  current.another = async () => {
    const c = await browser.newContext({ baseURL, viewport });
    extra.push(c);
    const p = await c.newPage();
    p.setDefaultTimeout(15_000);
    return p;
  };
  return current;
}

/** Signs in through the top bar's login dropdown, as a person would. */
export async function signIn(page: Page, ID: string, password = DEMO_PASSWORD) {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const form = page.getByRole('form', { name: 'Sign in to the portal' });
  await form.getByLabel('ID').fill(ID);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** Fails on any serious or critical axe violation of the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
