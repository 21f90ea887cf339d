import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fakeFail, fakeOk, type CreateUserRequest, type PermissionBody } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { schedulePermission } from '../settings/fixtures';
import { roles, users } from './fixtures';
import { UsersAndPermissions } from './UsersAndPermissions';

function setup(over: Record<string, unknown> = {}) {
  const calls: { created: CreateUserRequest[]; permissions: PermissionBody[]; opened: string[] } = {
    created: [],
    permissions: [],
    opened: [],
  };
  const api = createFakeApi({
    communication: { users: async () => fakeOk({ users }) },
    permissions: {
      roles: {
        list: async () => fakeOk({ roles }),
        remove: async () => fakeFail('The Librarian role cannot be deleted while 2 users have it'),
      },
      permissions: {
        list: async () => fakeOk({ permissions: [schedulePermission] }),
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
  const r = renderWidget(<UsersAndPermissions api={api} onOpenUser={(ID) => calls.opened.push(ID)} />);
  return { ...r, calls };
}

describe('UsersAndPermissions', () => {
  it('lists users 10 a page with role, approval and permissions; searches by full name; a row opens the user', async () => {
    const { user, calls } = setup();
    const grid = await screen.findByRole('table', { name: 'Users' });
    const tigist = await within(grid).findByRole('row', { name: /Tigist Alemu/ });
    expect(tigist).toHaveTextContent('teacher');
    expect(tigist).toHaveTextContent('Manage content');
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

  it('marks built-in roles, offers no Add role (issue 18) and shows a refused delete of a leftover role', async () => {
    const { user } = setup();
    const grid = await screen.findByRole('table', { name: 'Roles' });
    expect(await within(grid).findByRole('row', { name: /teacher/ })).toHaveTextContent('Built in');
    expect(screen.queryByRole('button', { name: 'Add role' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Edit Librarian' })).toBeNull();
    await user.click(within(grid).getByRole('button', { name: 'Delete Librarian' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the role Librarian?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('The Librarian role cannot be deleted while 2 users have it')).toBeInTheDocument();
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
});
