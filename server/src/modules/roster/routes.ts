import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rosterCheckSchema, rosterExportQuerySchema, rosterImportResponseSchema, rosterRefusalSchema } from '@school/api/schemas';
import type { AppContext } from '../../context';
import { policies } from '../../auth/policies';
import { buildExport } from './export';
import { checkRoster, importRoster, readUpload, RosterRefusal } from './service';
import { zipStream } from './zip';

/** A refused zip's 400 carries each problem's file, line and column (the shared handler sends only `{ error }`). */
async function answering<T>(reply: FastifyReply, status: number, work: () => Promise<T>) {
  try {
    return reply.status(status).send(await work());
  } catch (err) {
    if (err instanceof RosterRefusal) return reply.status(400).send(err.body);
    throw err;
  }
}

/** Roster exchange (issue 39): a OneRoster 1.2 CSV zip out and in, for admins. */
export async function rosterRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;

  r.get('/roster/export', { config: { policy: policies.admin }, schema: { querystring: rosterExportQuerySchema } }, async (req, reply) => {
    const now = config.now();
    const built = await buildExport(db, { periodId: req.query.academic_period_id, withGrades: req.query.grades === 'true' });
    const name = `oneroster-${built.periodLabel ? `${built.periodLabel}-` : ''}${now.toISOString().slice(0, 10)}.zip`;
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'no-store')
      .send(zipStream(built.files, now));
  });
  r.post(
    '/roster/import/check',
    { config: { policy: policies.admin }, schema: { response: { 200: rosterCheckSchema, 400: rosterRefusalSchema } } },
    async (req, reply) => answering(reply, 200, async () => checkRoster(db, req.auth!, await readUpload(req))),
  );
  r.post(
    '/roster/import',
    { config: { policy: policies.admin }, schema: { response: { 201: rosterImportResponseSchema, 400: rosterRefusalSchema } } },
    async (req, reply) => answering(reply, 201, async () => importRoster(db, req.auth!, await readUpload(req), config.now())),
  );
}
