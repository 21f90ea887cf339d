import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach } from 'vitest';
import { landingPathFor, SESSION_MS, type SessionUser } from '@school/api';
import { chromiumPath } from './chromium-path.mjs';

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
 * E2E_CPU_THROTTLE=N runs every page's renderer N times slower (Chromium's CPU throttling), to
 * find tests that race the page: one that passes only on a fast renderer is waiting for the wrong
 * thing. Not set in CI.
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

async function newPage(context: BrowserContext) {
  const p = await context.newPage();
  p.setDefaultTimeout(15_000);
  if (CPU_THROTTLE > 1) await (await context.newCDPSession(p)).send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  return p;
}

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
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ baseURL, viewport });
    page = await newPage(context);
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
    return newPage(c);
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

/**
 * Signs in without the sign-in form and lands where the portal sends the person after signing in
 * (their dashboard, or change password first). The form's own flow is tested by auth.test.ts and
 * session-end.test.ts with `signIn`; every other test starts here, which spares it loading the
 * public home page and the form (about 2 s a sign-in on our machines). The session is stored
 * exactly as the portal stores it (`createSessionStore`).
 */
export async function enter(page: Page, ID: string, password = DEMO_PASSWORD) {
  const res = await page.request.post(`${baseURL}/api/login`, { data: { ID, password } });
  const body = (await res.json()) as { token?: string; user?: SessionUser; error?: string };
  if (!body.token || !body.user) throw new Error(`${ID} could not sign in: ${res.status()} ${body.error ?? ''}`);
  // Any document of the portal's origin will do to write its storage; a small JSON answer is the cheapest.
  if (!page.url().startsWith(baseURL)) await page.goto(`${baseURL}/api/public-data`);
  await storeSession(page, body.token, body.user);
  await page.goto(baseURL + landingPathFor(body.user));
}

/**
 * Writes a session as the portal's session store does (packages/api/src/session.ts): the token in
 * a cookie and in localStorage beside the user and the role. The page must be on the portal's origin.
 */
async function storeSession(page: Page, token: string, user: SessionUser) {
  await page.evaluate(
    ({ token, user, maxAge }) => {
      document.cookie = `token=${encodeURIComponent(token)}; Max-Age=${maxAge}; Path=/; SameSite=Strict`;
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('type', user.type.name);
    },
    { token, user, maxAge: SESSION_MS / 1000 },
  );
}

/** axe-core itself, put into the page under test by `expectNoSeriousA11yViolations`. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };

/**
 * The serious and critical axe violations of the current page, one line each. axe runs in the page
 * itself (put into every frame once per document): about 0.6 s on our machines, where
 * @axe-core/playwright's builder took about 2 s a call, most of it opening a page of its own to
 * assemble the results. `rules` turns rules on or off (the phone sweep adds WCAG 2.2's target-size).
 */
export async function a11yViolations(page: Page, rules: Record<string, { enabled: boolean }> = {}): Promise<string[]> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true); // a detached frame has nothing to check
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
  const violations = await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], rules });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, rules);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * The violations of the named axe rules on the current page, whatever their impact (heading-order
 * is only "moderate", so `a11yViolations` leaves it out; Lighthouse's accessibility score counts it).
 */
export async function axeRuleViolations(page: Page, ruleIds: string[]): Promise<string[]> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
  const violations = await page.evaluate(async (ruleIds) => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'rule', values: ruleIds } });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, ruleIds);
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Fails on any serious or critical axe violation of the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const serious = await a11yViolations(page);
  if (serious.length) throw new Error(`serious accessibility violations:\n${serious.join('\n')}`);
}
