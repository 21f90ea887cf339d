// The permissions domain's operations (Roles and permissions): its part of the table in index.ts, which says what an entry holds.
import { type OperationEntry, P } from './domains';

export const permissions: Record<string, OperationEntry> = {
  'POST /api/createuser': ['createuser', 'Create an account with a role'],
  'GET /api/getroles': ['getroles', 'List the roles'],
  'POST /api/createrole': ['createrole', 'Create a role'],
  'PUT /api/updaterole/:id': ['updaterole', 'Rename a role', P({ id: "The role's id." })],
  'DELETE /api/deleterole/:id': ['deleterole', 'Delete a role', P({ id: "The role's id." })],
  'GET /api/getpermissions': ['getpermissions', 'List the permissions'],
  'GET /api/getpermissions/': ['getpermissions-slash', 'List the permissions (the spec’s spelling, trailing slash)'],
  'POST /api/createpermission': ['createpermission', 'Create a permission'],
  'PUT /api/updatepermission/:id': ['updatepermission', 'Edit a permission', P({ id: "The permission's id." })],
  'DELETE /api/deletepermission/:id': ['deletepermission', 'Delete a permission', P({ id: "The permission's id." })],
  'POST /api/user/assignpermission': ['assignpermission', 'Grant a person a permission'],
  'POST /api/user/removepermission': ['removepermission', "Take back a person's permission"],
  'GET /api/user/permissions/:id': ['userPermissions', "A person's permissions", P({ id: "The person's user id." })],
  'GET /api/mypermissions': ['mypermissions', 'My permissions'],
  'POST /api/create_permission_request': ['create_permission_request', 'Ask for a permission'],
  'POST /api/re_order_permission': ['re_order_permission', 'Ask again for a refused or expired permission'],
  'POST /api/approve_order_permission': ['approve_order_permission', 'Approve or refuse a permission request at my level'],
  'GET /api/get_all_order_permission': ['get_all_order_permission', 'My permission requests'],
  'GET /api/get_approver_order_permission': ['get_approver_order_permission', 'The permission requests waiting for me'],
  'GET /api/get_approver_order_permission/': [
    'get_approver_order_permission-slash',
    'The permission requests waiting for me (the spec’s spelling, trailing slash)',
  ],
  'POST /api/link_parent': ['link_parent', 'Link a family account to a student'],
  'DELETE /api/link_parent/:id': ['unlinkParent', 'Remove a family link', P({ id: "The link's id." })],
  'GET /api/parent/:id': ['parent', 'A family account and its children', P({ id: "The family account's user id." })],
  'GET /api/parent_student_academic_period/:parent_id/:student_id': ['parent_student_academic_period', "A linked child's academic periods"],
  'GET /api/parent/:id/digest': [
    'parentDigest',
    "A family's digest: what changed for each child since the last visit",
    P({ id: "The family account's user id." }),
  ],
};
