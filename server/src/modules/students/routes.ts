import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addedStudentSchema,
  editStudentSectionRequestSchema,
  errorCodeSchema,
  importRowErrorSchema,
  importStudentsErrorSchema,
  freezeStudentRequestSchema,
  importedStudentsSchema,
  importStudentsRequestSchema,
  messageBodySchema,
  pageQuerySchema,
  savedStudentSchema,
  studentDocumentTypeSchema,
  studentListSchema,
  studentResponseSchema,
  studentSectionRequestSchema,
  type StudentDocumentType,
} from '@school/api/schemas';
import { messages } from '../../i18n';
import type { AppContext } from '../../context';
import { mayReadStudentRecord, policies } from '../../auth/policies';
import { addDocuments, deleteDocument, editProfilePic } from './documents';
import { findStudent, loadStudentRecord, pageOfStudents, toStudentRow } from './records';
import { addStudentToSection, editStudentSection, removeStudentFromSection } from './sections';
import { addStudent, deleteStudent, editStudent, ImportRejected, importStudents, toggleFreeze } from './service';
import { idParams } from '../../http/params';
import { audits, studentField, studentParam } from '../audit/declare';

/** The upload path of each document slot (spec 000 §7). */
const documentRoutes: Record<StudentDocumentType, string> = {
  BirthCertificate: 'addbirthcertificate',
  GradeReport: 'addgradereport',
  NationalID: 'addnationalid',
  neccesseryDoc: 'addotherdoc',
};

/** A student's fields as the form sends them (keys bounded here, values by studentFieldsSchema in the service). */
/** The 400 of importstudent: every row with its errors, or the request's own refusal. */
const importRefusal = importStudentsErrorSchema.extend({
  errors: z.array(z.union([z.string(), importRowErrorSchema])),
  code: errorCodeSchema,
});
const studentFieldsBody = z.record(z.string().max(100, messages.invalidData), z.unknown());

/** Students (spec 000 §7 Students): admins manage; edit, delete and freeze are super admin only. */
export async function studentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;

  r.get(
    '/getstudents',
    {
      config: { policy: policies.admin, cache: 'admin-list' },
      schema: { querystring: pageQuerySchema, response: { 200: studentListSchema } },
    },
    async (req) => {
      const { rows, totalItems, totalPages } = await pageOfStudents(db, true, req.query);
      return { students: rows.map(toStudentRow), totalItems, totalPages };
    },
  );

  // Admins read any student; a student (an applicant too) their own record; a Family account its
  // linked students.
  const recordReader = policies.signedIn.with(
    'admins, the student, a linked family',
    async (req, { db }) => mayReadStudentRecord(db, req.auth!, (await findStudent(db, (req.params as { id: string }).id)).student.id),
    { applicant: true },
  );
  r.get(
    '/getstudent/:id',
    {
      config: { policy: recordReader, audit: audits.read('profile', studentParam('id')) },
      schema: { params: idParams, response: { 200: studentResponseSchema } },
    },
    async (req) => ({
      student: await loadStudentRecord(db, (await findStudent(db, req.params.id)).student.id),
    }),
  );

  r.post(
    '/addsinglestudent',
    {
      config: { policy: policies.admin },
      schema: { body: studentFieldsBody, response: { 201: addedStudentSchema } },
    },
    async (req, reply) => reply.status(201).send(await addStudent(db, req.body, config.now())),
  );

  r.post(
    '/importstudent',
    {
      config: { policy: policies.admin },
      schema: { body: importStudentsRequestSchema, response: { 201: importedStudentsSchema, 400: importRefusal } },
    },
    async (req, reply) => {
      try {
        return reply.status(201).send(await importStudents(db, req.body, config.now()));
      } catch (err) {
        if (err instanceof ImportRejected)
          return reply.status(400).send({ error: err.message, errors: err.errors, students: err.students, code: err.code });
        throw err;
      }
    },
  );

  r.put(
    '/editstudent/:id',
    {
      config: { policy: policies.superAdmin, audit: audits.change('profile', studentParam('id')) },
      schema: {
        params: idParams,
        body: studentFieldsBody,
        response: { 200: savedStudentSchema },
      },
    },
    async (req) => editStudent(db, req.params.id, req.body),
  );
  r.delete(
    '/deletestudent/:id',
    {
      config: { policy: policies.superAdmin, audit: audits.deletion('profile', studentParam('id')) },
      schema: { params: idParams, response: { 200: messageBodySchema } },
    },
    async (req) => deleteStudent(db, config.uploadDir, req.params.id),
  );
  r.put(
    '/freezstudent',
    {
      config: { policy: policies.superAdmin, audit: audits.change('profile', studentField('ID')) },
      schema: { body: freezeStudentRequestSchema, response: { 200: savedStudentSchema } },
    },
    async (req) => toggleFreeze(db, req.body.ID),
  );

  // ─── Academic records ──────────────────────────────────────────────────
  r.post(
    '/addstudenttosection',
    {
      config: { policy: policies.admin, audit: audits.change('profile', studentField('student_id')) },
      schema: { body: studentSectionRequestSchema, response: { 201: savedStudentSchema } },
    },
    async (req, reply) => reply.status(201).send(await addStudentToSection(db, req.body)),
  );
  r.put(
    '/editstudenttosection',
    {
      config: { policy: policies.admin, audit: audits.change('profile', studentField('student_id')) },
      schema: { body: editStudentSectionRequestSchema, response: { 200: savedStudentSchema } },
    },
    async (req) => editStudentSection(db, req.body),
  );
  r.delete(
    '/deletestudenttosection/:student_id/:section_id/:academic_period_id',
    {
      config: { policy: policies.admin, audit: audits.change('profile', studentParam('student_id')) },
      schema: { params: studentSectionRequestSchema, response: { 200: savedStudentSchema } },
    },
    async (req) => removeStudentFromSection(db, req.params),
  );

  // ─── Documents and photo ───────────────────────────────────────────────
  for (const [type, path] of Object.entries(documentRoutes) as [StudentDocumentType, string][]) {
    r.post(
      `/${path}/:id`,
      {
        config: { policy: policies.admin, audit: audits.change('documents', studentParam('id')) },
        schema: { params: idParams, response: { 201: savedStudentSchema } },
      },
      async (req, reply) => reply.status(201).send(await addDocuments(db, config.uploadDir, req.params.id, type, req)),
    );
  }
  r.delete(
    '/deletestudentfile/:type/:id/:index',
    {
      config: { policy: policies.admin, audit: audits.change('documents', studentParam('id')) },
      schema: {
        params: z.object({
          type: studentDocumentTypeSchema,
          id: z.string().trim().min(1).max(100),
          index: z.coerce.number({ error: messages.documentIndexUnknown }).int().min(0).max(1000),
        }),
        response: { 200: savedStudentSchema },
      },
    },
    async (req) => deleteDocument(db, config.uploadDir, req.params.id, req.params.type, req.params.index),
  );
  r.put(
    '/editprofilepic/:id',
    {
      config: { policy: policies.admin, audit: audits.change('profile', studentParam('id')) },
      schema: { params: idParams, response: { 200: savedStudentSchema } },
    },
    async (req) => editProfilePic(db, config.uploadDir, req.params.id, req),
  );
}
