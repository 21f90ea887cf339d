import { LIBRARIAN, NONE, type RouteTable } from './_types';

/**
 * Calendar feeds and the audit trail (issue 39). Teachers and approved students have a calendar of
 * their own, Family accounts one per linked child; admins none. The feed itself is read with its
 * secret token, no session (an unknown one answers 404). The trail: the super admin, and a
 * family for its linked child.
 */
const holders = ['TE-0001', 'TE-0003', LIBRARIAN, 'ST-0001', 'FA-0001', 'FA-0002'] as const;

const privacy: RouteTable = {
  'GET /api/calendar/feeds': { allowed: holders },
  'POST /api/calendar/feeds': {
    allowed: holders,
    body: { student_id: 'x'.repeat(101) },
    note: 'a too long student key: 400 at validation, so nothing is made',
  },
  'DELETE /api/calendar/feeds/:id': {
    allowed: [],
    params: { id: NONE },
    note: 'the rule refuses a feed that is not the caller’s (none is)',
  },
  'GET /api/calendar/:token.ics': { allowed: 'everyone', params: { token: 'no-such-token' }, note: '404: no feed has this token' },
  'GET /api/audit/trail/:student_id': {
    allowed: ['SA-0001', 'FA-0001'],
    params: { student_id: 'ST-0001' },
    note: 'the super admin, and ST-0001’s family (without the addresses)',
  },
  'GET /api/audit/trail/:student_id/export': {
    allowed: ['SA-0001', 'FA-0001'],
    params: { student_id: 'ST-0001' },
    note: 'the super admin, and ST-0001’s family (without the addresses)',
  },
};
export default privacy;
