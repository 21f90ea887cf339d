import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationRecipients, roles as rolesTable, users } from '../src/db/schema';
import { hasPermission } from '../src/auth/policies';
import { bearer, useTestApp } from './helpers';

const t = useTestApp();

async function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}
const userId = async (ID: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.ID, ID)))[0].id;

describe('roles', () => {
  it('roles of five kinds: created (201), renamed (200), deleted when unheld; the five built-in ones kept (issue 37)', async () => {
    const admin = await t.login('AD-0001');
    const created = await call(admin, 'POST', 'createrole', {
      name: 'Librarian',
      kind: 'teacher',
      permissions: [{ name: 'Manage content' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.role).toMatchObject({ name: 'Librarian', kind: 'teacher', builtIn: false, users: 0 });
    expect(created.body.role.permissions.map((p: { constant: string }) => p.constant)).toEqual(['MANAGE_CONTENT']);
    // The spec's call sends only a name: a teacher-kind role.
    const plain = await call(admin, 'POST', 'createrole', { name: 'Registrar' });
    expect(plain.status).toBe(201);
    expect(plain.body.role).toMatchObject({ kind: 'teacher', permissions: [] });
    expect((await call(admin, 'POST', 'createrole', { name: 'teacher' })).body.error).toBe('A role named teacher already exists');
    expect((await call(admin, 'POST', 'createrole', { name: 'LIBRARIAN' })).body.error).toBe('A role named LIBRARIAN already exists');
    expect((await call(admin, 'POST', 'createrole', { name: 'Head', kind: 'super admin' })).status).toBe(403);
    const renamed = await call(admin, 'PUT', `updaterole/${plain.body.role._id}`, { name: 'Registrars', kind: 'admin' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.role).toMatchObject({ name: 'Registrars', kind: 'admin' });
    expect((await call(admin, 'DELETE', `deleterole/${plain.body.role._id}`)).status).toBe(200);

    const roles = (await call(admin, 'GET', 'getroles')).body.roles as {
      _id: string;
      name: string;
      users: number;
      builtIn: boolean;
      kind: string;
    }[];
    expect(roles.map((r) => r.name).sort()).toEqual(['Family', 'Librarian', 'admin', 'student', 'super admin', 'teacher']);
    expect(
      roles
        .filter((r) => r.builtIn)
        .map((r) => r.kind)
        .sort(),
    ).toEqual(['Family', 'admin', 'student', 'super admin', 'teacher']);
    const teacher = roles.find((r) => r.name === 'teacher')!;
    expect(teacher.users).toBeGreaterThan(5);
    const refused = await call(admin, 'DELETE', `deleterole/${teacher._id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('The teacher role is built into the school system and cannot be renamed or deleted');
    expect((await call(admin, 'PUT', `updaterole/${teacher._id}`, { name: 'Teachers' })).status).toBe(400);
    // The database holds the rules too: a built-in role is neither deleted nor renamed, names are unique whatever their case.
    await expect(t.database.db.delete(rolesTable).where(eq(rolesTable.id, teacher._id))).rejects.toThrow();
    await expect(t.database.db.update(rolesTable).set({ name: 'Teachers' }).where(eq(rolesTable.id, teacher._id))).rejects.toThrow();
    await expect(t.database.db.insert(rolesTable).values({ name: 'librarian', kind: 'admin' })).rejects.toThrow();
    await expect(t.database.db.insert(rolesTable).values({ name: 'Clerk', kind: 'admin', builtIn: true })).rejects.toThrow();
  });

  it('a held role is not deleted (the answer counts its holders), nor its kind changed; unheld, it goes', async () => {
    const admin = await t.login('AD-0001');
    const role = (await call(admin, 'POST', 'createrole', { name: 'Nurse', kind: 'teacher' })).body.role as { _id: string };
    const made = await call(admin, 'POST', 'createuser', { email: 'nurse@example.et', password: 'Mizan#2026x', type: 'Nurse' });
    expect(made.status).toBe(201);
    expect(made.body.user.type).toEqual({ name: 'teacher', role: 'Nurse' });
    expect(made.body.user.ID).toMatch(/^TE-\d{4}$/);
    const refused = await call(admin, 'DELETE', `deleterole/${role._id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('The Nurse role cannot be deleted while 1 user has it');
    const kind = await call(admin, 'PUT', `updaterole/${role._id}`, { name: 'Nurse', kind: 'admin' });
    expect(kind.body.error).toBe('The kind of the Nurse role cannot change while 1 user has it');
    await expect(t.database.db.delete(rolesTable).where(eq(rolesTable.id, role._id))).rejects.toThrow();
    await expect(t.database.db.update(rolesTable).set({ kind: 'admin' }).where(eq(rolesTable.id, role._id))).rejects.toThrow();
    await t.database.db.delete(users).where(eq(users.id, made.body.user._id));
    expect((await call(admin, 'DELETE', `deleterole/${role._id}`)).status).toBe(200);
  });

  it('refuses non-admins', async () => {
    const teacher = await t.login('TE-0001');
    expect((await call(teacher, 'GET', 'getroles')).status).toBe(403);
    expect((await call(teacher, 'POST', 'createrole', { name: 'X' })).status).toBe(403);
  });
});

describe('permissions and the approval chain', () => {
  async function makePermission(name: string) {
    const admin = await t.login('AD-0001');
    const res = await call(admin, 'POST', 'createpermission', {
      name,
      description: 'For the e2e of the chain',
      first_approver: [await userId('AD-0001')],
      second_approver: [await userId('AD-0002')],
      third_approver: [await userId('SA-0001')],
    });
    expect(res.status).toBe(201);
    return res.body.permission as { _id: string; constant: string; first_approver: { ID: string }[] };
  }
  const requestBody = async (permissionId: string, reason = 'Exam week') => ({
    permissionId,
    reason,
    priority: 'high',
    firstApprover: { approverId: await userId('AD-0001') },
    secondApprover: { approverId: await userId('AD-0002') },
    thirdApprover: { approverId: await userId('SA-0001') },
  });

  it('an admin defines approvers from staff only; everyone reads the permissions with what they unlock', async () => {
    const admin = await t.login('AD-0001');
    const bad = await call(admin, 'POST', 'createpermission', { name: 'Bad', first_approver: [await userId('ST-0001')] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Approvers must be admins or teachers: ST-0001 is not');
    const p = await makePermission('Library keys');
    expect(p).toMatchObject({ constant: 'LIBRARY_KEYS', first_approver: [{ ID: 'AD-0001' }] });
    const list = (await call(await t.login('ST-0001'), 'GET', 'getpermissions/')).body.permissions as {
      name: string;
      unlocks: string | null;
    }[];
    expect(list.find((x) => x.name === 'Manage schedule')?.unlocks).toBe('Edit the weekly schedule of the sections you teach or own');
    expect(list.find((x) => x.name === 'Library keys')?.unlocks).toBeNull();
  });

  it('the three approvers act in order; the second is refused before the first; the third grants', async () => {
    const p = await makePermission('Chain test');
    const teacher = await t.login('TE-0001');
    const created = await call(teacher, 'POST', 'create_permission_request', await requestBody(p._id));
    expect(created.status).toBe(201);
    const order = created.body.order;
    expect(order).toMatchObject({ status: 'pending', step: 0, priority: 'high', requesterId: { ID: 'TE-0001' } });
    expect((await call(teacher, 'POST', 'create_permission_request', await requestBody(p._id))).body.error).toBe(
      'You already have a pending request for this permission',
    );

    const [ad1, ad2, sa] = [await t.login('AD-0001'), await t.login('AD-0002'), await t.login('SA-0001')];
    const early = await call(ad2, 'POST', 'approve_order_permission', {
      id: order._id,
      approvalLevel: 'second',
      status: 'approved',
      comments: 'ok',
    });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('The first approver has not approved this request yet');
    const third = await call(sa, 'POST', 'approve_order_permission', { id: order._id, approvalLevel: 'third', status: 'approved' });
    expect(third.body.error).toBe('The first approver has not approved this request yet');
    // Acting at someone else's level is refused outright.
    expect(
      (await call(ad2, 'POST', 'approve_order_permission', { id: order._id, approvalLevel: 'first', status: 'approved' })).status,
    ).toBe(403);
    expect(
      (await call(teacher, 'POST', 'approve_order_permission', { id: order._id, approvalLevel: 'first', status: 'approved' })).status,
    ).toBe(403);

    const first = await call(ad1, 'POST', 'approve_order_permission', {
      id: order._id,
      approvalLevel: 'first',
      status: 'approved',
      comments: 'Fine by me',
    });
    expect(first.status).toBe(200);
    expect(first.body.order).toMatchObject({ step: 1, firstApprover: { status: 'approved', comments: 'Fine by me' } });
    // The third level still waits for the second, and a refused decision changes nothing.
    const thirdEarly = await call(sa, 'POST', 'approve_order_permission', { id: order._id, approvalLevel: 'third', status: 'approved' });
    expect(thirdEarly.status).toBe(400);
    expect(thirdEarly.body.error).toBe('The second approver has not approved this request yet');
    const [waiting] = (await call(teacher, 'GET', 'get_all_order_permission?page=1&limit=10')).body.orderPermissions.filter(
      (o: { _id: string }) => o._id === order._id,
    );
    expect(waiting).toMatchObject({ status: 'pending', step: 1, thirdApprover: { status: 'pending' } });
    expect(
      (await call(ad2, 'POST', 'approve_order_permission', { id: order._id, approvalLevel: 'second', status: 'approved' })).body.order.step,
    ).toBe(2);

    const auth = {
      userId: await userId('TE-0001'),
      ID: 'TE-0001',
      role: 'teacher' as const,
      sid: '',
      tempPasswordChanged: true,
      approved: true,
    };
    expect(await hasPermission(t.database.db, auth, 'CHAIN_TEST', t.config.now())).toBe(false);
    const done = await call(sa, 'POST', 'approve_order_permission', { id: order._id, approvalLevel: 'third', status: 'approved' });
    expect(done.body.order).toMatchObject({ status: 'approved', step: 3 });
    expect(await hasPermission(t.database.db, auth, 'CHAIN_TEST', t.config.now())).toBe(true);

    const mine = (await call(teacher, 'GET', 'mypermissions')).body;
    expect(mine.grants.map((g: { permission: { name: string } }) => g.permission.name)).toContain('Chain test');
    expect(mine.stats.active).toBeGreaterThanOrEqual(1);
    // A closed request takes no more decisions.
    expect(
      (await call(ad1, 'POST', 'approve_order_permission', { id: order._id, approvalLevel: 'first', status: 'rejected' })).body.error,
    ).toBe('This request is already approved');
    const note = await t.database.db.select().from(notificationRecipients).where(eq(notificationRecipients.userId, auth.userId));
    expect(note.length).toBeGreaterThan(0);
  });

  it('a rejection closes the request; only the requester sends it again, from the first level', async () => {
    const p = await makePermission('Reject test');
    const teacher = await t.login('TE-0001');
    const order = (await call(teacher, 'POST', 'create_permission_request', await requestBody(p._id))).body.order;
    const ad1 = await t.login('AD-0001');
    const rejected = await call(ad1, 'POST', 'approve_order_permission', {
      id: order._id,
      approvalLevel: 'first',
      status: 'rejected',
      comments: 'Not now',
    });
    expect(rejected.body.order).toMatchObject({ status: 'rejected', firstApprover: { status: 'rejected', comments: 'Not now' } });
    expect(
      (
        await call(await t.login('AD-0002'), 'POST', 'approve_order_permission', {
          id: order._id,
          approvalLevel: 'second',
          status: 'approved',
        })
      ).status,
    ).toBe(400);
    expect((await call(await t.login('TE-0003'), 'POST', 're_order_permission', { orderId: order._id })).status).toBe(403);
    const again = await call(teacher, 'POST', 're_order_permission', { orderId: order._id });
    expect(again.body.order).toMatchObject({ status: 'pending', step: 0, firstApprover: { status: 'pending', comments: '' } });
    const lists = (await call(teacher, 'GET', 'get_all_order_permission?page=1&limit=10&search=Reject')).body;
    expect(lists.orderPermissions).toHaveLength(1);
    const tasks = (await call(ad1, 'GET', 'get_approver_order_permission/?page=1&limit=10')).body;
    expect(tasks.orderPermissions.some((o: { _id: string }) => o._id === order._id)).toBe(true);
  });

  it('refuses approvers outside the lists, self-approval, and a permission already held', async () => {
    const p = await makePermission('Rules test');
    const admin2 = await t.login('AD-0002');
    const body = await requestBody(p._id);
    const wrong = await call(await t.login('TE-0001'), 'POST', 'create_permission_request', {
      ...body,
      firstApprover: { approverId: await userId('AD-0002') },
    });
    expect(wrong.body.error).toBe('The first approver must be one of the permission’s first approvers');
    const self = await call(admin2, 'POST', 'create_permission_request', body);
    expect(self.body.error).toBe('You cannot approve your own request: choose other approvers');
  });

  it('a temporary grant expires; removing a permission takes it away; a permission in use is not deleted', async () => {
    const admin = await t.login('AD-0001');
    const p = await makePermission('Temporary test');
    const until = new Date(t.config.now().getTime() + 3_600_000).toISOString();
    expect(
      (await call(admin, 'POST', 'user/assignpermission', { userId: 'TE-0003', permissionName: 'Temporary test', expiresAt: until }))
        .status,
    ).toBe(201);
    const auth = {
      userId: await userId('TE-0003'),
      ID: 'TE-0003',
      role: 'teacher' as const,
      sid: '',
      tempPasswordChanged: true,
      approved: true,
    };
    expect(await hasPermission(t.database.db, auth, p.constant, t.config.now())).toBe(true);
    expect(await hasPermission(t.database.db, auth, p.constant, new Date(t.config.now().getTime() + 3_600_001))).toBe(false);
    const refused = await call(admin, 'DELETE', `deletepermission/${p._id}`);
    expect(refused.body.error).toBe('This permission cannot be deleted while 1 user holds it');
    expect((await call(admin, 'POST', 'user/removepermission', { userId: 'TE-0003', permissionName: 'Temporary test' })).status).toBe(201);
    expect((await call(admin, 'DELETE', `deletepermission/${p._id}`)).status).toBe(200);
    const past = await call(admin, 'POST', 'user/assignpermission', {
      userId: 'TE-0003',
      permissionName: 'Manage content',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.body.error).toBe('The expiry date must be in the future');
  });
});

describe('family links and the parent reads', () => {
  it('an admin links and unlinks students; a parent reads only their own links and linked children', async () => {
    const admin = await t.login('AD-0001');
    const choices = (await call(admin, 'GET', 'get_students')).body.students as { _id: string; ID: string }[];
    const st5 = choices.find((s) => s.ID === 'ST-0005')!;
    const linked = await call(admin, 'POST', 'link_parent', { student_id: st5._id, parent_id: 'FA-0001' });
    expect(linked.status).toBe(201);
    expect(linked.body.links.map((l: { student_id: { ID: string } }) => l.student_id.ID)).toEqual(['ST-0001', 'ST-0005']);
    expect((await call(admin, 'POST', 'link_parent', { student_id: st5._id, parent_id: 'FA-0001' })).body.error).toBe(
      'This student is already linked to this parent',
    );
    expect((await call(admin, 'POST', 'link_parent', { student_id: st5._id, parent_id: 'TE-0001' })).body.error).toBe(
      'Students can be linked only to a family account',
    );

    const parent = await t.login('FA-0001');
    expect((await call(parent, 'GET', 'parent/FA-0001')).body.links).toHaveLength(2);
    expect((await call(parent, 'GET', 'parent/FA-0002')).status).toBe(403);
    const periods = await call(parent, 'GET', `parent_student_academic_period/FA-0001/${st5._id}`);
    expect(periods.status).toBe(200);
    expect(periods.body.academicPeriods.length).toBeGreaterThan(0);
    const other = choices.find((s) => s.ID === 'ST-0003')!;
    expect((await call(parent, 'GET', `parent_student_academic_period/FA-0001/${other._id}`)).status).toBe(403);

    const link = linked.body.links.find((l: { student_id: { ID: string } }) => l.student_id.ID === 'ST-0005');
    expect((await call(admin, 'DELETE', `link_parent/${link._id}`)).body.links).toHaveLength(1);
    expect((await call(parent, 'GET', `parent_student_academic_period/FA-0001/${st5._id}`)).status).toBe(403);
  });
});

describe('createuser', () => {
  it('makes accounts of any role with a temporary password and the next ID of its kind; refuses common passwords', async () => {
    const admin = await t.login('AD-0001');
    const made = await call(admin, 'POST', 'createuser', { email: 'Kebede.Family@Example.et', password: 'Mizan#2026x', type: 'Family' });
    expect(made.status).toBe(201);
    expect(made.body.user).toMatchObject({ fullName: 'kebede.family', email: 'kebede.family@example.et', type: { name: 'Family' } });
    expect(made.body.user.ID).toMatch(/^FA-\d{4}$/);
    const first = await t.app.inject({ method: 'POST', url: '/api/login', payload: { ID: made.body.user.ID, password: 'Mizan#2026x' } });
    expect(first.json().user.temp_password_changed).toBe(false);

    const teacher = await call(admin, 'POST', 'createuser', { email: 'x1@example.et', password: 'Mizan#2026x', type: 'teacher' });
    expect(teacher.status).toBe(201);
    expect(teacher.body.user.ID).toMatch(/^TE-\d{4}$/);
    expect((await call(admin, 'POST', 'createuser', { email: 'x4@example.et', password: 'Mizan#2026x', type: 'Nobody' })).body.error).toBe(
      'There is no role named Nobody',
    );
    expect((await call(admin, 'POST', 'createuser', { email: 'x2@example.et', password: 'password1', type: 'admin' })).body.error).toBe(
      'This password is too common and easy to guess, please choose another',
    );
    expect(
      (await call(admin, 'POST', 'createuser', { email: 'KEBEDE.family@example.et', password: 'Mizan#2026y', type: 'admin' })).body.error,
    ).toBe('This email is already used by another account');
    expect((await call(admin, 'POST', 'createuser', { email: 'x3@example.et', password: 'Mizan#2026x', type: 'super admin' })).status).toBe(
      403,
    );
    expect(
      (await call(await t.login('SA-0001'), 'POST', 'createuser', { email: 'x3@example.et', password: 'Mizan#2026x', type: 'super admin' }))
        .status,
    ).toBe(201);
  });
});
