import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  addTeacherResponseSchema,
  assignTeacherRequestSchema,
  editAssignedRequestSchema,
  freezeTeacherRequestSchema,
  messageBodySchema,
  pageQuerySchema,
  teacherFullInfoContractSchema,
  teacherImportRequestSchema,
  teacherImportResponseSchema,
  teacherListSchema,
  type TeacherList,
  teacherSavedSchema,
  teacherImportErrorSchema,
  errorCodeSchema,
  importRowErrorSchema,
} from '@school/api/schemas';
import type { AppContext } from '../../context';
import { isAdmin, isSelf, policies } from '../../auth/policies';
import { teachers, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { sendStoredFile } from '../../files/storage';
import { fullInfo } from './read';
import { listTeachersJson } from './page-json';
import { ImportRowsError, importTeachers } from './import';
import { addTeacher, assignTeacher, editAssigned, editTeacher, freezeTeacher, removeAssigned, removeTeacher } from './write';
import { fileNameParam, fileTokenParam, idParam as id } from '../../http/params';

const periodParams = z.object({ id });
const teacherPeriodParams = z.object({ id, academic_period_id: id });
const assignedParams = z.object({ academic_period_id: id, course_id: id, section_id: id, teacher_id: id });
const teacherParams = z.object({ teacher_id: id });
const photoParams = z.object({ photo: fileNameParam, token: fileTokenParam });
/** Other 400s of the import (a body that is not a list) have no rows. */
const importRefusal = teacherImportErrorSchema.partial({ rows: true }).extend({
  errors: z.array(z.union([z.string(), importRowErrorSchema])),
  code: errorCodeSchema,
});
const listQuery = pageQuerySchema.extend({
  searchTerm: z.string().max(200).optional(),
  all: z.enum(['true', 'false']).optional(),
  /** Only the active (not frozen) or only the frozen teachers (the shared TeacherPicker asks for active ones). */
  status: z.enum(['active', 'frozen']).optional(),
});

/** The teachers of the admin area (spec 000 §7): admins and super admins only, except the photo read. */
export async function teacherRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;

  r.get(
    '/getteachers/:id',
    {
      config: { policy: policies.admin, cache: 'admin-list' },
      schema: { params: periodParams, querystring: listQuery, response: { 200: teacherListSchema } },
    },
    // The one path of the page (issue 40): the JSON text the database keeps (teacher_period_sections,
    // decision 139) put together as the answer (page-json.ts). A string with a JSON type goes out
    // without the serializer (Fastify serializes objects only).
    async (req, reply) =>
      reply.type('application/json; charset=utf-8').send((await listTeachersJson(db, req.params.id, req.query)) as unknown as TeacherList),
  );
  r.post(
    '/addteacher',
    { config: { policy: policies.admin }, schema: { response: { 201: addTeacherResponseSchema } } },
    async (req, reply) => reply.status(201).send(await addTeacher(db, config, req)),
  );
  r.post(
    '/assignteacher',
    { config: { policy: policies.admin }, schema: { body: assignTeacherRequestSchema, response: { 201: teacherSavedSchema } } },
    async (req, reply) => reply.status(201).send(await assignTeacher(db, req.body as typeof req.body & { assignedSections: string[] })),
  );
  r.put('/editteacher', { config: { policy: policies.admin }, schema: { response: { 200: teacherSavedSchema } } }, async (req) =>
    editTeacher(db, config, req),
  );
  r.delete(
    '/deleteteacher/:id/:academic_period_id',
    { config: { policy: policies.admin }, schema: { params: teacherPeriodParams, response: { 200: messageBodySchema } } },
    async (req) => removeTeacher(db, config, req.params.id, req.params.academic_period_id),
  );
  r.put(
    '/freezteacher',
    { config: { policy: policies.admin }, schema: { body: freezeTeacherRequestSchema, response: { 200: teacherSavedSchema } } },
    async (req) => freezeTeacher(db, config, req.body),
  );
  r.put(
    '/editassignedgrade',
    { config: { policy: policies.admin }, schema: { body: editAssignedRequestSchema, response: { 200: messageBodySchema } } },
    async (req) => editAssigned(db, req.body as typeof req.body & { assignedSections: string[] }),
  );
  r.delete(
    '/deleteassignedsection/:academic_period_id/:course_id/:section_id/:teacher_id',
    { config: { policy: policies.admin }, schema: { params: assignedParams, response: { 200: messageBodySchema } } },
    async (req) => removeAssigned(db, req.params),
  );
  r.post(
    '/add-multiple-teachers',
    {
      config: { policy: policies.admin },
      schema: { body: teacherImportRequestSchema, response: { 201: teacherImportResponseSchema, 400: importRefusal } },
    },
    async (req, reply) => {
      try {
        return reply.status(201).send(await importTeachers(db, config, req.body));
      } catch (err) {
        // The shared error handler sends only `{ error }`; this 400 also carries each row's errors.
        if (err instanceof ImportRowsError)
          return reply.status(400).send({ error: err.message, errors: err.errors, rows: err.rows, code: err.code });
        throw err;
      }
    },
  );
  r.get(
    '/getfullinfoteacher/:teacher_id',
    {
      // The teacher's own profile too (issue 8).
      config: {
        policy: policies.signedIn.with(
          'admin or the teacher',
          async (req, { db }) => isAdmin(req.auth) || isSelf(db, req.auth!, (req.params as { teacher_id: string }).teacher_id),
        ),
      },
      schema: { params: teacherParams, response: { 200: teacherFullInfoContractSchema } },
    },
    async (req) => fullInfo(db, req.params.teacher_id, config.now()),
  );

  // Teacher photos, token in the path: any signed-in person may see a teacher's photo; only
  // names that are a teacher's photo are served (from the users folder, see write.ts).
  // teachers/profile/{photo}/{token}: the spec's other shape of the same photo (issue 20).
  for (const path of ['/teachers/:photo/:token', '/teachers/profile/:photo/:token']) teacherPhotoRoute(path);
  function teacherPhotoRoute(path: string) {
    r.get(
      path,
      {
        config: {
          policy: policies.signedInByPath.with("signed in (token in path); a teacher's photo only", async (req, { db }) => {
            const [owner] = await db
              .select({ id: teachers.id })
              .from(teachers)
              .innerJoin(users, eq(users.id, teachers.userId))
              .where(eq(users.photo, (req.params as { photo: string }).photo))
              .limit(1);
            if (!owner) throw notFound();
            return true;
          }),
        },
        schema: { params: photoParams },
      },
      async (req, reply) => sendStoredFile(reply, config.uploadDir, 'users', req.params.photo),
    );
  }
}
