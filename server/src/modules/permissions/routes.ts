import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveOrderRequestSchema,
  assignPermissionRequestSchema,
  createOrderRequestSchema,
  createUserRequestSchema,
  createdUserSchema,
  familyDigestSchema,
  grantListSchema,
  linkParentRequestSchema,
  messageBodySchema,
  myPermissionsSchema,
  orderListQuerySchema,
  orderListSchema,
  parentLinksSchema,
  permissionListSchema,
  permissionRequestBodySchema,
  reorderRequestSchema,
  roleListSchema,
  savedRoleSchema,
  roleRequestSchema,
  savedOrderSchema,
  savedParentLinkSchema,
  savedPermissionSchema,
  studentChoicesSchema,
  studentPeriodsSchema,
} from '@school/api/schemas';
import type { AppContext } from '../../context';
import { isAdmin, isApproverAt, isLinkedChild, isParentSelf, policies } from '../../auth/policies';
import { findParent, linkParent, parentLinks, studentChoices, studentPeriods, unlinkParent } from './family';
import {
  assignPermission,
  createPermission,
  deletePermission,
  grantsOf,
  listPermissions,
  removePermission,
  resolveUser,
  updatePermission,
} from './permissions';
import { createOrder, decideOrder, listApproverTasks, listMyOrders, myPermissions, reapplyOrder } from './requests';
import { createRole, deleteRole, listRoles, updateRole } from './roles';
import { createUser } from './users';
import { familyDigest } from './digest';
import { idParam as id } from '../../http/params';
import { audits, studentField } from '../audit/declare';

const idParams = z.object({ id });

