import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync, zipSync, strToU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, enter, useBrowser } from './harness';

// Issue 39: the admin downloads the school as a OneRoster 1.2 zip, checks another system's zip
// (its problem listed with file, line and column), and imports a good one in a real browser.

const page = useBrowser();
const dir = mkdtempSync(path.join(tmpdir(), 'roster-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const stamp = Date.now().toString(36);

/**
 * The set of another system in fixtures/roster: a school year far from the demo's (2040), one class
 * of section 10C, a teacher and a student made for this run; `studentClass` names the student's
 * class (a wrong one dangles).
 */
function rosterZip(studentClass: string) {
  const folder = new URL('./fixtures/roster/', import.meta.url);
  const fill = (text: string) => text.replaceAll('{stamp}', stamp).replaceAll('{studentClass}', studentClass);
  const entries = readdirSync(folder).map((name) => [name, strToU8(fill(readFileSync(new URL(name, folder), 'utf8')))] as const);
  const file = path.join(dir, `roster-${studentClass}.zip`);
  writeFileSync(file, zipSync(Object.fromEntries(entries)));
  return file;
}

describe('roster exchange (admin)', () => {
  it('downloads the school as a OneRoster 1.2 zip, lists a bad zip’s problem, and imports a good one', async () => {
    const p = page();
    await enter(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
    await p.getByRole('link', { name: 'Roster exchange' }).click();
    await p.waitForURL('**/dashboard/admin/roster_exchange');
    await p.getByRole('heading', { level: 1, name: 'Roster exchange (OneRoster 1.2)' }).waitFor();
    await expectNoSeriousA11yViolations(p);

    // ── Export: the whole school, a zip whose manifest says 1.2, with the demo's people.
    const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: 'Download the zip' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^oneroster-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(strFromU8(files['manifest.csv'])).toContain('oneroster.version,1.2');
    expect(strFromU8(files['users.csv'])).toContain(',ST-0001,');
    await p.getByText('The zip is downloaded').waitFor();

    // ── A zip whose enrollment names a class it does not have: checked, refused, nothing written.
    await p.getByLabel('OneRoster zip').setInputFiles(rosterZip('no-such-class'));
    await p.getByRole('button', { name: 'Check the file' }).click();
    await p.getByText('The file has 1 error: nothing was imported').waitFor();
    const errors = p.getByRole('table', { name: 'Errors: nothing was imported' });
    const row = errors.getByRole('row', { name: /enrollments\.csv/ });
    await expect.poll(() => row.textContent()).toContain('classSourcedId');
    expect(await row.textContent()).toContain('No record of classes.csv has the sourcedId no-such-class');
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('3');
    await expectNoSeriousA11yViolations(p);

    // ── The good zip: what it will do, then the import and the two new accounts' passwords.
    await p.getByLabel('OneRoster zip').setInputFiles(rosterZip(`cls-${stamp}`));
    await p.getByRole('button', { name: 'Check the file' }).click();
    const preview = p.getByRole('table', { name: 'What the import will do' });
    await preview.getByRole('row', { name: /Users/ }).waitFor();
    expect(await preview.getByRole('row', { name: /Users/ }).textContent()).toBe('Users20');
    await p.getByRole('button', { name: 'Import', exact: true }).click();
    await p.getByText('The roster was imported').waitFor();
    const accounts = p.getByRole('table', { name: 'New accounts and their temporary passwords' });
    await accounts.getByRole('row', { name: new RegExp(`Hana Meles${stamp}`) }).waitFor();
    const student = accounts.getByRole('row', { name: new RegExp(`Yonas Assefa${stamp}`) });
    expect(await student.textContent()).toMatch(/ST-\d{4}/);
    expect((await student.locator('[data-part="temporary-password"]').textContent())!.length).toBe(12);
    await expectNoSeriousA11yViolations(p);
    await p.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => p.getByText(`Yonas Assefa${stamp}`).count()).toBe(0);
  });
});
