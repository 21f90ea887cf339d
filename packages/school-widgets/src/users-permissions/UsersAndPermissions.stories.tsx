import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { contentPermission, schedulePermission } from '../settings/fixtures';
import { roles, users } from './fixtures';
import { UsersAndPermissions } from './UsersAndPermissions';

const meta: Meta<typeof UsersAndPermissions> = { title: 'Widgets/Users and permissions', component: UsersAndPermissions };
export default meta;
type Story = StoryObj<typeof UsersAndPermissions>;

const api = (over: Record<string, unknown> = {}) =>
  createFakeApi({
    communication: { users: async () => fakeOk({ users }) },
    permissions: {
      roles: {
        list: async () => fakeOk({ roles }),
        remove: async () => fakeFail('The Librarian role cannot be deleted while 2 users have it'),
      },
      permissions: { list: async () => fakeOk({ permissions: [schedulePermission, contentPermission] }) },
      ...over,
    },
  } as never);

/** The three grids: users (10 a page), roles, permissions with their approvers. */
export const Default: Story = { args: { api: api(), onOpenUser: () => {} } };

/** A super admin may also create super admins. */
export const AsSuperAdmin: Story = { args: { api: api(), onOpenUser: () => {}, superAdmin: true } };

/** The users cannot be read: the error with Try again. */
export const Failing: Story = {
  args: {
    api: createFakeApi({ communication: { users: async () => fakeFail('poor connection', 0) } } as never),
    onOpenUser: () => {},
  },
};