/** Users, roles, permissions and the approval chain, settings, parent dashboard (spec 002). */
export async function permissionsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const admin = { policy: policies.admin };
  const signedIn = { policy: policies.signedIn };

  // ─── Create user (admin; a super admin for super admins) ───────────────────────────────────────
  r.post(
    '/createuser',
    { config: admin, schema: { body: createUserRequestSchema, response: { 201: createdUserSchema } } },
    async (req, reply) => reply.status(201).send(await createUser(db, req.auth!, req.body, config.now())),
  );

  // ─── Roles (admin) ─────────────────────────────────────────────────────────────────────────
  r.get('/getroles', { config: admin, schema: { response: { 200: roleListSchema } } }, async () => listRoles(db, config.now()));
  // Issue 37: roles of five kinds, which may carry permissions (docs/decisions/0180-custom-roles-of-five-kinds.md).
  r.post('/createrole', { config: admin, schema: { body: roleRequestSchema, response: { 201: savedRoleSchema } } }, async (req, reply) =>
    reply.status(201).send(await createRole(db, req.auth!, req.body, config.now())),
  );
  r.put(
    '/updaterole/:id',
    { config: admin, schema: { params: idParams, body: roleRequestSchema, response: { 200: savedRoleSchema } } },
    async (req) => updateRole(db, req.auth!, req.params.id, req.body, config.now()),
  );
  r.delete('/deleterole/:id', { config: admin, schema: { params: idParams, response: { 200: messageBodySchema } } }, async (req) =>
    deleteRole(db, req.auth!, req.params.id),
  );

  // ─── Permissions: everyone reads them (Request New needs the approver lists); admins manage ─
  for (const path of ['/getpermissions', '/getpermissions/']) {
    r.get(path, { config: signedIn, schema: { response: { 200: permissionListSchema } } }, async () => listPermissions(db));
  }
  r.post(
    '/createpermission',
    { config: admin, schema: { body: permissionRequestBodySchema, response: { 201: savedPermissionSchema } } },
    async (req, reply) => reply.status(201).send(await createPermission(db, req.body)),
  );
  r.put(
    '/updatepermission/:id',
    { config: admin, schema: { params: idParams, body: permissionRequestBodySchema, response: { 200: savedPermissionSchema } } },
    async (req) => updatePermission(db, req.params.id, req.body),
  );
  r.delete('/deletepermission/:id', { config: admin, schema: { params: idParams, response: { 200: messageBodySchema } } }, async (req) =>
    deletePermission(db, req.params.id, config.now()),
  );
  const grantResult = z.object({ message: z.string() }).merge(grantListSchema);
  r.post(
    '/user/assignpermission',
    { config: admin, schema: { body: assignPermissionRequestSchema, response: { 201: grantResult } } },
    async (req, reply) => reply.status(201).send(await assignPermission(db, req.auth!.userId, req.body, config.now())),
  );
  r.post(
    '/user/removepermission',
    {
      config: admin,
      schema: { body: assignPermissionRequestSchema.pick({ userId: true, permissionName: true }), response: { 201: grantResult } },
    },
    async (req, reply) => reply.status(201).send(await removePermission(db, req.body, config.now())),
  );
  r.get('/user/permissions/:id', { config: admin, schema: { params: idParams, response: { 200: grantListSchema } } }, async (req) =>
    grantsOf(db, await resolveUser(db, req.params.id), config.now()),
  );

  // ─── Settings: one's own permissions and requests; approvers' tasks ──────────────────────────
  r.get('/mypermissions', { config: signedIn, schema: { response: { 200: myPermissionsSchema } } }, async (req) =>
    myPermissions(db, req.auth!, config.now()),
  );
  r.post(
    '/create_permission_request',
    { config: signedIn, schema: { body: createOrderRequestSchema, response: { 201: savedOrderSchema } } },
    async (req, reply) => reply.status(201).send(await createOrder(db, req.auth!, req.body, config.now())),
  );
  r.post(
    '/re_order_permission',
    { config: signedIn, schema: { body: reorderRequestSchema, response: { 200: savedOrderSchema } } },
    async (req) => reapplyOrder(db, req.auth!, req.body.orderId),
  );
  r.post(
    '/approve_order_permission',
    {
      config: {
        policy: policies.signedIn.with('the approver of the request at that level', (req, { db }) => {
          const b = req.body as z.infer<typeof approveOrderRequestSchema>;
          return isApproverAt(db, req.auth!, b.id, b.approvalLevel);
        }),
      },
      schema: { body: approveOrderRequestSchema, response: { 200: savedOrderSchema } },
    },
    async (req) => decideOrder(db, req.auth!, req.body, config.now()),
  );
  r.get(
    '/get_all_order_permission',
    { config: signedIn, schema: { querystring: orderListQuerySchema, response: { 200: orderListSchema } } },
    async (req) => listMyOrders(db, req.auth!, req.query),
  );
  for (const path of ['/get_approver_order_permission', '/get_approver_order_permission/']) {
    r.get(path, { config: signedIn, schema: { querystring: orderListQuerySchema, response: { 200: orderListSchema } } }, async (req) =>
      listApproverTasks(db, req.auth!, req.query),
    );
  }

  // ─── Family links (admin) and the parent's reads ─────────────────────────────────────────────
  r.get('/get_students', { config: admin, schema: { response: { 200: studentChoicesSchema } } }, async () => studentChoices(db));
  r.post(
    '/link_parent',
    // Who may read the child's records changes: in the child's trail (issue 39).
    {
      config: { ...admin, audit: audits.change('profile', studentField('student_id')) },
      schema: { body: linkParentRequestSchema, response: { 201: savedParentLinkSchema } },
    },
    async (req, reply) => reply.status(201).send(await linkParent(db, req.body)),
  );
  r.delete(
    '/link_parent/:id',
    {
      config: { ...admin, audit: audits.deletion('profile', (req) => ({ familyLink: (req.params as { id: string }).id })) },
      schema: { params: idParams, response: { 200: savedParentLinkSchema } },
    },
    async (req) => unlinkParent(db, req.params.id),
  );
  r.get(
    '/parent/:id',
    {
      config: {
        policy: policies.signedIn.with('admin, or the parent themself', (req) => {
          const auth = req.auth!;
          return isAdmin(auth) || isParentSelf(auth, (req.params as { id: string }).id);
        }),
      },
      schema: { params: idParams, response: { 200: parentLinksSchema } },
    },
    async (req) => parentLinks(db, (await findParent(db, req.params.id)).id),
  );
  r.get(
    '/parent_student_academic_period/:parent_id/:student_id',
    {
      config: {
        policy: policies.signedIn.with('admin, or the parent of a linked child', async (req, { db }) => {
          const auth = req.auth!;
          const p = req.params as { parent_id: string; student_id: string };
          if (isAdmin(auth)) return true;
          return isParentSelf(auth, p.parent_id) && isLinkedChild(db, auth, p.student_id);
        }),
      },
      schema: { params: z.object({ parent_id: id, student_id: id }), response: { 200: studentPeriodsSchema } },
    },
    async (req) => studentPeriods(db, req.params.student_id),
  );
  // The family digest (ours, issue 12): only the parent themself; reading it records their visit.
  r.get(
    '/parent/:id/digest',
    {
      config: {
        policy: policies.family.with('the parent themself', (req) => isParentSelf(req.auth!, (req.params as { id: string }).id)),
        // The digest lists the children's absences since the last visit (grade values stay in the released report).
        audit: audits.read('attendance', (req) => ({ childrenOf: req.auth!.userId })),
      },
      schema: { params: idParams, response: { 200: familyDigestSchema } },
    },
    async (req) => familyDigest(db, req.auth!.userId, config.now()),
  );
}
