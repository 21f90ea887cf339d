import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditExportSchema, auditFilterSchema, auditTrailQuerySchema, auditTrailSchema } from '@school/api/schemas';
import type { AppContext } from '../../context';
import { isSuperAdmin, mayReadTrail, policies, studentIdFromKey } from '../../auth/policies';
import { idParam } from '../../http/params';
import { audits, studentParam } from './declare';
import { DEFAULT_RETENTION_DAYS, expireAuditEvents, trailExport, trailPage, trailStudent } from './trail';

// ─── The audit trail's screens (issue 39, decisions 206–207) ─────────────────────────────────
//   GET audit/trail/{student_id}          a page of a student's trail, filtered
//   GET audit/trail/{student_id}/export   every event of the filters, for the CSV
// The super admin reads any student's; a Family account its linked child's, without the
// addresses. Each reading is itself recorded (kind 'trail'). No route writes the trail: it is
// written by the recorder only, and the database refuses any UPDATE or DELETE but the retention job's.

const studentParams = z.object({ student_id: idParam });

const trailReader = policies.signedIn.with('the super admin, or the family of a linked child', async (req, { db }) => {
  const key = (req.params as { student_id: string }).student_id;
  if (isSuperAdmin(req.auth!)) return true;
  const studentId = await studentIdFromKey(db, key);
  return !!studentId && mayReadTrail(db, req.auth!, studentId);
});

export async function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const zone = config.schoolTimeZone ?? 'Africa/Addis_Ababa';
  const retentionDays = Math.floor(config.auditRetentionDays ?? DEFAULT_RETENTION_DAYS);
  const options = (req: FastifyRequest) => ({ zone, withAddress: isSuperAdmin(req.auth!) });
  const recordsTrail = audits.read('trail', studentParam('student_id'));

  ctx.jobs.register({ name: 'audit retention', everyMs: 3_600_000, run: (db, now) => expireAuditEvents(db, now, retentionDays) });

  r.get(
    '/audit/trail/:student_id',
    {
      config: { policy: trailReader, audit: recordsTrail },
      schema: { params: studentParams, querystring: auditTrailQuerySchema, response: { 200: auditTrailSchema } },
    },
    async (req) => {
      const { userId, ...student } = await trailStudent(db, req.params.student_id);
      return { student, ...(await trailPage(db, userId, req.query, options(req))), retentionDays };
    },
  );
  r.get(
    '/audit/trail/:student_id/export',
    {
      config: { policy: trailReader, audit: recordsTrail },
      schema: { params: studentParams, querystring: auditFilterSchema, response: { 200: auditExportSchema } },
    },
    async (req) => {
      const { userId, ...student } = await trailStudent(db, req.params.student_id);
      return { student, ...(await trailExport(db, userId, req.query, options(req))) };
    },
  );
}
