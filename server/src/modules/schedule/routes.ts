import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageBodySchema,
  scheduleEntryRequestSchema,
  scheduleEntrySchema,
  schedulePeriodRequestSchema,
  schedulePeriodSchema,
  sectionScheduleSchema,
} from '@school/api/schemas';
import type { AppContext } from '../../context';
import { mayReadSectionSchedule, ownScheduleScope, policies } from '../../auth/policies';
import { addScheduleSlot, assignLesson, deleteScheduleSlot, getSchedule, unassignLesson } from './service';
import { idParams } from '../../http/params';

/** A section's weekly schedule: slots (rows; `periods` on the wire) and lessons (spec 000 §2 Schedule page, 001 §7). */
export async function scheduleRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  // Open to the section's teachers, students and their families (issue 8).
  const scheduleReader = policies.signedIn.with('admin or member of the section', (req, { db }) =>
    mayReadSectionSchedule(db, req.auth!, (req.params as { id: string }).id),
  );
  // Admins, and teachers granted MANAGE_SCHEDULE for the sections they teach or own (issue 12).
  const scheduleWriter = policies.admin.or('admin, or a Manage schedule holder for their own section', {
    constant: 'MANAGE_SCHEDULE',
    roles: ['teacher'],
    scope: ownScheduleScope,
  });
  r.get(
    '/getschedule/:id',
    { config: { policy: scheduleReader }, schema: { params: idParams, response: { 200: sectionScheduleSchema } } },
    async (req) => getSchedule(db, req.params.id),
  );
  r.post(
    '/schedule-period',
    {
      config: { policy: scheduleWriter },
      schema: { body: schedulePeriodRequestSchema, response: { 201: z.object({ message: z.string(), period: schedulePeriodSchema }) } },
    },
    async (req, reply) => reply.status(201).send(await addScheduleSlot(db, req.body)),
  );
  r.delete(
    '/schedule-period/:id',
    { config: { policy: scheduleWriter }, schema: { params: idParams, response: { 200: messageBodySchema } } },
    async (req) => deleteScheduleSlot(db, req.params.id),
  );
  r.post(
    '/schedule',
    {
      config: { policy: scheduleWriter },
      schema: { body: scheduleEntryRequestSchema, response: { 201: z.object({ message: z.string(), entry: scheduleEntrySchema }) } },
    },
    async (req, reply) => reply.status(201).send(await assignLesson(db, req.body)),
  );
  r.post(
    '/deleteschedule',
    { config: { policy: scheduleWriter }, schema: { body: scheduleEntryRequestSchema, response: { 200: messageBodySchema } } },
    async (req) => unassignLesson(db, req.body),
  );
}
