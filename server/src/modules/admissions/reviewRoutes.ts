import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicantListSchema,
  approveRequestSchema,
  createEntranceLinkRequestSchema,
  createQuestionnaireRequestSchema,
  entranceExamLinkListSchema,
  entranceExamLinkSchema,
  entranceExamListSchema,
  messageBodySchema,
  pageQuerySchema,
  questionnaireListSchema,
  questionnaireSchema,
  savedStudentSchema,
  studentListSchema,
  studentResponseSchema,
  updateQuestionnaireRequestSchema,
} from '@school/api/schemas';
import type { AppContext } from '../../context';
import { isAdmin, isSelf, policies } from '../../auth/policies';
import { loadStudentRecord, pageOfStudents, toStudentRow } from '../students/records';
import {
  approveApplicant,
  createEntranceLink,
  createQuestionnaire,
  deleteEntranceLink,
  deleteQuestionnaire,
  listEntranceExams,
  listEntranceLinks,
  listQuestionnaires,
  updateQuestionnaire,
} from './review';
import { idParams } from '../../http/params';
import { audits, studentParam } from '../audit/declare';

/** Applicants (spec 000 §7 Admin): approval, entrance exams, questionnaires; admins only. */
export async function applicantRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;

  r.get(
    '/studenttobeapproved',
    {
      config: { policy: policies.admin, cache: 'admin-list' },
      schema: { querystring: pageQuerySchema, response: { 200: applicantListSchema } },
    },
    async (req) => {
      const { rows, totalItems, totalPages } = await pageOfStudents(db, false, req.query);
      return {
        StudentsTobeApproved: rows.map(({ student: s, user: u }) => ({
          _id: s.id,
          ID: u.ID,
          firstName: s.firstName,
          middleName: s.middleName,
          lastName: s.lastName,
          gender: s.gender,
          email: s.email,
          age: s.age,
          classG: s.classG,
          application_year: s.applicationYear,
          application_semester: s.applicationSemester,
          Date: s.createdAt.getTime(),
        })),
        totalItems,
        totalPages,
      };
    },
  );
  r.get(
    '/studentalreadyapproved',
    {
      config: { policy: policies.admin, cache: 'admin-list' },
      schema: { querystring: pageQuerySchema, response: { 200: studentListSchema } },
    },
    async (req) => {
      const { rows, totalItems, totalPages } = await pageOfStudents(db, true, req.query);
      return { students: rows.map(toStudentRow), totalItems, totalPages };
    },
  );
  r.get(
    '/getunapprovedstudent/:id',
    {
      config: { policy: policies.admin, audit: audits.read('profile', studentParam('id')) },
      schema: { params: idParams, response: { 200: studentResponseSchema } },
    },
    async (req) => ({
      student: await loadStudentRecord(db, req.params.id),
    }),
  );
  r.post(
    '/approve',
    { config: { policy: policies.admin }, schema: { body: approveRequestSchema, response: { 200: savedStudentSchema } } },
    async (req) => approveApplicant(db, req.body._id),
  );

  // ─── Entrance exams ────────────────────────────────────────────────────
  r.get('/examsforentrance', { config: { policy: policies.admin }, schema: { response: { 200: entranceExamListSchema } } }, async () =>
    listEntranceExams(db),
  );
  r.get(
    '/getenterancelinks/:id',
    { config: { policy: policies.admin }, schema: { params: idParams, response: { 200: entranceExamLinkListSchema } } },
    async (req) => listEntranceLinks(db, req.params.id),
  );
  r.post(
    '/createenterancelink',
    {
      config: { policy: policies.admin },
      schema: { body: createEntranceLinkRequestSchema, response: { 201: z.object({ message: z.string(), link: entranceExamLinkSchema }) } },
    },
    async (req, reply) => reply.status(201).send(await createEntranceLink(db, req.body)),
  );
  r.delete(
    '/deleteEnteranceExamLink/:id',
    { config: { policy: policies.admin }, schema: { params: idParams, response: { 200: messageBodySchema } } },
    async (req) => deleteEntranceLink(db, req.params.id),
  );

  // ─── Questionnaires ────────────────────────────────────────────────────
  const savedQuestionnaire = z.object({ message: z.string(), questionnaire: questionnaireSchema });
  r.get(
    '/getquestionaires/:id',
    {
      // The applicant reads their own questionnaires (issue 8, onboarding).
      config: {
        policy: policies.signedIn.with(
          'admin or the receiver',
          async (req, { db }) => isAdmin(req.auth) || isSelf(db, req.auth!, (req.params as { id: string }).id),
          { applicant: true },
        ),
      },
      schema: { params: idParams, response: { 200: questionnaireListSchema } },
    },
    async (req) => listQuestionnaires(db, req.params.id),
  );
  r.post(
    '/createquestionaire',
    { config: { policy: policies.admin }, schema: { body: createQuestionnaireRequestSchema, response: { 201: savedQuestionnaire } } },
    async (req, reply) => reply.status(201).send(await createQuestionnaire(db, req.auth!.userId, req.body, config.now())),
  );
  r.put(
    '/updatequestionaire/:id',
    {
      config: { policy: policies.admin },
      schema: { params: idParams, body: updateQuestionnaireRequestSchema, response: { 200: savedQuestionnaire } },
    },
    async (req) => updateQuestionnaire(db, req.params.id, req.body, config.now()),
  );
  r.delete(
    '/deletequestionaire/:id',
    { config: { policy: policies.admin }, schema: { params: idParams, response: { 200: messageBodySchema } } },
    async (req) => deleteQuestionnaire(db, config.uploadDir, req.params.id),
  );
}
