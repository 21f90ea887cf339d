import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { teachingTeacherRoutes } from './teacherRoutes';
import { teachingStudentRoutes } from './studentRoutes';
import { teachingReadRoutes } from './readRoutes';
import { teachingFileRoutes } from './fileRoutes';

/** Teacher and student areas: assignments, submissions, course material, attendance, schedules, onboarding (spec 001). Every route declares its policy (auth/policies.ts). */
export async function teachingRoutes(app: FastifyInstance, ctx: AppContext) {
  await teachingTeacherRoutes(app, ctx);
  await teachingStudentRoutes(app, ctx);
  await teachingReadRoutes(app, ctx);
  await teachingFileRoutes(app, ctx);
}
