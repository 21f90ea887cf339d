import type { Grant, Order, OrderList, Permission } from '@school/api';

export const people = {
  ad1: { _id: 'u-ad1', ID: 'AD-0001', fullName: 'Almaz Bekele', email: 'almaz@mizan.edu.et' },
  ad2: { _id: 'u-ad2', ID: 'AD-0002', fullName: 'Dawit Haile', email: 'dawit@mizan.edu.et' },
  sa: { _id: 'u-sa', ID: 'SA-0001', fullName: 'Sara Mekonnen', email: 'sara@mizan.edu.et' },
  te1: { _id: 'u-te1', ID: 'TE-0001', fullName: 'Tigist Alemu', email: 'tigist@mizan.edu.et' },
};

export const schedulePermission: Permission = {
  _id: 'p-schedule',
  name: 'Manage schedule',
  constant: 'MANAGE_SCHEDULE',
  description: 'Teachers who build the weekly timetable of their own sections.',
  first_approver: [people.ad1, people.ad2],
  second_approver: [people.ad2, people.sa],
  third_approver: [people.sa],
  unlocks: 'Edit the weekly schedule of the sections you teach or own',
};
export const contentPermission: Permission = {
  ...schedulePermission,
  _id: 'p-content',
  name: 'Manage content',
  constant: 'MANAGE_CONTENT',
  description: 'Publish news, gallery photos and staff messages.',
  unlocks: 'Manage news, gallery and staff messages of the public site',
};

export const grants: Grant[] = [
  {
    _id: 'g1',
    permission: { _id: 'p-content', name: 'Manage content', constant: 'MANAGE_CONTENT', description: 'Publish news.' },
    unlocks: 'Manage news, gallery and staff messages of the public site',
    grantedAt: '2026-11-01T08:00:00.000Z',
    expiresAt: '2026-12-31T20:59:59.000Z',
    active: true,
  },
];

const step = (who: typeof people.ad1, status: Order['status'] = 'pending', comments = '') => ({
  approverId: who,
  status,
  comments,
  actedAt: status === 'pending' ? null : '2026-11-20T09:00:00.000Z',
});

export function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    permissionId: { _id: schedulePermission._id, name: schedulePermission.name, description: schedulePermission.description },
    requesterId: people.te1,
    reason: 'I coordinate the Grade 7 timetable this semester.',
    priority: 'normal',
    status: 'pending',
    firstApprover: step(people.ad1, 'approved', 'Agreed with the deputy.'),
    secondApprover: step(people.ad2),
    thirdApprover: step(people.sa),
    step: 1,
    until: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

export const rejectedOrder = order({
  _id: 'o2',
  status: 'rejected',
  firstApprover: step(people.ad1, 'rejected', 'Not this term'),
  step: 0,
});

export const listOf = (orders: Order[]): OrderList => ({
  orderPermissions: orders,
  currentPage: 1,
  totalPages: 1,
  allPendingOrders: orders.filter((o) => o.status === 'pending').length,
  allRejectedOrders: orders.filter((o) => o.status === 'rejected').length,
});
