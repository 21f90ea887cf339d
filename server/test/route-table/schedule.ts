import { ADMINS, NONE, type RouteTable } from './_types';

/** A section's weekly schedule. */
const schedule: RouteTable = {
  'GET /api/getschedule/:id': {
    allowed: [...ADMINS, 'TE-0001', 'TE-0003', 'ST-0001', 'FA-0001'],
    params: ({ ids }) => ({ id: ids.section7A }),
    note: 'Grade 7 A: its teachers, its students and their families (not FA-0002)',
  },
  'POST /api/schedule-period': { allowed: ADMINS, body: {} },
  'DELETE /api/schedule-period/:id': { allowed: ADMINS, params: { id: NONE } },
  'POST /api/schedule': { allowed: ADMINS, body: {} },
  'POST /api/deleteschedule': { allowed: ADMINS, body: {} },
};
export default schedule;
