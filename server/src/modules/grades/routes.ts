import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedStudentGradeSchema, studentGradeRequestSchema, type StudentGradeRequest } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { AppContext } from '../../context';
import { mayGradeTeacherSection, policies } from '../../auth/policies';
import { saveStudentGrade } from './marks';
import { gradeReportRoutes } from './reportRoutes';
import { gradeManageRoutes } from './manageRoutes';
import { idParam as id } from '../../http/params';
import { audits, studentField, studentParam } from '../audit/declare';

/** Grade reports, grade scale, section ownership, report cards (spec 002). Every route declares its policy (auth/policies.ts). */
export async function gradesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // The teacher of the assignment (teacherInSection_id) or an admin writes a student's course grade.
  const grader = policies.teacherOrAdmin.with('teacher of the assignment', (req, { db }) =>
    mayGradeTeacherSection(db, req.auth!, (req.body as StudentGradeRequest).teacherInSection_id),
  );

  r.post(
    '/gradereportstudent',
    {
      config: { policy: grader, audit: audits.change('grades', studentField('student_id')) },
      schema: { body: studentGradeRequestSchema, response: { 201: savedStudentGradeSchema } },
    },
    async (req, reply) =>
      reply.status(201).send({ message: messages.gradeSaved, gradeReport: await saveStudentGrade(db, req.auth!, req.body) }),
  );
  r.put(
    '/gradereportstudent/:report_id/:student_id',
    {
      config: { policy: grader, audit: audits.change('grades', studentParam('student_id')) },
      schema: {
        params: z.object({ report_id: id, student_id: id }),
        body: studentGradeRequestSchema,
        response: { 200: savedStudentGradeSchema },
      },
    },
    async (req) => ({
      message: messages.gradeSaved,
      gradeReport: await saveStudentGrade(db, req.auth!, { ...req.body, student_id: req.params.student_id }, req.params.report_id),
    }),
  );
  // Issue 10: reports, scale, ownership, visibility, comments and behavior.
  await gradeReportRoutes(app, ctx);
  await gradeManageRoutes(app, ctx);
}
