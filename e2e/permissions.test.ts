import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn, useBrowser } from './harness';

// Users, roles, permissions with the three-level chain and the parent dashboard (issue 12),
// against the real server and the demo school. The tests run in order and share what they made.
// The admin recreates 'Push notification' with one approver per level (AD-0001, AD-0002,
// SA-0001): a permission the product acts on, so the end of the chain visibly unlocks something.

const page = useBrowser();
const stamp = Date.now().toString(36);
const roleName = `Librarian ${stamp}`;
const familyName = `Family ${stamp}`;
const familyEmail = `family.${stamp}@example.et`;
const TEMP_PASSWORD = 'Temp#2026a';
const NEW_PASSWORD = 'Mizan#2026b';
const PERMISSION = 'Push notification';
const shared = { familyID: '', orderId: '' };

async function tokenOf(ID: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ID, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
function api(token: string) {
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseURL}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { get: (path: string) => send('GET', path), post: (path: string, body: unknown) => send('POST', path, body) };
}

/** Picks the option whose text contains `text` (labels carry names the seed chooses). */
async function selectByText(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  expect(value).toBeTruthy();
  await select.selectOption(value!);
}

async function openSettings(p: Page, ID: string, role: 'admin' | 'teacher' | 'super admin') {
  await signIn(p, ID);
  await p.waitForURL(role === 'teacher' ? `**/dashboard/teacher/${ID}` : '**/dashboard/admin');
  await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
  await p.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();
}

/** An approver decides at their level through Permission Tasks. */
async function approveInTasks(p: Page, ID: string, role: 'admin' | 'super admin', level: string) {
  await openSettings(p, ID, role);
  await p.getByRole('tab', { name: 'Permission Tasks' }).click();
  const card = p.getByRole('tabpanel').locator('[data-ui="card"]', { hasText: 'Requested by' }).filter({ hasText: PERMISSION }).first();
  await card.getByText(`You are the ${level} approver.`).waitFor();
  await card.getByRole('button', { name: 'Review' }).click();
  const dialog = p.getByRole('dialog', { name: `Review the request for ${PERMISSION}` });
  await dialog.getByRole('radio', { name: 'Approved' }).check();
  await dialog.getByLabel('Comment').fill(`Approved at the ${level} level`);
  await dialog.getByRole('button', { name: 'Save decision' }).click();
  const refused = dialog.getByRole('alert');
  await Promise.race([
    dialog.waitFor({ state: 'detached' }),
    refused.waitFor().then(async () => expect.fail(`${ID} was refused: ${await refused.innerText()}`)),
  ]);
}

