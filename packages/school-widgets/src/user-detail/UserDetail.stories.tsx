import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk, type UserProfile } from '@school/api';
import { contentPermission, grants, schedulePermission } from '../settings/fixtures';
import { UserDetail } from './UserDetail';

const meta: Meta<typeof UserDetail> = { title: 'Widgets/User detail', component: UserDetail };
export default meta;
type Story = StoryObj<typeof UserDetail>;

const parent: UserProfile = {
  _id: 'u-fa1',
  ID: 'FA-0001',
  fullName: 'Kebede Tadesse Family',
  email: 'fa@example.et',
  type: { name: 'Family' },
  approved: true,
  temp_password_changed: true,
  photo: null,
  url: 'users',
  online: false,
  gender: null,
  age: null,
  phoneNumber: null,
  section: null,
  courses: [],
  links: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const child = {
  _id: 's1',
  ID: 'ST-0001',
  firstName: 'Abebe',
  middleName: 'Kebede',
  lastName: 'Tadesse',
  profilePic: null,
  user_id: 'u-st1',
};

const api = (links: { _id: string; student_id: typeof child }[]) =>
  createFakeApi({
    users: { get: async () => fakeOk({ user: parent }) },
    permissions: {
      permissions: {
        ofUser: async () => fakeOk({ grants }),
        list: async () => fakeOk({ permissions: [schedulePermission, contentPermission] }),
      },
      family: {
        links: async () => fakeOk({ links }),
        students: async () => fakeOk({ students: [child] }),
      },
    },
  } as never);

/** A family account with a linked child: profile, permissions and the links panel. */
export const FamilyWithChild: Story = { args: { api: api([{ _id: 'l1', student_id: child }]), userId: 'FA-0001', onBack: () => {} } };

/** A family account nobody is linked to yet. */
export const FamilyWithoutChildren: Story = { args: { api: api([]), userId: 'FA-0001', onBack: () => {} } };

/** An ID that names nobody. */
export const NotFound: Story = {
  args: { api: createFakeApi({ users: { get: async () => fakeFail('not found', 404) } } as never), userId: 'XX-0000', onBack: () => {} },
};
