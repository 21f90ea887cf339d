import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { utils, write } from 'xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, enter, useBrowser } from './harness';

const page = useBrowser();
const dir = mkdtempSync(path.join(tmpdir(), 'teachers-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An .xlsx built at test time: the header of spec 000 §5 and the given rows. */
function xlsxFile(rows: unknown[][]) {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['fullName', 'email', 'profilePhoto', 'age', 'gender'], ...rows]), 'Teachers');
  const file = path.join(dir, `teachers-${Date.now()}.xlsx`);
  writeFileSync(file, write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

async function openTeachers(p: ReturnType<typeof page>) {
  await enter(p, 'AD-0001');
  await p.waitForURL('**/dashboard/admin');
  await p.getByRole('link', { name: 'Teachers' }).click();
  await p.waitForURL('**/dashboard/admin/teachers');
  await p.getByRole('button', { name: 'Tesfaye Bekele Gebre' }).waitFor();
}

describe('teachers (admin)', () => {
  it('imports from an xlsx file: a row error from the server is fixed in the preview, then the list shows the new teachers', async () => {
    const p = page();
    await openTeachers(p);
    const stamp = Date.now().toString(36);
    // Row 2 uses the email of a seeded teacher: only the server knows it is taken.
    const taken = (await p
      .getByRole('row', { name: /TE-0001/ })
      .getByRole('cell')
      .nth(3)
      .textContent())!.trim();
    const file = xlsxFile([
      [`Liya Haile ${stamp}`, `liya.${stamp}@example.et`, '', 28, 'female'],
      [`Natnael Girma ${stamp}`, taken, '', 35, 'male'],
    ]);
    await p.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: 'Import teachers' });
    await dialog.getByLabel('Spreadsheet (.xlsx)').setInputFiles(file);
    await dialog.getByRole('textbox', { name: 'fullName of row 2' }).waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const rowError = dialog.locator('tr[data-row="2"]').getByText('This email is already used by another account');
    await rowError.waitFor();
    await dialog.getByRole('textbox', { name: 'email of row 2' }).fill(`natnael.${stamp}@example.et`);
    await rowError.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const passwords = p.getByRole('dialog', { name: 'Temporary password' });
    await passwords.getByText(`Liya Haile ${stamp}`).waitFor();
    expect(await passwords.locator('[data-part="temporary-password"]').count()).toBe(2);
    await passwords.getByRole('button', { name: 'Done' }).click();
    await p.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await p.getByRole('button', { name: `Liya Haile ${stamp}` }).waitFor();
    await p.getByRole('button', { name: `Natnael Girma ${stamp}` }).waitFor();

    // The new teacher's detail: facts, status, no sections yet.
    await p.getByRole('button', { name: `Natnael Girma ${stamp}` }).click();
    await p.waitForURL(/\/dashboard\/admin\/teacher\/[^/]+\/[^/]+$/);
    await p.getByRole('heading', { level: 1, name: `Natnael Girma ${stamp}` }).waitFor();
    await p.getByText(`natnael.${stamp}@example.et`).waitFor();
    await p.getByText('employed', { exact: true }).waitFor();
    await p.getByText('No section assigned yet').waitFor();
  });

  it('a click on a section checkbox lands although the Age error appears on blur (nothing moves)', async () => {
    const p = page();
    await openTeachers(p);
    await p.getByRole('button', { name: 'ADD', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: 'Add teacher' });
    await dialog.getByLabel('Assigned subject').selectOption({ label: 'Mathematics' });
    const box = dialog.getByRole('checkbox').first();
    await box.waitFor();
    // Age gets focus and is left empty: its error appears on blur, i.e. on the checkbox's mousedown.
    const age = dialog.getByLabel('Age', { exact: true });
    await age.fill('');
    await box.scrollIntoViewIfNeeded();
    await age.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    const before = (await box.boundingBox())!;
    await p.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
    await dialog.getByText('Age is required').waitFor();
    expect(await box.isChecked()).toBe(true);
    expect((await box.boundingBox())!.y).toBe(before.y);
  });

  it('opens a teacher with sections, and the list page passes axe', async () => {
    const p = page();
    await openTeachers(p);
    await expectNoSeriousA11yViolations(p);
    await p.getByRole('button', { name: 'Tesfaye Bekele Gebre' }).click();
    await p.getByRole('heading', { level: 1, name: 'Tesfaye Bekele Gebre' }).waitFor();
    const history = p.getByRole('region', { name: 'Sections and courses' });
    await history.getByRole('row').nth(1).waitFor();
    expect(await history.getByRole('row').count()).toBeGreaterThan(2);
    await p.getByRole('button', { name: 'Freeze' }).waitFor();
    await expectNoSeriousA11yViolations(p);
  });
});
