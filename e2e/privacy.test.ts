import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, enter, expectNoSeriousA11yViolations, useBrowser } from './harness';
import { apiAs, apiToken } from './api';

// Calendar subscription on the settings page, and the audit trail (issue 39), in Chromium against
// the real server. TE-0001's calendar feed is made, copied, fetched (and read by ical.js),
// regenerated and stopped; the super admin finds ST-0001, reads and exports their trail, whose
// reading is itself recorded; FA-0001 reads their child's copy, without the addresses.

const page = useBrowser();

async function openSettings(p: Page, ID: string) {
  await enter(p, ID);
  await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
  await p.getByRole('heading', { name: 'Calendar subscription' }).waitFor();
}

describe('the calendar subscription', () => {
  it('makes a private address to copy, which a calendar app can read; regenerating and stopping end the old one', async () => {
    const p = page();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openSettings(p, 'TE-0001');
    const card = p.getByRole('region', { name: 'My calendar' });
    const make = card.getByRole('button', { name: 'Make subscription address' });
    const address = card.getByLabel('Subscription address');
    // A person who made one in an earlier run of the same server starts from it. The card reads
    // first: wait until it shows one or the other (isVisible does not wait).
    await make.or(address).first().waitFor();
    if (await make.isVisible()) await make.click();
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await address.inputValue();

    // Copy, by keyboard.
    await card.getByRole('button', { name: 'Copy address' }).focus();
    await p.keyboard.press('Enter');
    await p.getByText('Address copied').waitFor();
    expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // What a phone's calendar gets: an iCalendar an independent parser reads, with weekly lessons.
    const feed = await p.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const cal = new ICAL.Component(ICAL.parse(await feed.text()));
    const lessons = cal.getAllSubcomponents('vevent').filter((v) => String(v.getFirstPropertyValue('uid')).startsWith('lesson-'));
    expect(lessons.length).toBeGreaterThan(0);
    expect(lessons.every((v) => String(v.getFirstPropertyValue('rrule')).startsWith('FREQ=WEEKLY;UNTIL='))).toBe(true);
    const again = await p.request.get(url, { headers: { 'if-none-match': feed.headers().etag } });
    expect(again.status()).toBe(304);

    await expectNoSeriousA11yViolations(p);

    // Regenerate: confirmed first; the old address answers 404.
    await card.getByRole('button', { name: 'Regenerate address' }).click();
    const dialog = p.getByRole('dialog', { name: 'Regenerate address' });
    await dialog.getByText('The current one stops working at once').waitFor();
    await dialog.getByRole('button', { name: 'Regenerate address' }).click();
    await expect.poll(() => address.inputValue()).not.toBe(url);
    const renewed = await address.inputValue();
    expect((await p.request.get(url)).status()).toBe(404);
    expect((await p.request.get(renewed)).status()).toBe(200);

    // Stop: the address answers 404 and the card offers to make one again.
    await card.getByRole('button', { name: 'Stop subscription' }).click();
    await p.getByRole('dialog', { name: 'Stop subscription' }).getByRole('button', { name: 'Stop subscription' }).click();
    await card.getByText('No subscription address yet.').waitFor();
    expect((await p.request.get(renewed)).status()).toBe(404);
  });

  it('is not offered to an admin, who has no calendar', async () => {
    const p = page();
    await enter(p, 'AD-0001');
    await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await p.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();
    expect(await p.getByRole('heading', { name: 'Calendar subscription' }).count()).toBe(0);
  });
});

describe('the audit trail', () => {
  it('shows the super admin who read a student’s records, filtered and exported, and records that reading', async () => {
    // An admin reads ST-0001's profile through the API (from this machine's address).
    const admin = apiAs(await apiToken('AD-0001'));
    const record = (await admin.get('getstudent/ST-0001')).body.student as { firstName: string; lastName: string };

    const p = page();
    await enter(p, 'SA-0001');
    await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit trail' }).click();
    await p.getByLabel('Find a student by name or ID').fill('ST-0001');
    await p.getByRole('button', { name: new RegExp(`${record.firstName} .*\\(ST-0001\\)`) }).click();
    await p.waitForURL('**/dashboard/admin/audit_trail/ST-0001');
    const table = p.getByRole('table', { name: /Audit trail: .* \(ST-0001\)/ });
    // Filtered by person and kind first: other test files read ST-0001 too (the phone and pseudo
    // sweeps as AD-0001, many records), and a read the admin repeated within ten minutes is
    // recorded once (decision 214), so this one may be neither the newest row nor on page 1.
    await p.getByLabel('Person (ID or name)').fill('AD-0001');
    await p.getByLabel('Kind of record').selectOption({ label: 'Profile' });
    const profileRead = table.getByRole('row').filter({ hasText: 'GET /api/getstudent/:id id=ST-0001' }).first();
    await profileRead.waitFor();
    await expect.poll(() => profileRead.textContent()).toMatch(/AD-0001.*Read.*Profile.*GET \/api\/getstudent\/:id id=ST-0001/);
    expect(await table.getByRole('columnheader', { name: 'Address' }).count()).toBe(1);
    await expect.poll(() => table.getByRole('row').filter({ hasNotText: 'AD-0001' }).count()).toBe(1); // the header row only

    // Filter by kind as well: only attendance rows (or the empty state).
    await p.getByLabel('Kind of record').selectOption({ label: 'Attendance' });
    await expect.poll(() => table.getByRole('row').filter({ hasText: 'Profile' }).count()).toBe(0);
    await p.getByRole('button', { name: 'Clear filters' }).click();
    await table.getByRole('row').filter({ hasText: 'Profile' }).first().waitFor();
    await p.getByLabel('Person (ID or name)').fill('AD-0001');
    await p.getByLabel('Kind of record').selectOption({ label: 'Profile' });
    await profileRead.waitFor();

    // Export: every event of the filters as CSV.
    const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('audit-trail-ST-0001.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('AD-0001');
    expect(csv).toContain('GET /api/getstudent/:id');

    await expectNoSeriousA11yViolations(p);

    // The super admin's own readings are in the trail too (written within a second).
    await p.getByRole('button', { name: 'Clear filters' }).click();
    await p.getByLabel('Kind of record').selectOption({ label: 'Audit trail' });
    await expect
      .poll(
        async () => {
          await p.getByRole('button', { name: 'Refresh' }).first().click();
          return table.getByRole('row').filter({ hasText: 'SA-0001' }).count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  });

  it('gives a parent their child’s copy, without the addresses', async () => {
    const p = page();
    await enter(p, 'FA-0001');
    await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Who saw my child’s records' }).click();
    const table = p.getByRole('table', { name: /^Who saw .+’s records$/ });
    await table.waitFor();
    // The admin's reading of the first test, found by person (other test files' readings of the
    // same child may fill the newest page).
    await p.getByLabel('Person (ID or name)').fill('AD-0001');
    await table.getByRole('row').filter({ hasText: 'AD-0001' }).first().waitFor();
    expect(await table.getByRole('columnheader', { name: 'Address' }).count()).toBe(0);
    expect(await table.getByText(/\b\d{1,3}(\.\d{1,3}){3}\b|::1/).count()).toBe(0);
  });
});
