import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { examTeacherRoutes } from './teacherRoutes';
import { examStudentRoutes } from './studentRoutes';
import { examFileRoutes } from './fileRoutes';
import { examDeadlineJob } from './finalize';

/** Exams: builder, taker, monitoring, results, entrance exams (spec 001). Every route declares its policy (auth/policies.ts). */
export async function examsRoutes(app: FastifyInstance, ctx: AppContext) {
  await examTeacherRoutes(app, ctx);
  await examStudentRoutes(app, ctx);
  await examFileRoutes(app, ctx);
  // The server finalises attempts past their deadline even if the browser never submits.
  ctx.jobs.register(examDeadlineJob);
}
