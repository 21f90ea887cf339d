import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentLinkRequestSchema,
  assignmentListSchema,
  assignmentRequestSchema,
  attendanceSheetSchema,
  courseMaterialListSchema,
  markAllPresentRequestSchema,
  markAllPresentResponseSchema,
  markAttendanceRequestSchema,
  messageBodySchema,
  savedAssignmentSchema,
  savedAttendanceSchema,
  savedCourseMaterialSchema,
  submissionDetailSchema,
  teacherSchema,
  type AssignmentLinkRequest,
  type AssignmentRequest,
} from '@school/api/schemas';
import type { AppContext } from '../../context';
import { isSelf, ownsCourseMaterial, policies, teachesAssignment, teachesOrOwnsSection, teachesSection } from '../../auth/policies';
import {
  addAssignmentDocs,
  createAssignment,
  deleteAssignment,
  deleteAssignmentDoc,
  linkAssignment,
  listForTeacher,
  updateAssignment,
} from './assignments';
import { submissionDetail } from './submissions';
import { addMaterial, deleteMaterial, listMaterial } from './material';
import { attendanceSheet, markAllPresent, markAttendance } from './attendance';
import { changeTeacherPhoto } from './profile';
import { idParam as id } from '../../http/params';
import { audits, sectionOf, studentField } from '../audit/declare';

type Params<K extends string> = Record<K, string>;
const params = <K extends string>(req: FastifyRequest) => req.params as Params<K>;

