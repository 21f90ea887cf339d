import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  academicPeriodRequestSchema,
  academicPeriodSchema,
  addCourseRequestSchema,
  addGradeRequestSchema,
  courseSchema,
  editCourseRequestSchema,
  editGradeRequestSchema,
  gradeSchema,
  messageBodySchema,
  pageQuerySchema,
  sectionSchema,
  sectionDetailSchema,
  sectionStudentContractSchema,
  sectionTeacherContractSchema,
} from '@school/api/schemas';
import type { AppContext } from '../../context';
import { mayReadSection, policies } from '../../auth/policies';
import { addCourse, deleteCourse, editCourse, listCourses } from './courses';
import { addGrade, deleteGrade, editGrade, listGrades } from './grades';
import { addPeriod, deletePeriod, editPeriod, getPeriod, listPeriods } from './periods';
import { listSections, sectionDetail, sectionStudents, sectionTeachers } from './sections';
import { idParam as id } from '../../http/params';

const idParams = z.object({ id });
const paged = <K extends string>(key: K, item: z.ZodType) =>
  z.object({ [key]: z.array(item), totalPages: z.number().int(), totalItems: z.number().int() } as Record<K, z.ZodType>);
const saved = <K extends string>(key: K, item: z.ZodType) => z.object({ message: z.string(), [key]: item } as Record<K, z.ZodType>);

/** Academic periods, courses, grades and sections: admins and super admins (spec 000 §7 Admin). */
export async function academicsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const listOf = (key: string, item: z.ZodType) => ({
    config: { policy: policies.admin },
    schema: { params: idParams, querystring: pageQuerySchema, response: { 200: paged(key, item) } },
  });

  // ─── Academic periods ────────────────────────────────────────────────────
  r.get(
    '/academicPeriods',
    {
      config: { policy: policies.admin, cache: 'admin-list' },
      schema: { querystring: pageQuerySchema, response: { 200: paged('academicPeriods', academicPeriodSchema) } },
    },
    async (req) => listPeriods(db, req.query),
  );
  r.get(
    '/academicyears/:id',
    {
      config: { policy: policies.admin },
      schema: { params: idParams, response: { 200: z.object({ academicPeriod: academicPeriodSchema }) } },
    },
    async (req) => getPeriod(db, req.params.id),
  );
  r.post(
    '/academicPeriods',
    {
      config: { policy: policies.admin },
      schema: { body: academicPeriodRequestSchema, response: { 201: saved('academicPeriod', academicPeriodSchema) } },
    },
    async (req, reply) => reply.status(201).send(await addPeriod(db, req.body)),
  );
  r.put(
    '/academicPeriods/:id',
    {
      config: { policy: policies.admin },
      schema: { params: idParams, body: academicPeriodRequestSchema, response: { 200: saved('academicPeriod', academicPeriodSchema) } },
    },
    async (req) => editPeriod(db, req.params.id, req.body),
  );
  r.delete(
    '/academicPeriods/:id',
    { config: { policy: policies.admin }, schema: { params: idParams, response: { 200: messageBodySchema } } },
    async (req) => deletePeriod(db, req.params.id),
  );

  // ─── Courses ─────────────────────────────────────────────────────────────
  r.get('/getcourses/:id', listOf('courses', courseSchema), async (req) => listCourses(db, req.params.id, req.query));
  r.post(
    '/addcourse',
    { config: { policy: policies.admin }, schema: { body: addCourseRequestSchema, response: { 201: saved('course', courseSchema) } } },
    async (req, reply) => reply.status(201).send(await addCourse(db, req.body)),
  );
  // The client calls `editcourse/` with its trailing slash; both spellings answer.
  for (const path of ['/editcourse', '/editcourse/']) {
    r.put(
      path,
      { config: { policy: policies.admin }, schema: { body: editCourseRequestSchema, response: { 200: saved('course', courseSchema) } } },
      async (req) => editCourse(db, req.body),
    );
  }
  r.delete(
    '/deletecourse/:courseId/:periodId',
    {
      config: { policy: policies.admin },
      schema: { params: z.object({ courseId: id, periodId: id }), response: { 200: messageBodySchema } },
    },
    async (req) => deleteCourse(db, req.params.courseId, req.params.periodId),
  );

  // ─── Grades ──────────────────────────────────────────────────────────────
  r.get('/getgrades/:id', listOf('grades', gradeSchema), async (req) => listGrades(db, req.params.id, req.query));
  r.post(
    '/addgrade',
    { config: { policy: policies.admin }, schema: { body: addGradeRequestSchema, response: { 201: saved('grade', gradeSchema) } } },
    async (req, reply) => reply.status(201).send(await addGrade(db, req.body)),
  );
  r.put(
    '/editgrade',
    { config: { policy: policies.admin }, schema: { body: editGradeRequestSchema, response: { 200: saved('grade', gradeSchema) } } },
    async (req) => editGrade(db, req.body),
  );
  r.delete(
    '/deletegrade/:gradeId/:periodId',
    {
      config: { policy: policies.admin },
      schema: { params: z.object({ gradeId: id, periodId: id }), response: { 200: messageBodySchema } },
    },
    async (req) => deleteGrade(db, req.params.gradeId, req.params.periodId),
  );

  // ─── Sections ────────────────────────────────────────────────────────────
  r.get('/getsections/:id', listOf('sections', sectionSchema), async (req) => listSections(db, req.params.id, req.query));
  // Open to the section's teachers too (issue 8): their sections and schedule screens.
  const sectionReader = policies.signedIn.with('admin or teacher of the section', (req, { db }) =>
    mayReadSection(db, req.auth!, (req.params as { id: string }).id),
  );
  r.get(
    '/getsection/:id',
    { config: { policy: sectionReader }, schema: { params: idParams, response: { 200: z.object({ section: sectionDetailSchema }) } } },
    async (req) => ({ section: await sectionDetail(db, req.params.id) }),
  );
  r.get(
    '/getsectionteacher/:id',
    {
      config: { policy: sectionReader },
      schema: { params: idParams, response: { 200: z.object({ teachers: z.array(sectionTeacherContractSchema) }) } },
    },
    async (req) => sectionTeachers(db, req.params.id),
  );
  r.get(
    '/getsectionstudent/:id',
    {
      config: { policy: sectionReader },
      schema: { params: idParams, response: { 200: z.object({ students: z.array(sectionStudentContractSchema) }) } },
    },
    async (req) => sectionStudents(db, req.params.id),
  );
}
