import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, enter, useBrowser } from './harness';

const page = useBrowser();
const stamp = Date.now().toString(36);

describe('students (admin)', () => {
  it('imports students from a CSV file and finds them in the list', async () => {
    const p = page();
    await enter(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
    await p.getByRole('link', { name: 'Students' }).click();
    await p.waitForURL('**/dashboard/admin/students');
    await p.getByRole('table', { name: 'Students' }).getByRole('row').nth(1).waitFor();
    await expectNoSeriousA11yViolations(p);

    await p.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: 'Import students from a spreadsheet' });
    const csv = [
      'firstName,middleName,lastName,gender,age,email,birthDate,Shoe size',
      `Imported${stamp},Bekele,Tesfaye,male,12,imp1.${stamp}@example.et,03/14/2014,42`,
      `Imported${stamp},Girma,Alemu,female,11,imp2.${stamp}@example.et,2015-01-02,38`,
    ].join('\n');
    await dialog
      .getByLabel('Spreadsheet (.xlsx, .xls or .csv)')
      .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = dialog.getByRole('table', { name: 'Rows to import' });
    await preview.waitFor();
    expect(await dialog.getByText('Ignored columns: Shoe size').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Import 2 students' }).click();
    await dialog.waitFor({ state: 'detached' });
    await p.getByRole('region', { name: 'Temporary passwords' }).waitFor();

    await p.getByRole('searchbox', { name: 'Search' }).fill(`Imported${stamp}`);
    await p.waitForURL((u) => u.searchParams.get('q') === `Imported${stamp}`);
    const table = p.getByRole('table', { name: 'Students' });
    await table.getByRole('cell', { name: 'Girma' }).waitFor();
    expect(await table.getByRole('cell', { name: `Imported${stamp}` }).count()).toBe(2);
  });

  it('keeps search, page, size and sort in the URL: Back from a student returns to the same list', async () => {
    const p = page();
    await enter(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
    await p.goto('/dashboard/admin/students');
    const table = p.getByRole('table', { name: 'Students' });
    await table.getByRole('row').nth(1).waitFor();
    await p.getByLabel('Rows per page').selectOption('10');
    await p.getByRole('button', { name: 'Page 2', exact: true }).click();
    await p.waitForURL(/[?&]page=2/);
    expect(new URL(p.url()).searchParams.get('size')).toBe('10');
    // Page 2 has arrived (the previous page stays on screen while it loads).
    await p.getByText(/^11–\d+ of \d+$/).waitFor();
    const first = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).trim();
    await table.getByRole('row').nth(1).click();
    await p.waitForURL('**/dashboard/admin/student/**');
    await p.getByRole('button', { name: /Back/ }).first().click();
    await p.waitForURL(/\/dashboard\/admin\/students\?/);
    expect(new URL(p.url()).searchParams.get('page')).toBe('2');
    await p.getByText(/^11–\d+ of \d+$/).waitFor();
    await table.getByRole('row').nth(1).getByRole('cell', { name: first }).first().waitFor();
    expect(await p.getByLabel('Rows per page').inputValue()).toBe('10');

    // Sorted by last name on the server, descending: page 1 of that order, kept in the URL.
    const lastName = p.getByRole('columnheader', { name: /Last Name/ }).getByRole('button');
    await lastName.click();
    await p.waitForURL((u) => u.searchParams.get('sort') === 'lastName');
    await lastName.click();
    await p.waitForURL((u) => u.searchParams.get('sort') === '-lastName');
    expect(new URL(p.url()).searchParams.get('page')).toBeNull();
    await p.getByText(/^1–10 of \d+$/).waitFor();
    await table.getByRole('row').nth(1).getByRole('cell', { name: '1', exact: true }).waitFor();
    // The ascending page stays on screen until the descending one arrives.
    const lastNames = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.children[3]?.textContent ?? ''));
    const descending = (names: string[]) =>
      names.every((n, i) => i === 0 || names[i - 1].localeCompare(n, undefined, { sensitivity: 'base' }) >= 0);
    await expect.poll(async () => descending(await lastNames()), { timeout: 10_000 }).toBe(true);
    expect(new Set(await lastNames()).size).toBeGreaterThan(1);
  });
});

describe('applicants (admin)', () => {
  it('approves the demo applicant ST-0002: Approve becomes Approved', async () => {
    const p = page();
    await enter(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
    await p.getByRole('link', { name: 'Applicants' }).click();
    await p.waitForURL('**/dashboard/admin/approve');
    await p.getByRole('row').filter({ hasText: 'ST-0002' }).click();
    await p.waitForURL('**/dashboard/admin/approve/student/**');
    await p.getByRole('heading', { name: 'Entrance exams' }).waitFor();
    await p.getByRole('heading', { name: 'Grade 7 entrance: Mathematics' }).waitFor();
    await p.getByText('Why would you like to join Mizan Teferi Academy?').waitFor();
    await expectNoSeriousA11yViolations(p);
    await p.getByRole('button', { name: 'Approve', exact: true }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    const approved = p.getByRole('button', { name: 'Approved', exact: true });
    await approved.waitFor();
    expect(await approved.isDisabled()).toBe(true);
    await p.getByText('successfully approved').first().waitFor();
  });

  it('lets ST-0002 sign in to the student dashboard once approved', async () => {
    const p = page();
    await enter(p, 'ST-0002');
    await p.waitForURL('**/dashboard/student/ST-0002');
    await p.getByTestId('signed-in-id').waitFor();
  });
});
