import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicantEntranceExamsSchema,
  assignmentListSchema,
  messageBodySchema,
  questionnaireSchema,
  savedSubmissionSchema,
  studentAssignmentSchema,
  studentAttendanceSchema,
} from '@school/api/schemas';
import type { AppContext } from '../../context';
import { isAdmin, isSelf, mayReadStudentInSection, policies } from '../../auth/policies';
import { findPerson } from '../../auth/access/people';
import { callerStudentId } from './common';
import { assignmentForStudent, deleteSubmission, editSubmission, listForStudent, submitAssignment } from './submissions';
import { studentAttendance } from './attendance';
import { answerQuestionnaire, assignedEntranceExams } from '../admissions/onboarding';
import { idParam as id } from '../../http/params';
import { audits, studentParam } from '../audit/declare';

const param = (req: FastifyRequest, key: string) => (req.params as Record<string, string>)[key];

/** The student's side of spec 001 §7: assignments and submissions, attendance, onboarding. */
export async function teachingStudentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  /** The path's first segment (`key`) is the signed-in student. Applicants are refused (policy default). */
  const ownStudent = (key: string) => policies.student.with('own student records', (req, { db }) => isSelf(db, req.auth!, param(req, key)));

  // ─── Assignments and submissions ───────────────────────────────────────────
  r.get(
    '/assignment/:id/:section_id',
    { config: { policy: ownStudent('id') }, schema: { params: z.object({ id, section_id: id }), response: { 200: assignmentListSchema } } },
    async (req) => listForStudent(db, await callerStudentId(db, req.auth!), req.params.section_id),
  );
  r.get(
    '/assignmentforstudent/:id/:assignment_id',
    {
      config: { policy: ownStudent('id') },
      schema: { params: z.object({ id, assignment_id: id }), response: { 200: studentAssignmentSchema } },
    },
    async (req) => assignmentForStudent(db, await callerStudentId(db, req.auth!), req.params.assignment_id),
  );
  r.post(
    '/assignmentsubmission/:id',
    { config: { policy: ownStudent('id') }, schema: { params: z.object({ id }), response: { 201: savedSubmissionSchema } } },
    async (req, reply) =>
      reply.status(201).send(await submitAssignment(db, config.uploadDir, await callerStudentId(db, req.auth!), req, config.now())),
  );
  r.put(
    '/assignmentsubmission/:id',
    { config: { policy: ownStudent('id') }, schema: { params: z.object({ id }), response: { 200: savedSubmissionSchema } } },
    async (req) => editSubmission(db, config.uploadDir, await callerStudentId(db, req.auth!), req, config.now()),
  );
  r.delete(
    '/assignmentsubmission/:id/:submission_id',
    { config: { policy: ownStudent('id') }, schema: { params: z.object({ id, submission_id: id }), response: { 200: messageBodySchema } } },
    async (req) => deleteSubmission(db, config.uploadDir, await callerStudentId(db, req.auth!), req.params.submission_id, config.now()),
  );

  // ─── Attendance ────────────────────────────────────────────────────────────
  for (const path of ['/getattendancesinglestudent/:_id/:section_id', '/getattendancesinglestudent/:_id/:section_id/']) {
    r.get(
      path,
      {
        config: {
          policy: policies.signedIn.with('the student, their family, the section’s teachers', (req, { db }) =>
            mayReadStudentInSection(db, req.auth!, param(req, '_id'), param(req, 'section_id')),
          ),
          audit: audits.read('attendance', studentParam('_id')),
        },
        schema: { params: z.object({ _id: id, section_id: id }), response: { 200: studentAttendanceSchema } },
      },
      async (req) => studentAttendance(db, (await findPerson(db, req.params._id)).studentId ?? req.params._id, req.params.section_id),
    );
  }

  // ─── Onboarding: an applicant's entrance exams and questionnaire answers ───
  r.get(
    '/examsforenterance/:student/:page/:limit',
    {
      config: {
        policy: policies.signedIn.with(
          'the applicant or an admin',
          (req, { db }) => isAdmin(req.auth) || isSelf(db, req.auth!, param(req, 'student')),
          {
            applicant: true,
          },
        ),
      },
      schema: {
        params: z.object({ student: id, page: z.coerce.number().int().min(1).max(10_000), limit: z.coerce.number().int().min(1).max(100) }),
        response: { 200: applicantEntranceExamsSchema },
      },
    },
    async (req) => assignedEntranceExams(db, req.params.student, req.params.page, req.params.limit),
  );
  r.post(
    '/createanswerforquestionnaire',
    {
      config: { policy: policies.studentOrApplicant.with('the questionnaire’s receiver (checked on the form)', () => true) },
      schema: { response: { 201: z.object({ message: z.string(), questionnaire: questionnaireSchema }) } },
    },
    async (req, reply) => reply.status(201).send(await answerQuestionnaire(db, config.uploadDir, req.auth!, req, config.now(), config)),
  );
}
