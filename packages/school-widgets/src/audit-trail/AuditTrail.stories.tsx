import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeOk } from '@school/api';
import { AuditTrail } from './AuditTrail';
import { auditEvent, trailOf } from './fixtures';

const meta: Meta<typeof AuditTrail> = { title: 'Widgets/AuditTrail', component: AuditTrail };
export default meta;
type Story = StoryObj<typeof AuditTrail>;

const events = [
  auditEvent(),
  auditEvent({ _id: '2', action: 'change', kind: 'attendance', route: 'POST /api/markattendance', record: 'student_id=ST-0001' }),
  auditEvent({ _id: '3', kind: 'trail', actor: { _id: 'u-sa', ID: 'SA-0001', fullName: 'Sara Mekonnen', role: 'super admin' } }),
];
const api = (shown = events) =>
  createFakeApi({
    audit: {
      trail: async () => fakeOk(trailOf(shown)),
      export: async () => fakeOk({ student: trailOf([]).student, events: shown, truncated: false }),
    },
  });

/** The super admin's view of a student's trail. */
export const SuperAdmin: Story = { args: { api: api(), student: 'ST-0001', onChangeStudent: () => {} } };
/** A parent's copy: no addresses. */
export const Family: Story = { args: { api: api(events.map((e) => ({ ...e, ip: null }))), student: 'ST-0001', audience: 'family' } };
/** Nothing recorded for the filters. */
export const Empty: Story = { args: { api: api([]), student: 'ST-0001' } };
