import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fakeFail, fakeOk, type CreateUserRequest, type PermissionBody, type RoleRequest } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { contentPermission, schedulePermission } from '../settings/fixtures';
import { roles, users } from './fixtures';
import { UsersAndPermissions } from './UsersAndPermissions';

function setup(over: Record<string, unknown> = {}, language: 'en' | 'am' = 'en') {
  const calls: {
    created: CreateUserRequest[];
    permissions: PermissionBody[];
    opened: string[];
    roles: { id?: string; body: RoleRequest }[];
    removed: string[];
  } = { created: [], permissions: [], opened: [], roles: [], removed: [] };
  const savedRole = (body: RoleRequest) => ({ ...roles[2], name: body.name, kind: body.kind ?? 'teacher', permissions: [] });
  const api = createFakeApi({
    communication: { users: async () => fakeOk({ users }) },
    permissions: {
      roles: {
        list: async () => fakeOk({ roles }),
        create: async (body: RoleRequest) => {
          calls.roles.push({ body });
          return fakeOk({ message: 'Role created successfully', role: savedRole(body) }, 'Role created successfully');
        },
        update: async (id: string, body: RoleRequest) => {
          calls.roles.push({ id, body });
          return fakeOk({ message: 'Role updated successfully', role: savedRole(body) }, 'Role updated successfully');
        },
        remove: async () => fakeFail('The Librarian role cannot be deleted while 2 users have it'),
      },
      permissions: {
        list: async () => fakeOk({ permissions: [schedulePermission, contentPermission] }),
        create: async (body: PermissionBody) => {
          calls.permissions.push(body);
          return fakeOk({ message: 'Permission created successfully', permission: schedulePermission }, 'Permission created successfully');
        },
      },
      users: {
        create: async (body: CreateUserRequest) => {
          calls.created.push(body);
          return fakeOk(
            {
              message: 'User created successfully. Their login ID is FA-0003.',
              user: { _id: 'n', ID: 'FA-0003', fullName: 'x', email: body.email, type: { name: 'Family' } },
            },
            'User created successfully. Their login ID is FA-0003.',
          );
        },
      },
      ...over,
    },
  } as never);
  const r = renderWidget(<UsersAndPermissions api={api} onOpenUser={(ID) => calls.opened.push(ID)} />, { language });
  return { ...r, calls };
}

