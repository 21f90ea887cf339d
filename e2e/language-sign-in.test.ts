import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { amMessages } from '../packages/api/src/messages/am/index';
import { baseURL, DEMO_PASSWORD, useBrowser } from './harness';
import { apiToken } from './api';

// Issue 38: the language a visitor chose on /home holds through signing in, for every role
// (it used to fall back to the account's English), and becomes the account's. The people here are
// put back to English on the server at the end, whatever happened (other files read them in English).

const page = useBrowser({ width: 390, height: 844 });
const am = amMessages as Record<string, string>;

async function languageOf(ID: string): Promise<string> {
  const token = await apiToken(ID);
  const res = await fetch(`${baseURL}/api/preferences`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ calendar: 'gregorian' }),
  });
  return ((await res.json()) as { user: { language: string } }).user.language;
}
async function backToEnglish(ID: string) {
  const token = await apiToken(ID);
  await fetch(`${baseURL}/api/preferences`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ language: 'en' }),
  });
}

/** On /home as a visitor, chooses አማርኛ, then signs in through the top bar's form, in Amharic. */
async function signInInAmharic(p: Page, ID: string) {
  await p.goto('/home');
  await p.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('am');
  await p.getByRole('button', { name: am.login, exact: true }).click();
  const form = p.getByRole('form', { name: am.loginTitle });
  await form.getByLabel(am.idLabel!, { exact: true }).fill(ID);
  await form.getByLabel(am.passwordLabel!, { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: am.login }).click();
}

describe('the visitor’s language holds through signing in (issue 38)', () => {
  it.each([
    ['AD-0002', '/dashboard/admin'],
    ['TE-0003', '/dashboard/teacher/TE-0003'],
    ['ST-0028', '/dashboard/student/ST-0028'],
    ['FA-0002', '/dashboard/parent/FA-0002'],
  ])('%s chooses Amharic on /home, signs in and reads the dashboard in Amharic', async (ID, path) => {
    const p = page();
    try {
      expect(await languageOf(ID)).toBe('en');
      await signInInAmharic(p, ID);
      await p.waitForURL(`**${path}`);
      await p.getByTestId('signed-in-id').filter({ hasText: ID }).waitFor();
      // The chrome and the page are Amharic, and stay so: the account now holds the choice.
      await p.getByRole('button', { name: am.logout }).first().waitFor();
      expect(await p.evaluate(() => document.documentElement.lang)).toBe('am');
      await expect.poll(() => languageOf(ID), { timeout: 10_000 }).toBe('am');
      await p.reload();
      await p.getByRole('button', { name: am.logout }).first().waitFor();
      expect(await p.evaluate(() => document.documentElement.lang)).toBe('am');
    } finally {
      await backToEnglish(ID);
    }
  });
});
