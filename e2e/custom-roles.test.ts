import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { enter, expectNoSeriousA11yViolations, useBrowser } from './harness';
import { apiAs, apiToken, type Body } from './api';

// A custom role end to end (issue 37, docs/decisions/0180-custom-roles-of-five-kinds.md): the admin
// creates "Librarian" (teacher kind, Manage content) on the roles grid, gives it at create user;
// its holder signs in, changes the temporary password, lands on the teacher dashboard and adds a
// news item through the role's permission; the role is refused deletion while held, deleted once not.

const page = useBrowser();
const stamp = Date.now().toString(36);
const ROLE = `Librarian ${stamp}`;
const EMAIL = `librarian.${stamp}@example.et`;
const TEMP_PASSWORD = 'Shelf#2026a';
const NEW_PASSWORD = 'Shelf#2026b';
const shared = { ID: '' };

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const dir = mkdtempSync(join(tmpdir(), 'custom-roles-e2e-'));
const photoPath = join(dir, 'reading-week.png');
writeFileSync(photoPath, PNG_1X1);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function usersAndPermissions() {
  const p = page();
  await enter(p, 'AD-0001');
  await p.waitForURL('**/dashboard/admin');
  await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User and Permissions' }).click();
  await p.waitForURL('**/dashboard/admin/users_and_permission');
  return p;
}

describe('a custom role, end to end', () => {
  it('AD-0001 creates the Librarian role (teacher kind, Manage content) and an account holding it', async () => {
    const p = await usersAndPermissions();
    const roles = p.getByRole('table', { name: 'Roles' });
    await p.getByRole('button', { name: 'Add role' }).click();
    const dialog = p.getByRole('dialog', { name: 'Add a role' });
    await dialog.getByLabel('Role name').fill(ROLE);
    await dialog.getByLabel('Kind').selectOption('teacher');
    await dialog.getByLabel(/^Manage content/).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const grid = p.locator('[data-ui="data-table"]').filter({ has: roles });
    await grid.getByLabel('Search').fill(stamp);
    const row = roles.getByRole('row', { name: new RegExp(ROLE) });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/teacher[\s\S]*Manage content[\s\S]*0 users/);
    await expectNoSeriousA11yViolations(p);

    await p.getByRole('button', { name: 'Create user' }).click();
    const userDialog = p.getByRole('dialog', { name: 'Create a user' });
    await userDialog.getByLabel('Full name (optional)').fill(`Meron ${stamp}`);
    await userDialog.getByLabel('Email').fill(EMAIL);
    await userDialog.getByLabel('Password', { exact: true }).fill(TEMP_PASSWORD);
    await userDialog.getByLabel('Role').selectOption({ label: `${ROLE} (teacher)` });
    await userDialog.getByRole('button', { name: 'Save' }).click();
    await userDialog.waitFor({ state: 'detached' });
    const notice = p.getByText(/User created successfully\. Their login ID is TE-\d+\./).first();
    shared.ID = /TE-\d+/.exec(await notice.innerText())![0];
    await row.getByText('1 user').waitFor();
  });

  it('the holder changes the temporary password, lands on the teacher dashboard and adds news', async () => {
    expect(shared.ID).toMatch(/^TE-/);
    const p = page();
    await enter(p, shared.ID, TEMP_PASSWORD);
    await p.waitForURL(`**/dashboard/teacher/changepassword/${shared.ID}`);
    const form = p.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Current password').fill(TEMP_PASSWORD);
    await form.getByLabel('New password').fill(NEW_PASSWORD);
    await form.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await p.waitForURL(`**/dashboard/teacher/${shared.ID}`);

    // Manage content, through the role: the content pages are in the teacher's navigation.
    await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News and Gallery' }).click();
    await p.waitForURL('**/dashboard/admin/news_and_gallery');
    const title = `Reading week ${stamp}`;
    await p.getByRole('button', { name: 'Add News' }).click();
    const dialog = p.getByRole('dialog', { name: 'Add News' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('The library stays open late.');
    await dialog.getByLabel('Content').fill('<p>Every evening this week.</p>');
    await dialog.getByLabel('Photo').setInputFiles(photoPath);
    await dialog.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await p.getByText('successfully added').first().waitFor();
    await p.getByRole('button', { name: title }).waitFor();

    // By kind a teacher: the admins' pages stay closed.
    const librarian = apiAs(await apiToken(shared.ID, NEW_PASSWORD));
    expect((await librarian.get('getallfeedback')).status).toBe(403);
    const news = (await apiAs(await apiToken('AD-0001')).get(`getnews?searchTerm=${encodeURIComponent(title)}`)).body.news as Body[];
    expect(news.map((n) => n.title)).toEqual([title]);
  });

  it('the role is refused deletion while held, with the count, and deleted once nobody holds it', async () => {
    const p = await usersAndPermissions();
    const roles = p.getByRole('table', { name: 'Roles' });
    const grid = p.locator('[data-ui="data-table"]').filter({ has: roles });
    await grid.getByLabel('Search').fill(stamp);
    await roles.getByRole('button', { name: `Delete ${ROLE}` }).click();
    const confirm = p.getByRole('dialog', { name: `Delete the role ${ROLE}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByText(`The ${ROLE} role cannot be deleted while 1 user has it`).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    // The account goes (a teacher record without assignments is deleted with its account).
    const admin = apiAs(await apiToken('AD-0001'));
    const periods = (await admin.get('academicPeriods?page=1&limit=all')).body.academicPeriods as Body[];
    const period = periods[0]._id as string;
    const found = (await admin.get(`getteachers/${period}?page=1&limit=10&all=true&searchTerm=${shared.ID}`)).body.teachers as Body[];
    const teacher = found.find((t) => t.ID === shared.ID)!;
    expect((await admin.delete(`deleteteacher/${teacher._id}/${period}`)).status).toBe(200);

    await p.reload();
    await grid.getByLabel('Search').fill(stamp);
    const row = roles.getByRole('row', { name: new RegExp(ROLE) });
    await row.getByText('0 users').waitFor();
    await roles.getByRole('button', { name: `Delete ${ROLE}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    const left = (await admin.get('getroles')).body.roles as Body[];
    expect(left.map((r) => r.name)).not.toContain(ROLE);
  });
});
