import { ADMINS, NONE, SIGNED_IN, type RouteTable } from './_types';

/** Roles, permissions and the approval chain, family links and the parent's reads (issue 12). */
const admin = { allowed: ADMINS };
const adminById = { allowed: ADMINS, params: { id: NONE } };

const permissions: RouteTable = {
  'POST /api/createuser': { ...admin, body: {} },
  'GET /api/getroles': admin,
  'POST /api/createrole': { ...admin, body: {} },
  'PUT /api/updaterole/:id': { ...adminById, body: {} },
  'DELETE /api/deleterole/:id': adminById,
  'GET /api/getpermissions': { allowed: SIGNED_IN },
  'GET /api/getpermissions/': { allowed: SIGNED_IN },
  'POST /api/createpermission': { ...admin, body: {} },
  'PUT /api/updatepermission/:id': { ...adminById, body: {} },
  'DELETE /api/deletepermission/:id': adminById,
  'POST /api/user/assignpermission': { ...admin, body: {} },
  'POST /api/user/removepermission': { ...admin, body: {} },
  'GET /api/user/permissions/:id': adminById,
  'GET /api/mypermissions': { allowed: SIGNED_IN },
  'POST /api/create_permission_request': { allowed: SIGNED_IN, body: {} },
  'POST /api/re_order_permission': { allowed: SIGNED_IN, body: {} },
  'POST /api/approve_order_permission': { allowed: SIGNED_IN, body: {}, note: 'the approver is checked on the body (400 here)' },
  'GET /api/get_all_order_permission': { allowed: SIGNED_IN },
  'GET /api/get_approver_order_permission': { allowed: SIGNED_IN },
  'GET /api/get_approver_order_permission/': { allowed: SIGNED_IN },
  'GET /api/get_students': admin,
  'POST /api/link_parent': { ...admin, body: {} },
  'DELETE /api/link_parent/:id': adminById,
  'GET /api/parent/:id': { allowed: [...ADMINS, 'FA-0001'], params: { id: 'FA-0001' } },
  'GET /api/parent/:id/digest': { allowed: ['FA-0001'], params: { id: 'FA-0001' } },
  'GET /api/parent_student_academic_period/:parent_id/:student_id': {
    allowed: [...ADMINS, 'FA-0001'],
    params: ({ ids }) => ({ parent_id: 'FA-0001', student_id: ids.student['ST-0001'] }),
  },
};
export default permissions;