describe('UsersAndPermissions', () => {
  it('lists users 10 a page with role, approval and permissions; searches by full name; a row opens the user', async () => {
    const { user, calls } = setup();
    const grid = await screen.findByRole('table', { name: 'Users' });
    const tigist = await within(grid).findByRole('row', { name: /Tigist Alemu/ });
    expect(tigist).toHaveTextContent('teacher');
    expect(tigist).toHaveTextContent('Manage content');
    expect(within(grid).getByRole('row', { name: /Meron Librarian/ })).toHaveTextContent('Librarian');
    expect(within(grid).getByRole('row', { name: /Hana Girma Bekele/ })).toHaveTextContent('No');
    const search = screen.getAllByLabelText('Search')[0];
    await user.type(search, 'Hana');
    await waitFor(() => expect(within(grid).queryByRole('row', { name: /Tigist Alemu/ })).toBeNull());
    await user.click(within(grid).getByRole('row', { name: /Hana Girma Bekele/ }));
    expect(calls.opened).toEqual(['ST-0002']);
  });

  it("shows the spec's progress text 'creating ...' on Save while the account is made", async () => {
    let release: () => void = () => undefined;
    const create = () =>
      new Promise((resolve) => {
        release = () =>
          resolve(
            fakeOk({
              message: 'User created successfully',
              user: { _id: 'n', ID: 'FA-0003', fullName: 'x', email: 'a@b.et', type: { name: 'Family' } },
            }),
          );
      });
    const { user } = setup({ users: { create } });
    await user.click(await screen.findByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a user' });
    await user.type(within(dialog).getByLabelText('Email'), 'held.family@example.et');
    await user.type(within(dialog).getByLabelText('Password'), 'Enough#1234');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Family');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'creating ...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create a user' })).toBeNull());
  });

  it('shows the login ID in the grid and finds a user by it (issue 18)', async () => {
    const { user } = setup();
    const grid = await screen.findByRole('table', { name: 'Users' });
    expect(within(grid).getByRole('columnheader', { name: /Login ID/ })).toBeInTheDocument();
    expect(await within(grid).findByRole('row', { name: /TE-0001/ })).toHaveTextContent('Tigist Alemu');
    await user.type(screen.getAllByLabelText('Search')[0], 'FA-0001');
    await waitFor(() => expect(within(grid).queryByRole('row', { name: /Tigist Alemu/ })).toBeNull());
    expect(within(grid).getByRole('row', { name: /Kebede Tadesse Family/ })).toHaveTextContent('FA-0001');
  });

  it('creates a family account: Save waits for a valid email, a password of 8 to 15 and a role', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a user' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.type(within(dialog).getByLabelText('Email'), 'new.family@example.et');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    expect(within(dialog).getByText('Password must be 8 to 15 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'Enough#12');
    expect(save).toBeDisabled();
    expect(within(within(dialog).getByLabelText('Role')).queryByRole('option', { name: 'super admin' })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Family');
    await user.click(save);
    await waitFor(() =>
      expect(calls.created).toEqual([{ email: 'new.family@example.et', password: 'shortEnough#12', type: 'Family', fullName: undefined }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create a user' })).toBeNull());
    expect(await screen.findByText('User created successfully. Their login ID is FA-0003.')).toBeInTheDocument();
  });

  it('lists roles with kind, permissions and holders, 5 a page, searched by name; built-in ones are not edited (issue 37)', async () => {
    const { user } = setup();
    const grid = await screen.findByRole('table', { name: 'Roles' });
    const librarian = await within(grid).findByRole('row', { name: /Librarian/ });
    expect(librarian).toHaveTextContent('teacher');
    expect(librarian).toHaveTextContent('Manage content');
    expect(librarian).toHaveTextContent('2 users');
    expect(within(librarian).queryByText('Built in')).toBeNull();
    expect(within(grid).getByRole('row', { name: /3 users/ })).toHaveTextContent('Built in');
    expect(within(grid).queryByRole('button', { name: 'Edit admin' })).toBeNull();
    // Six roles, five a page: the sixth (teacher, by name) is on the next page.
    expect(within(grid).queryByRole('row', { name: /12 users/ })).toBeNull();
    const search = screen.getAllByLabelText('Search')[1];
    await user.type(search, 'teach');
    expect(await within(grid).findByRole('row', { name: /12 users/ })).toBeInTheDocument();
    await waitFor(() => expect(within(grid).queryByRole('row', { name: /Librarian/ })).toBeNull());
  });

  it('adds a role of a kind with the permissions its holders get', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a role' });
    await user.type(within(dialog).getByLabelText('Role name'), 'Registrar');
    expect(within(within(dialog).getByLabelText('Kind')).queryByRole('option', { name: 'super admin' })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'admin');
    await user.click(await within(dialog).findByLabelText(/^Manage content/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.roles).toEqual([{ body: { name: 'Registrar', kind: 'admin', permissions: [{ name: 'Manage content' }] } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a role' })).toBeNull());
  });

  it('renames a custom role; a held role keeps its kind', async () => {
    const { user, calls } = setup();
    const grid = await screen.findByRole('table', { name: 'Roles' });
    await user.click(await within(grid).findByRole('button', { name: 'Edit Librarian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the role Librarian' });
    expect(within(dialog).getByLabelText('Kind')).toBeDisabled();
    expect(within(dialog).getByText('A role people hold keeps its kind')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText(/^Manage content/)).toBeChecked();
    const name = within(dialog).getByLabelText('Role name');
    await user.clear(name);
    await user.type(name, 'Librarians');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.roles).toEqual([
        { id: 'r-lib', body: { name: 'Librarians', kind: 'teacher', permissions: [{ name: 'Manage content' }] } },
      ]),
    );
  });

  it('asks before deleting a role and shows the refusal of a held one with its count', async () => {
    const { user } = setup();
    const grid = await screen.findByRole('table', { name: 'Roles' });
    await user.click(await within(grid).findByRole('button', { name: 'Delete Librarian' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the role Librarian?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('The Librarian role cannot be deleted while 2 users have it')).toBeInTheDocument();
  });

  it('create user offers every role, custom ones with their kind (super admin only to a super admin)', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a user' });
    const select = within(dialog).getByLabelText('Role');
    await within(select).findByRole('option', { name: 'Librarian (teacher)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a role', 'admin', 'Family', 'Librarian (teacher)', 'student', 'teacher']);
    await user.type(within(dialog).getByLabelText('Email'), 'books@example.et');
    await user.type(within(dialog).getByLabelText('Password'), 'Enough#1234');
    await user.selectOptions(select, 'Librarian');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.created).toEqual([{ email: 'books@example.et', password: 'Enough#1234', type: 'Librarian', fullName: undefined }]),
    );
  });

  it('a new permission chooses approvers per level among staff only', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a permission' });
    const first = within(dialog).getByRole('group', { name: 'First approvers' });
    await within(first).findByLabelText('Almaz Bekele (AD-0001)');
    expect(within(first).queryByLabelText(/ST-0001/)).toBeNull();
    expect(within(first).queryByLabelText(/FA-0001/)).toBeNull();
    await user.type(within(dialog).getByLabelText('Name'), 'Library keys');
    await user.click(within(first).getByLabelText('Almaz Bekele (AD-0001)'));
    await user.click(within(within(dialog).getByRole('group', { name: 'Third approvers' })).getByLabelText('Sara Mekonnen (SA-0001)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.permissions).toEqual([
        { name: 'Library keys', description: '', first_approver: ['u-ad1'], second_approver: [], third_approver: ['u-sa'] },
      ]),
    );
  });

  // Issue 38 (decision 220): the folder reads its texts from SchoolIntlProvider, not the live catalogue.
  it('reads the grids, their rows and the create dialog in Amharic', async () => {
    const { user } = setup({}, 'am');
    expect(await screen.findByRole('heading', { level: 2, name: 'ተጠቃሚዎችና ፈቃዶች' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'ተጠቃሚዎች' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'ፈቃዶች' })).toBeInTheDocument();
    const roles = screen.getByRole('table', { name: 'ሚናዎች' });
    const librarian = await within(roles).findByRole('row', { name: /Librarian/ });
    expect(librarian).toHaveTextContent('2 ተጠቃሚዎች');
    expect(within(librarian).getByRole('button', { name: 'Librarian አርትዕ' })).toBeInTheDocument();
    expect(within(roles).getByRole('row', { name: /3 ተጠቃሚዎች/ })).toHaveTextContent('የሥርዓቱ');

    await user.click(screen.getByRole('button', { name: 'ተጠቃሚ ፍጠር' }));
    const dialog = await screen.findByRole('dialog', { name: 'ተጠቃሚ ፍጠር' });
    expect(within(dialog).getByRole('button', { name: 'አስቀምጥ' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'ተው' })).toBeInTheDocument();
  });
});