/** The teacher's side of spec 001 §7: assignments, grading reads, course material, attendance, photo. */
export async function teachingTeacherRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const t = policies.teacher;

  // ─── Policies ──────────────────────────────────────────────────────────────
  /** The body names a section and course the caller teaches. */
  const teacherOfBody = t.with('teacher of the section and course', (req, { db }) => {
    const b = req.body as AssignmentRequest;
    return teachesSection(db, req.auth!, { sectionId: b.section_id, courseId: b.course_id });
  });
  /** The path's assignment (param `key`) is of a section and course the caller teaches. */
  const teacherOfAssignment = (key: string, self?: string) =>
    t.with('teacher of the assignment', async (req, { db }) => {
      const p = req.params as Params<string>;
      return (!self || (await isSelf(db, req.auth!, p[self]))) && teachesAssignment(db, req.auth!, p[key]);
    });
  /** Path: the caller first, then a section and course they teach. */
  const selfTeaching = (self: string, section: string, course: string, name = 'teacher of the section and course') =>
    t.with(name, async (req, { db }) => {
      const p = req.params as Params<string>;
      return (await isSelf(db, req.auth!, p[self])) && teachesSection(db, req.auth!, { sectionId: p[section], courseId: p[course] });
    });

  // ─── Assignments ───────────────────────────────────────────────────────────
  r.get(
    '/assignment/:teacher_id/:section_id/:course_id',
    {
      config: { policy: selfTeaching('teacher_id', 'section_id', 'course_id') },
      schema: { params: z.object({ teacher_id: id, section_id: id, course_id: id }), response: { 200: assignmentListSchema } },
    },
    async (req) => listForTeacher(db, req.params.section_id, req.params.course_id),
  );
  for (const path of ['/assignment', '/assignment/']) {
    r.post(
      path,
      { config: { policy: teacherOfBody }, schema: { body: assignmentRequestSchema, response: { 201: savedAssignmentSchema } } },
      async (req, reply) => reply.status(201).send(await createAssignment(db, req.auth!, req.body)),
    );
  }
  r.put(
    '/assignment/:_id',
    {
      config: {
        policy: t.with('teacher of the assignment', async (req, { db }) => {
          const b = req.body as AssignmentRequest;
          return (
            (await teachesAssignment(db, req.auth!, params<'_id'>(req)._id)) &&
            teachesSection(db, req.auth!, { sectionId: b.section_id, courseId: b.course_id })
          );
        }),
      },
      schema: { params: z.object({ _id: id }), body: assignmentRequestSchema, response: { 200: savedAssignmentSchema } },
    },
    async (req) => updateAssignment(db, req.params._id, req.body),
  );
  r.delete(
    '/assignment/:ID/:_id',
    {
      config: { policy: teacherOfAssignment('_id', 'ID') },
      schema: { params: z.object({ ID: id, _id: id }), response: { 200: messageBodySchema } },
    },
    async (req) => deleteAssignment(db, config.uploadDir, req.params._id),
  );
  r.post(
    '/assignmentlink',
    {
      config: {
        policy: t.with('teacher of the assignment', (req, { db }) =>
          teachesAssignment(db, req.auth!, (req.body as AssignmentLinkRequest).assignment_id),
        ),
      },
      schema: { body: assignmentLinkRequestSchema, response: { 200: savedAssignmentSchema } },
    },
    async (req) => linkAssignment(db, req.body),
  );
  r.post(
    '/assignmentdoc/:_id/:asg',
    {
      config: { policy: teacherOfAssignment('asg', '_id') },
      schema: { params: z.object({ _id: id, asg: id }), response: { 201: savedAssignmentSchema } },
    },
    async (req, reply) => reply.status(201).send(await addAssignmentDocs(db, config.uploadDir, req.params.asg, req)),
  );
  r.delete(
    '/assignmentdoc/:_id/:asg/:index',
    {
      config: { policy: teacherOfAssignment('asg', '_id') },
      schema: {
        params: z.object({ _id: id, asg: id, index: z.coerce.number().int().min(0).max(100) }),
        response: { 200: savedAssignmentSchema },
      },
    },
    async (req) => deleteAssignmentDoc(db, config.uploadDir, req.params.asg, req.params.index),
  );
  r.get(
    '/submittedassignment_by_student/:teacher_id/:assignment_id/:student_id/:section_id/:course_id',
    {
      config: { policy: selfTeaching('teacher_id', 'section_id', 'course_id') },
      schema: {
        params: z.object({ teacher_id: id, assignment_id: id, student_id: id, section_id: id, course_id: id }),
        response: { 200: submissionDetailSchema },
      },
    },
    async (req) => submissionDetail(db, req.params.assignment_id, req.params.student_id, req.params.section_id, req.params.course_id),
  );

  // ─── Course material ───────────────────────────────────────────────────────
  const materialParams = z.object({ _id: id, course_id: id, section_id: id });
  r.get(
    '/getcoursematerial/:_id/:course_id/:section_id',
    {
      config: {
        policy: t.with('teacher of the section', async (req, { db }) => {
          const p = params<'_id' | 'section_id'>(req);
          return (await isSelf(db, req.auth!, p._id)) && teachesOrOwnsSection(db, req.auth!, p.section_id);
        }),
      },
      schema: { params: materialParams, response: { 200: courseMaterialListSchema } },
    },
    async (req) => listMaterial(db, req.params.section_id, req.params.course_id),
  );
  r.post(
    '/addcoursematerial/:_id/:course_id/:section_id',
    {
      config: { policy: selfTeaching('_id', 'section_id', 'course_id') },
      schema: { params: materialParams, response: { 201: savedCourseMaterialSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await addMaterial(db, config.uploadDir, req.auth!, req.params.section_id, req.params.course_id, req)),
  );
  for (const path of ['/deletecoursematerial/:_id/:cm', '/deletecoursematerial/:_id/:cm/']) {
    r.delete(
      path,
      {
        config: {
          policy: t.with('owner of the course material', async (req, { db }) => {
            const p = params<'_id' | 'cm'>(req);
            return (await isSelf(db, req.auth!, p._id)) && ownsCourseMaterial(db, req.auth!, p.cm);
          }),
        },
        schema: { params: z.object({ _id: id, cm: id }), response: { 200: messageBodySchema } },
      },
      async (req) => deleteMaterial(db, config.uploadDir, req.params.cm),
    );
  }

  // ─── Attendance ────────────────────────────────────────────────────────────
  r.get(
    '/getattendancestudents/:_id/:course_id/:section_id/:date',
    {
      config: { policy: selfTeaching('_id', 'section_id', 'course_id'), audit: audits.read('attendance', sectionOf('section_id')) },
      schema: {
        params: z.object({ _id: id, course_id: id, section_id: id, date: markAttendanceRequestSchema.shape.date }),
        response: { 200: attendanceSheetSchema },
      },
    },
    async (req) => attendanceSheet(db, req.params.section_id, req.params.course_id, req.params.date),
  );
  const markPolicy = t.with('teacher of the section and course', (req, { db }) => {
    const b = req.body as { section_id: string; course_id: string };
    return teachesSection(db, req.auth!, { sectionId: b.section_id, courseId: b.course_id });
  });
  r.post(
    '/markattendance',
    {
      config: { policy: markPolicy, audit: audits.change('attendance', studentField('student_id')) },
      schema: { body: markAttendanceRequestSchema, response: { 201: savedAttendanceSchema } },
    },
    async (req, reply) => reply.status(201).send(await markAttendance(db, req.auth!, req.body, config.now())),
  );
  r.post(
    '/markattendanceall',
    {
      config: { policy: markPolicy, audit: audits.change('attendance', sectionOf('section_id', 'body')) },
      schema: { body: markAllPresentRequestSchema, response: { 201: markAllPresentResponseSchema } },
    },
    async (req, reply) => reply.status(201).send(await markAllPresent(db, req.auth!, req.body, config.now())),
  );

  // ─── Profile photo ─────────────────────────────────────────────────────────
  r.put(
    '/changeteacherprofilepic/:teacher_id',
    {
      config: { policy: t.with('own profile', (req, { db }) => isSelf(db, req.auth!, params<'teacher_id'>(req).teacher_id)) },
      schema: { params: z.object({ teacher_id: id }), response: { 200: z.object({ message: z.string(), teacher: teacherSchema }) } },
    },
    async (req) => changeTeacherPhoto(db, config.uploadDir, req.params.teacher_id, req, config.now()),
  );
}
