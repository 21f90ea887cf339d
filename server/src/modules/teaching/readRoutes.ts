import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personScheduleSchema, studentDashboardSchema, teacherDashboardSchema, teacherInPeriodSchema } from '@school/api/schemas';
import type { AppContext } from '../../context';
import { isAdmin, isSelf, isSelfOrGuardian, policies } from '../../auth/policies';
import { personSchedule, teacherInPeriod } from './schedule';
import { studentDashboard, teacherDashboard } from './dashboards';
import { idParam as id } from '../../http/params';

const param = (req: FastifyRequest, key: string) => (req.params as Record<string, string>)[key];

/** Dashboards and a person's week (spec 001 §7 Teacher profile and dashboards, Schedules). */
export async function teachingReadRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const selfOrAdmin = (key: string, who = policies.signedIn) =>
    who.with('self or an admin', async (req, { db }) => isAdmin(req.auth) || isSelf(db, req.auth!, param(req, key)));
  const selfGuardianOrAdmin = (key: string) =>
    policies.signedIn.with('self, a linked family or an admin', (req, { db }) => isSelfOrGuardian(db, req.auth!, param(req, key)));

  r.get(
    '/teacher_dash_data/:teacherId',
    {
      config: { policy: selfOrAdmin('teacherId') },
      schema: { params: z.object({ teacherId: id }), response: { 200: teacherDashboardSchema } },
    },
    async (req) => teacherDashboard(db, req.params.teacherId, config.now()),
  );
  r.get(
    '/student_dash_data/:studentId',
    {
      config: { policy: selfGuardianOrAdmin('studentId') },
      schema: { params: z.object({ studentId: id }), response: { 200: studentDashboardSchema } },
    },
    async (req) => studentDashboard(db, req.params.studentId, config.now()),
  );
  r.get(
    '/schedule/:a/:b',
    {
      config: { policy: selfGuardianOrAdmin('a') },
      schema: { params: z.object({ a: id, b: id }), response: { 200: personScheduleSchema } },
    },
    async (req) => personSchedule(db, req.params.a, req.params.b, config.now()),
  );
  r.get(
    '/getteacher/:a/:b',
    { config: { policy: selfOrAdmin('a') }, schema: { params: z.object({ a: id, b: id }), response: { 200: teacherInPeriodSchema } } },
    async (req) => teacherInPeriod(db, req.params.a, req.params.b, config.now()),
  );
}
