import type {
  ApproveOrderRequest,
  AssignPermissionRequest,
  CreatedUser,
  CreateUserRequest,
  CreateOrderRequest,
  FamilyDigest,
  Grant,
  LinkParentRequest,
  MessageBody,
  MyPermissions,
  OrderList,
  OrderListQuery,
  ParentLinks,
  Permission,
  PermissionBody,
  Role,
  RoleRequest,
  StudentPeriods,
  LinkedStudent,
  Order,
} from '../../schemas';
import type { Caller } from '../core';

const id = encodeURIComponent;

/** Users, roles, permissions and the approval chain, settings, parent dashboard (spec 002 §7). */
export const permissionsApi = (call: Caller) => ({
  users: {
    /** POST createuser {email, password, type} (201): an account with a temporary password. */
    create: (body: CreateUserRequest) => call<CreatedUser>({ method: 'POST', path: 'createuser', body, success: 201 }),
  },
  roles: {
    /** GET getroles */
    list: () => call<{ roles: Role[] }>({ method: 'GET', path: 'getroles' }),
    /** POST createrole {name, kind?, permissions?} (201): a role of one of the five kinds (issue 37). */
    create: (body: RoleRequest) => call<{ message: string; role: Role }>({ method: 'POST', path: 'createrole', body, success: 201 }),
    /** PUT updaterole/{id} {name, kind?, permissions?}: rename; kind while unheld; permissions when sent. */
    update: (roleId: string, body: RoleRequest) =>
      call<{ message: string; role: Role }>({ method: 'PUT', path: `updaterole/${id(roleId)}`, body }),
    /** DELETE deleterole/{id} */
    remove: (roleId: string) => call<MessageBody>({ method: 'DELETE', path: `deleterole/${id(roleId)}` }),
  },
  permissions: {
    /** GET getpermissions/ (every signed-in person: Request New needs the approver lists) */
    list: () => call<{ permissions: Permission[] }>({ method: 'GET', path: 'getpermissions/' }),
    /** POST createpermission (201) */
    create: (body: PermissionBody) =>
      call<{ message: string; permission: Permission }>({ method: 'POST', path: 'createpermission', body, success: 201 }),
    /** PUT updatepermission/{id} */
    update: (permissionId: string, body: PermissionBody) =>
      call<{ message: string; permission: Permission }>({ method: 'PUT', path: `updatepermission/${id(permissionId)}`, body }),
    /** DELETE deletepermission/{id} */
    remove: (permissionId: string) => call<MessageBody>({ method: 'DELETE', path: `deletepermission/${id(permissionId)}` }),
    /** POST user/assignpermission {userId, permissionName, expiresAt?} (201) */
    assign: (body: AssignPermissionRequest) =>
      call<{ message: string; grants: Grant[] }>({ method: 'POST', path: 'user/assignpermission', body, success: 201 }),
    /** POST user/removepermission {userId, permissionName} (201) */
    unassign: (body: { userId: string; permissionName: string }) =>
      call<{ message: string; grants: Grant[] }>({ method: 'POST', path: 'user/removepermission', body, success: 201 }),
    /** GET user/permissions/{userId}: what a user holds (admin). */
    ofUser: (userId: string) => call<{ grants: Grant[] }>({ method: 'GET', path: `user/permissions/${id(userId)}` }),
    /** GET mypermissions: the caller's grants and the settings figures. */
    mine: () => call<MyPermissions>({ method: 'GET', path: 'mypermissions' }),
  },
  orders: {
    /** POST create_permission_request (201) */
    create: (body: CreateOrderRequest) =>
      call<{ message: string; order: Order }>({ method: 'POST', path: 'create_permission_request', body, success: 201 }),
    /** POST re_order_permission {orderId}: send a rejected request again. */
    reapply: (orderId: string) =>
      call<{ message: string; order: Order }>({ method: 'POST', path: 're_order_permission', body: { orderId }, success: 200 }),
    /** POST approve_order_permission: one approver's decision at their level. */
    decide: (body: ApproveOrderRequest) =>
      call<{ message: string; order: Order }>({ method: 'POST', path: 'approve_order_permission', body, success: 200 }),
    /** GET get_all_order_permission: the caller's requests. */
    mine: (query: OrderListQuery = {}) =>
      call<OrderList>({ method: 'GET', path: 'get_all_order_permission', query: { page: 1, limit: 10, ...query } }),
    /** GET get_approver_order_permission/: requests the caller approves at some level. */
    tasks: (query: OrderListQuery = {}) =>
      call<OrderList>({ method: 'GET', path: 'get_approver_order_permission/', query: { page: 1, limit: 10, ...query } }),
  },
  family: {
    /** GET get_students: approved students to link (admin). */
    students: () => call<{ students: LinkedStudent[] }>({ method: 'GET', path: 'get_students' }),
    /** POST link_parent {student_id, parent_id} (201) */
    link: (body: LinkParentRequest) => call<{ message: string } & ParentLinks>({ method: 'POST', path: 'link_parent', body, success: 201 }),
    /** DELETE link_parent/{linkId} */
    unlink: (linkId: string) => call<{ message: string } & ParentLinks>({ method: 'DELETE', path: `link_parent/${id(linkId)}` }),
    /** GET parent/{id}: a parent's linked students. */
    links: (parentId: string) => call<ParentLinks>({ method: 'GET', path: `parent/${id(parentId)}` }),
    /** GET parent_student_academic_period/{parent_id}/{student_id}: the child's sections per period. */
    periods: (parentId: string, studentId: string) =>
      call<StudentPeriods>({ method: 'GET', path: `parent_student_academic_period/${id(parentId)}/${id(studentId)}` }),
    /** GET parent/{id}/digest: per child, what changed since the parent's last visit (ours). */
    digest: (parentId: string) => call<FamilyDigest>({ method: 'GET', path: `parent/${id(parentId)}/digest` }),
  },
});