describe('users, roles and permissions (admin)', () => {
  it('AD-0001 creates a role, a permission with three approvers and a family account, and links ST-0001', async () => {
    const p = page();
    await signIn(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
    await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User and Permissions' }).click();
    await p.waitForURL('**/dashboard/admin/users_and_permission');
    const users = p.getByRole('table', { name: 'Users' });
    await users.getByRole('row').nth(1).waitFor();
    await expectNoSeriousA11yViolations(p);

    // A role.
    await p.getByRole('button', { name: 'Add role' }).click();
    const roleDialog = p.getByRole('dialog', { name: 'Add a role' });
    await roleDialog.getByLabel('Role name').fill(roleName);
    await roleDialog.getByRole('button', { name: 'Save' }).click();
    await roleDialog.waitFor({ state: 'detached' });
    await p
      .getByRole('table', { name: 'Roles' })
      .getByRole('row', { name: new RegExp(roleName) })
      .waitFor();

    // The permission, recreated with one approver per level.
    const permissions = p.getByRole('table', { name: 'Permissions' });
    await permissions.getByRole('button', { name: `Delete ${PERMISSION}` }).click();
    const confirm = p.getByRole('dialog', { name: `Delete the permission ${PERMISSION}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await permissions.getByRole('row', { name: new RegExp(PERMISSION) }).waitFor({ state: 'detached' });
    await p.getByRole('button', { name: 'Add permission' }).click();
    const permDialog = p.getByRole('dialog', { name: 'Add a permission' });
    await permDialog.getByLabel('Name').fill(PERMISSION);
    await permDialog.getByLabel('Description').fill('Announcements to the students and families of one’s sections.');
    await permDialog
      .getByRole('group', { name: 'First approvers' })
      .getByLabel(/\(AD-0001\)/)
      .check();
    await permDialog
      .getByRole('group', { name: 'Second approvers' })
      .getByLabel(/\(AD-0002\)/)
      .check();
    await permDialog
      .getByRole('group', { name: 'Third approvers' })
      .getByLabel(/\(SA-0001\)/)
      .check();
    await permDialog.getByRole('button', { name: 'Save' }).click();
    await permDialog.waitFor({ state: 'detached' });
    await permissions.getByRole('row', { name: new RegExp(PERMISSION) }).waitFor();

    // A family account with a temporary password.
    await p.getByRole('button', { name: 'Create user' }).click();
    const userDialog = p.getByRole('dialog', { name: 'Create a user' });
    await userDialog.getByLabel('Full name (optional)').fill(familyName);
    await userDialog.getByLabel('Email').fill(familyEmail);
    await userDialog.getByLabel('Password', { exact: true }).fill(TEMP_PASSWORD);
    await userDialog.getByLabel('Role').selectOption('Family');
    await userDialog.getByRole('button', { name: 'Save' }).click();
    await userDialog.waitFor({ state: 'detached' });

    // Its detail page: link ST-0001.
    const usersGrid = p.locator('[data-ui="data-table"]').filter({ has: users });
    await usersGrid.getByLabel('Search').fill(familyName);
    await users.getByRole('row', { name: new RegExp(familyName) }).click();
    await p.waitForURL(/\/dashboard\/admin\/users_and_permission\/user\/FA-\d+$/);
    shared.familyID = new URL(p.url()).pathname.split('/').pop()!;
    const family = p.locator('[data-ui="card"]', { has: p.getByRole('heading', { name: 'Link Students to Parent' }) });
    await family.getByText('No students linked yet.').waitFor();
    await selectByText(family.getByLabel('Student to link'), '(ST-0001)');
    await family.getByRole('button', { name: 'Link' }).click();
    await family.getByText(/\(ST-0001\)/).waitFor();
    await family.getByRole('button', { name: /^Unlink / }).waitFor();
    await expectNoSeriousA11yViolations(p);
  });
});

describe('the three-level approval chain', () => {
  it('TE-0001 requests the permission in Settings', async () => {
    const p = page();
    await openSettings(p, 'TE-0001', 'teacher');
    await p.getByRole('tab', { name: 'Request New' }).click();
    await p.getByLabel('Permission', { exact: true }).selectOption({ label: PERMISSION });
    await selectByText(p.getByLabel('First approver'), '(AD-0001)');
    await selectByText(p.getByLabel('Second approver'), '(AD-0002)');
    await selectByText(p.getByLabel('Third approver'), '(SA-0001)');
    await p.getByLabel('Reason').fill('Field trip announcements for Grade 7 A.');
    await p.getByLabel('Priority').selectOption('high');
    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByRole('tab', { name: 'Permission Request List' }).click();
    const progress = p.getByRole('list', { name: `Approval progress of ${PERMISSION}` });
    await progress.waitFor();
    expect(await progress.locator('[data-state="complete"]').count()).toBe(0);
    // Not granted yet: the push it would unlock is refused.
    const teacher = api(await tokenOf('TE-0001'));
    const push = { title: `Trip ${stamp}`, message: 'Bring a hat.', type: 'announcement', users: ['ST-0001'] };
    expect((await teacher.post('create_notification', push)).status).toBe(403);
  });

  it('the second approver is refused before the first; then the three approve in order', async () => {
    const ad2 = api(await tokenOf('AD-0002'));
    const tasks = await ad2.get('get_approver_order_permission?page=1&limit=10');
    const order = (tasks.body.orderPermissions as { _id: string; permissionId: { name: string }; requesterId: { ID: string } }[]).find(
      (o) => o.permissionId.name === PERMISSION && o.requesterId.ID === 'TE-0001',
    );
    expect(order).toBeTruthy();
    shared.orderId = order!._id;
    const early = await ad2.post('approve_order_permission', { id: shared.orderId, approvalLevel: 'second', status: 'approved' });
    expect(early.status).toBeGreaterThanOrEqual(400);
    expect(early.body.error).toBe('The first approver has not approved this request yet');

    const p = page();
    // The UI says the same to AD-0002 before the first approval.
    await openSettings(p, 'AD-0002', 'admin');
    await p.getByRole('tab', { name: 'Permission Tasks' }).click();
    const card = p.getByRole('tabpanel').locator('[data-ui="card"]', { hasText: 'Requested by' }).filter({ hasText: PERMISSION }).first();
    await card.getByText('Waiting for the first approver first.').waitFor();
    await p.context().clearCookies();
    await p.evaluate(() => localStorage.clear());

    await approveInTasks(p, 'AD-0001', 'admin', 'first');
  });

  it('AD-0002 and SA-0001 approve at their levels', async () => {
    const p = page();
    await approveInTasks(p, 'AD-0002', 'admin', 'second');
    const other = await page.another();
    await approveInTasks(other, 'SA-0001', 'super admin', 'third');
  });

  it('TE-0001 sees the stepper complete, and the push the permission unlocks succeeds', async () => {
    const p = page();
    await openSettings(p, 'TE-0001', 'teacher');
    await p.getByRole('tab', { name: 'Permission Request List' }).click();
    const progress = p.getByRole('list', { name: `Approval progress of ${PERMISSION}` });
    await progress.waitFor();
    await expect.poll(() => progress.locator('[data-state="complete"]').count()).toBe(3);
    await p.getByRole('tab', { name: 'Current Permissions' }).click();
    await p.getByRole('heading', { name: PERMISSION }).waitFor();
    await expectNoSeriousA11yViolations(p);

    const teacher = api(await tokenOf('TE-0001'));
    const push = { title: `Trip ${stamp}`, message: 'Bring a hat.', type: 'announcement', users: ['ST-0001'] };
    const pushed = await teacher.post('create_notification', push);
    expect(pushed.status).toBe(201);
    // Within its scope only: a whole role is still the admins'.
    expect((await teacher.post('create_notification', { ...push, users: [], roles: ['student'] })).status).toBe(403);
  });
});

describe('the parent dashboard', () => {
  it('the new family changes the temporary password, then reads the child and only the child', async () => {
    expect(shared.familyID).toMatch(/^FA-/);
    const p = page();
    await signIn(p, shared.familyID, TEMP_PASSWORD);
    await p.waitForURL(`**/dashboard/parent/changepassword/${shared.familyID}`);
    const form = p.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Current password').fill(TEMP_PASSWORD);
    await form.getByLabel('New password').fill(NEW_PASSWORD);
    await form.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await p.waitForURL(`**/dashboard/parent/${shared.familyID}`);

    const main = p.getByRole('main');
    await main.getByRole('heading', { name: 'Parent Dashboard' }).waitFor();
    await main.getByRole('heading', { name: 'Since your last visit' }).waitFor();
    await main.getByText('Please select a student to view their details.').waitFor();
    await expectNoSeriousA11yViolations(p);
    await main.getByRole('button', { name: /ST-0001/ }).click();
    await main.getByText('Please select a semester to view the data.').waitFor();
    await main.getByLabel('Semester').selectOption({ index: 1 });

    await main.getByRole('tab', { name: 'Schedule', selected: true }).waitFor();
    await main.getByRole('tabpanel').getByRole('table').waitFor();
    await main.getByRole('tabpanel').getByRole('columnheader', { name: 'Monday' }).waitFor();
    await expectNoSeriousA11yViolations(p);
    await main.getByRole('tab', { name: 'Grade Reports' }).click();
    await main
      .getByRole('tabpanel')
      .getByRole('heading', { name: /^(No Report Released|Report Card)$/ })
      .waitFor();
    await main.getByRole('tab', { name: 'Attendance' }).click();
    await main
      .getByRole('tabpanel')
      .getByRole('heading', { name: /^Attendance: / })
      .waitFor();
    await expectNoSeriousA11yViolations(p);

    // Another child's data: refused to the parent's token.
    const parent = api(await tokenOf(shared.familyID, NEW_PASSWORD));
    const admin = api(await tokenOf('AD-0001'));
    const students = (await admin.get('get_students')).body.students as { _id: string; ID: string }[];
    const own = students.find((s) => s.ID === 'ST-0001')!;
    const other = students.find((s) => s.ID !== 'ST-0001')!;
    expect((await parent.get(`parent_student_academic_period/${shared.familyID}/${own._id}`)).status).toBe(200);
    expect((await parent.get(`parent_student_academic_period/${shared.familyID}/${other._id}`)).status).toBe(403);
    expect((await parent.get(`schedule/${other.ID}/current`)).status).toBe(403);
    expect((await parent.get('parent/FA-0001')).status).toBe(403);
  });
});
