import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk, type Order } from '@school/api';
import { contentPermission, grants, listOf, order, people, rejectedOrder, schedulePermission } from './fixtures';
import { SettingsDashboard } from './SettingsDashboard';

const meta: Meta<typeof SettingsDashboard> = { title: 'Widgets/Settings', component: SettingsDashboard };
export default meta;
type Story = StoryObj<typeof SettingsDashboard>;

// ─── An in-memory chain: decisions move the stepper ───
const store: { orders: Order[] } = { orders: [order(), rejectedOrder] };
const api = createFakeApi({
  permissions: {
    permissions: {
      mine: async () => fakeOk({ grants, stats: { active: 1, available: 1, pending: 1, rejected: 1 } }),
      list: async () => fakeOk({ permissions: [schedulePermission, contentPermission] }),
    },
    orders: {
      mine: async () => fakeOk(listOf(store.orders)),
      tasks: async () => fakeOk(listOf(store.orders)),
      create: async () =>
        fakeOk({ message: 'Permission request sent successfully', order: order() }, 'Permission request sent successfully'),
      reapply: async (id) => {
        store.orders = store.orders.map((o) =>
          o._id === id ? order({ _id: id, step: 0, firstApprover: { ...order().secondApprover, approverId: people.ad1 } }) : o,
        );
        return fakeOk({ message: '', order: store.orders[0] }, 'Permission request sent again successfully');
      },
      decide: async (body) => {
        store.orders = store.orders.map((o) =>
          o._id === body.id
            ? { ...o, secondApprover: { ...o.secondApprover, status: body.status ?? 'pending', comments: body.comments ?? '' } }
            : o,
        );
        return fakeOk({ message: '', order: store.orders[0] }, 'Your decision was recorded');
      },
    },
  },
});

/** TE-0001's settings: one permission held, one request half-way, one rejected. */
export const Teacher: Story = { args: { api, userId: people.te1._id, onHome: () => {} } };

/** AD-0002's tasks: the second level of the schedule request waits for them. */
export const SecondApprover: Story = { args: { api, userId: people.ad2._id } };

export const LoadFailed: Story = {
  args: {
    userId: people.te1._id,
    api: createFakeApi({ permissions: { permissions: { mine: async () => fakeFail('poor connection', 0) } } }),
  },
};
