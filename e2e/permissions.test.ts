import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, enter, useBrowser } from './harness';
import { apiAs as api, apiToken as tokenOf } from './api';

// Users, roles, permissions with the three-level chain and the parent dashboard (issue 12),
// against the real server and the demo school. The tests run in order and share what they made.
// The admin recreates 'Push notification' with one approver per level (AD-0001, AD-0002,
// SA-0001): a permission the product acts on, so the end of the chain visibly unlocks something.

const page = useBrowser();
const stamp = Date.now().toString(36);
const familyName = `Family ${stamp}`;
const familyEmail = `family.${stamp}@example.et`;
const TEMP_PASSWORD = 'Temp#2026a';
const NEW_PASSWORD = 'Mizan#2026b';
const PERMISSION = 'Push notification';
const shared = { familyID: '', orderId: '' };

/** Picks the option whose text contains `text` (labels carry names the seed chooses). */
async function selectByText(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  expect(value).toBeTruthy();
  await select.selectOption(value!);
}

async function openSettings(p: Page, ID: string, role: 'admin' | 'teacher' | 'super admin') {
  await enter(p, ID);
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
  it('AD-0001 finds the built-in roles, creates a permission with three approvers and a family account, and links ST-0001', async () => {
    const p = page();
    await enter(p, 'AD-0001');
    await p.waitForURL('**/dashboard/admin');
    await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User and Permissions' }).click();
    await p.waitForURL('**/dashboard/admin/users_and_permission');
    const users = p.getByRole('table', { name: 'Users' });
    await users.getByRole('row').nth(1).waitFor();
    await expectNoSeriousA11yViolations(p);

    // The roles: the built-in ones are marked and not edited (custom roles: custom-roles.test.ts).
    const teacherRole = p.getByRole('table', { name: 'Roles' }).getByRole('row', { name: /teacher\s+teacher/ });
    await teacherRole.getByText('Built in').waitFor();
    await p.getByRole('button', { name: 'Add role' }).waitFor();

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

  it('TE-0001 sees the stepper complete, pushes to ST-0001 through the dialog, and ST-0001 sees it', async () => {
    const p = page();
    await openSettings(p, 'TE-0001', 'teacher');
    await p.getByRole('tab', { name: 'Permission Request List' }).click();
    const progress = p.getByRole('list', { name: `Approval progress of ${PERMISSION}` });
    await progress.waitFor();
    await expect.poll(() => progress.locator('[data-state="complete"]').count()).toBe(3);
    await p.getByRole('tab', { name: 'Current Permissions' }).click();
    await p.getByRole('heading', { name: PERMISSION }).waitFor();
    await expectNoSeriousA11yViolations(p);

    // The push the permission unlocks, in the browser: named students and parents only.
    await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Notifications', exact: true }).click();
    await p.waitForURL('**/dashboard/teacher/TE-0001/notifications');
    await p.getByRole('heading', { name: 'Notifications', level: 2 }).waitFor();
    await p.getByRole('button', { name: 'Add Notification' }).click();
    const dialog = p.getByRole('dialog', { name: 'Add Notification' });
    const title = `Trip ${stamp}`;
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Bring a hat.');
    const people = dialog.getByRole('group', { name: 'Students and parents' });
    await people.getByRole('searchbox', { name: 'Find Students and parents' }).fill('ST-0001');
    await people.getByRole('checkbox', { name: /\(ST-0001, student\)/ }).check();
    expect(await dialog.getByRole('checkbox', { name: 'All students' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(p);
    await dialog.getByRole('button', { name: 'Push' }).click();
    await p.getByText(/^Notification sent to 1 /).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const student = await page.another();
    await enter(student, 'ST-0001');
    await student.waitForURL('**/dashboard/student/ST-0001');
    await student.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Notifications', exact: true }).click();
    await student.waitForURL('**/dashboard/student/ST-0001/notifications');
    await student.getByRole('button', { name: new RegExp(title) }).click();
    await student.getByRole('dialog', { name: title }).getByText('Bring a hat.').waitFor();

    // Within its scope only: a whole role is still the admins'.
    const teacher = api(await tokenOf('TE-0001'));
    const push = { title, message: 'Bring a hat.', type: 'announcement', users: [], roles: ['student'] };
    expect((await teacher.post('create_notification', push)).status).toBe(403);
  });
});

describe('Manage schedule, granted', () => {
  it('once AD-0002 and SA-0001 approve, TE-0001 edits the schedule of Grade 7 A and only of their sections', async () => {
    // The demo school's request: approved at the first level, waiting for the second and third.
    const ad2 = api(await tokenOf('AD-0002'));
    type Order = { _id: string; permissionId: { name: string }; requesterId: { ID: string } };
    const tasks = (await ad2.get('get_approver_order_permission?page=1&limit=10')).body.orderPermissions as Order[];
    const order = tasks.find((o) => o.permissionId.name === 'Manage schedule' && o.requesterId.ID === 'TE-0001');
    expect(order).toBeTruthy();
    expect((await ad2.post('approve_order_permission', { id: order!._id, approvalLevel: 'second', status: 'approved' })).status).toBe(200);
    const sa = api(await tokenOf('SA-0001'));
    expect((await sa.post('approve_order_permission', { id: order!._id, approvalLevel: 'third', status: 'approved' })).status).toBe(200);

    const p = page();
    await enter(p, 'TE-0001');
    await p.waitForURL('**/dashboard/teacher/TE-0001');
    await p.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Schedule', exact: true }).click();
    await p.waitForURL('**/dashboard/teacher/TE-0001/schedule');
    const editable = p.getByRole('region', { name: 'Timetables you can edit' });
    await editable.getByRole('button', { name: 'Edit schedule of Grade 7 A' }).waitFor();
    await expectNoSeriousA11yViolations(p);
    await editable.getByRole('button', { name: 'Edit schedule of Grade 7 A' }).click();
    await p.waitForURL(/\/dashboard\/teacher\/TE-0001\/edit_schedule\/[^/]+$/);
    const grade7A = new URL(p.url()).pathname.split('/').pop()!;
    const grid = p.getByRole('table', { name: 'Weekly schedule of Grade 7 A' });
    await grid.waitFor();
    const form = p.getByRole('form', { name: 'Add period' });
    await form.getByLabel('Start time').fill('17:10');
    await form.getByLabel('End time').fill('17:50');
    await form.getByRole('button', { name: 'Add period' }).click();
    const row = grid.getByRole('row').filter({ has: p.getByRole('rowheader', { name: /17:10–17:50/ }) });
    await row.waitFor();
    await expectNoSeriousA11yViolations(p);
    // Saved on the server: still there after a reload; Back leads to the teacher's own week.
    await p.reload();
    await grid.getByRole('rowheader', { name: /17:10–17:50/ }).waitFor();
    await p.getByRole('button', { name: /Back/ }).click();
    await p.waitForURL('**/dashboard/teacher/TE-0001/schedule');

    // A section TE-0001 neither teaches nor owns: the server refuses, and so does the editor.
    const admin = api(await tokenOf('AD-0001'));
    const ownSections = ((await admin.get('getteacher/TE-0001/current')).body.teacher as { assignedSections: { _id: string }[] })
      .assignedSections;
    const owners = ((await admin.get('sectionowner')).body.sectionOwners as { section_id: { _id: string }; owner_id: { ID: string } }[])
      .filter((o) => o.owner_id.ID === 'TE-0001')
      .map((o) => o.section_id._id);
    const mine = new Set([...ownSections.map((s) => s._id), ...owners, grade7A]);
    let other: string | undefined;
    for (let n = 3; n <= 12 && !other; n++) {
      const res = await admin.get(`getteacher/TE-${String(n).padStart(4, '0')}/current`);
      if (res.status !== 200) continue;
      other = (res.body.teacher as { assignedSections: { _id: string }[] }).assignedSections.map((s) => s._id).find((id) => !mine.has(id));
    }
    expect(other).toBeTruthy();
    const teacher = api(await tokenOf('TE-0001'));
    expect((await teacher.post('schedule-period', { section_id: other, startTime: '17:10', endTime: '17:50' })).status).toBe(403);
    expect((await teacher.post('schedule-period', { section_id: grade7A, startTime: '18:00', endTime: '18:40' })).status).toBe(201);
    await p.goto(`/dashboard/teacher/TE-0001/edit_schedule/${other}`);
    await p
      .getByRole('alert')
      .filter({ hasText: /^Error: / })
      .waitFor();
  });
});

describe('Manage content, granted for a day', () => {
  it('TE-0003 sees nothing of it before; with the grant opens News and Gallery and an item, never Feedback', async () => {
    const p = page();
    await enter(p, 'TE-0003');
    await p.waitForURL('**/dashboard/teacher/TE-0003');
    const nav = p.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Settings' }).waitFor();
    expect(await nav.getByRole('link', { name: 'News and Gallery' }).count()).toBe(0);
    await p.goto('/dashboard/admin/news_and_gallery');
    await p.getByRole('heading', { name: 'Unauthorized Access' }).waitFor();

    // A temporary grant, as a school gives at exam time: it ends tomorrow.
    const admin = api(await tokenOf('AD-0001'));
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const granted = await admin.post('user/assignpermission', { userId: 'TE-0003', permissionName: 'Manage content', expiresAt: tomorrow });
    expect(granted.status).toBe(201);

    await p.goto('/dashboard/teacher/TE-0003');
    await nav.getByRole('link', { name: 'News and Gallery' }).click();
    await p.waitForURL('**/dashboard/admin/news_and_gallery');
    const news = p.getByRole('table', { name: 'News' });
    await news.waitFor();
    await p.getByRole('button', { name: 'Add News' }).waitFor();
    await expectNoSeriousA11yViolations(p);
    expect(await nav.getByRole('link', { name: 'Feedback' }).count()).toBe(0);
    // An item opens with its photo, as for an admin (the hidden ones too).
    await news.getByRole('row').nth(1).getByRole('button').first().click();
    await p.waitForURL('**/dashboard/admin/news/**');
    await p.getByRole('button', { name: /^Make (Live|Garbage)$/ }).waitFor();
    await p.goto('/dashboard/admin/feedback');
    await p.getByRole('heading', { name: 'Unauthorized Access' }).waitFor();
  });
});

describe('the parent dashboard', () => {
  it('the new family changes the temporary password, then reads the child and only the child', async () => {
    expect(shared.familyID).toMatch(/^FA-/);
    const p = page();
    await enter(p, shared.familyID, TEMP_PASSWORD);
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
