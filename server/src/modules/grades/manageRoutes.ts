import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allSectionsResponseSchema,
  behaviorRequestSchema,
  commentRequestSchema,
  gradeScaleRequestSchema,
  gradeScaleResponseSchema,
  messageBodySchema,
  releasePreviewSchema,
  reopenTermRequestSchema,
  reopenTermResponseSchema,
  savedBehaviorSchema,
  savedCommentSchema,
  savedGradeScaleSchema,
  savedSectionOwnerSchema,
  savedSectionYearOwnerSchema,
  sectionOwnerRequestSchema,
  sectionOwnersResponseSchema,
  sectionYearOwnerRequestSchema,
  sectionYearOwnersResponseSchema,
  visibilityRequestSchema,
  visibilityResponseSchema,
  yearVisibilityRequestSchema,
  type BehaviorRequest,
  type CommentRequest,
  type ReopenTermRequest,
  type VisibilityRequest,
  type YearVisibilityRequest,
} from '@school/api/schemas';
import { messages } from '../../i18n';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import { isAdmin, mayManageSection, mayManageSectionYear, policies } from '../../auth/policies';
import { badRequest } from '../../http/errors';
import { readGradeScale, saveGradeScale } from './scale';
import {
  addSectionOwner,
  addSectionYearOwner,
  allSections,
  listSectionOwners,
  listSectionYearOwners,
  removeSectionOwner,
  removeSectionYearOwner,
} from './sectionOwners';
import { setSectionVisibility, setYearVisibility, termReleasePreview, yearReleasePreview } from './visibility';
import { reopenTerm } from './release';
import {
  addBehavior,
  addComment,
  deleteBehavior,
  deleteComment,
  sectionOfBehavior,
  sectionOfComment,
  updateBehavior,
  updateComment,
} from './notes';
import { idParam as id } from '../../http/params';
import { audits, sectionOf, studentField, studentParam } from '../audit/declare';

type P = Record<string, string>;
const params = (req: FastifyRequest) => req.params as P;

/** A row named in the path (comment, behavior): its section's owner or an admin; an unknown row is the handler's 404 for admins. */
const ownerOfRow = (find: (db: Db, id: string) => Promise<string | null>) => async (req: FastifyRequest, db: Db) => {
  const sectionId = await find(db, params(req).id);
  return sectionId ? mayManageSection(db, req.auth as AuthUser, sectionId) : isAdmin(req.auth);
};

/** Grade scale, section ownership, visibility, the owner's comment and behavior (spec 002 §7). */
export async function gradeManageRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const bodySectionManager = policies.teacherOrAdmin.with('admin or the section owner', (req, { db }) =>
    mayManageSection(db, req.auth!, (req.body as { section_id: string }).section_id),
  );

  // ─── Grade scale ───
  r.get('/gradescale', { config: { policy: policies.signedIn }, schema: { response: { 200: gradeScaleResponseSchema } } }, async () =>
    readGradeScale(db),
  );
  r.post(
    '/gradescale',
    { config: { policy: policies.admin }, schema: { body: gradeScaleRequestSchema, response: { 201: savedGradeScaleSchema } } },
    async (req, reply) => reply.status(201).send(await saveGradeScale(db, req.body)),
  );

  // ─── Section ownership ───
  r.get('/getallsections', { config: { policy: policies.admin }, schema: { response: { 200: allSectionsResponseSchema } } }, async () =>
    allSections(db),
  );
  r.get(
    '/sectionowner',
    { config: { policy: policies.teacherOrAdmin }, schema: { response: { 200: sectionOwnersResponseSchema } } },
    async (req) => listSectionOwners(db, req.auth!),
  );
  r.post(
    '/sectionowner',
    { config: { policy: policies.admin }, schema: { body: sectionOwnerRequestSchema, response: { 201: savedSectionOwnerSchema } } },
    async (req, reply) => reply.status(201).send(await addSectionOwner(db, req.body)),
  );
  r.delete(
    '/sectionowner/:id',
    { config: { policy: policies.admin }, schema: { params: z.object({ id }), response: { 200: messageBodySchema } } },
    async (req) => removeSectionOwner(db, req.params.id),
  );
  r.get(
    '/sectionownerbyyear',
    { config: { policy: policies.teacherOrAdmin }, schema: { response: { 200: sectionYearOwnersResponseSchema } } },
    async (req) => listSectionYearOwners(db, req.auth!),
  );
  r.post(
    '/sectionowneryear',
    { config: { policy: policies.admin }, schema: { body: sectionYearOwnerRequestSchema, response: { 201: savedSectionYearOwnerSchema } } },
    async (req, reply) => reply.status(201).send(await addSectionYearOwner(db, req.body)),
  );
  r.delete(
    '/sectionowneryear/:id',
    { config: { policy: policies.admin }, schema: { params: z.object({ id }), response: { 200: messageBodySchema } } },
    async (req) => removeSectionYearOwner(db, req.params.id),
  );

  // ─── Visibility (hidden until released; a release notifies students and families) ───
  r.post(
    '/changegradevisibilitystatus',
    {
      config: { policy: bodySectionManager, audit: audits.change('grades', sectionOf('section_id', 'body')) },
      schema: { body: visibilityRequestSchema, response: { 200: visibilityResponseSchema } },
    },
    async (req) => setSectionVisibility(db, req.auth!, req.body as VisibilityRequest),
  );
  // Issue 35: what a release does, for its confirmation (the terms locked, the families told).
  r.get(
    '/releasepreview/:section_id',
    {
      config: {
        policy: policies.teacherOrAdmin.with('admin or the section owner', (req, { db }) =>
          mayManageSection(db, req.auth!, params(req).section_id),
        ),
      },
      schema: { params: z.object({ section_id: id }), response: { 200: releasePreviewSchema } },
    },
    async (req) => termReleasePreview(db, req.params.section_id),
  );
  r.get(
    '/releasepreviewbyyear/:section_name/:year',
    {
      config: {
        policy: policies.teacherOrAdmin.with('admin or an owner of the section for the year', (req, { db }) =>
          mayManageSectionYear(db, req.auth!, params(req).section_name, Number(params(req).year)),
        ),
      },
      schema: {
        params: z.object({ section_name: z.string().trim().min(1).max(100), year: z.coerce.number().int().min(1900).max(3000) }),
        response: { 200: releasePreviewSchema },
      },
    },
    async (req) => yearReleasePreview(db, req.params.section_name, req.params.year),
  );
  r.post(
    '/reopenterm',
    { config: { policy: bodySectionManager }, schema: { body: reopenTermRequestSchema, response: { 200: reopenTermResponseSchema } } },
    async (req) => reopenTerm(db, req.auth!, req.body as ReopenTermRequest),
  );
  r.post(
    '/changegradevisibilitystatusbyyear',
    {
      config: {
        policy: policies.teacherOrAdmin.with('admin or an owner of the section for the year', (req, { db }) => {
          const b = req.body as YearVisibilityRequest;
          return mayManageSectionYear(db, req.auth!, b.section_name, b.year);
        }),
        audit: audits.change('grades', (req) => {
          const b = req.body as YearVisibilityRequest;
          return { sectionYear: { name: b.section_name, year: Number(b.year) } };
        }),
      },
      schema: { body: yearVisibilityRequestSchema, response: { 201: visibilityResponseSchema } },
    },
    async (req, reply) => reply.status(201).send(await setYearVisibility(db, req.auth!, req.body)),
  );

  // ─── The owner's comment ───
  r.post(
    '/commentstudentgrade/:student_id/:section_id',
    {
      config: { policy: bodySectionManager, audit: audits.change('grades', studentParam('student_id')) },
      schema: { params: z.object({ student_id: id, section_id: id }), body: commentRequestSchema, response: { 201: savedCommentSchema } },
    },
    async (req, reply) => {
      const body = req.body as CommentRequest;
      if (body.section_id !== req.params.section_id || body.student_id !== req.params.student_id) throw badRequest(messages.invalidData);
      return reply.status(201).send(await addComment(db, req.auth!, body));
    },
  );
  r.put(
    '/commentstudentgrade/:id',
    {
      config: {
        policy: policies.teacherOrAdmin.with(
          'admin or the section owner',
          async (req, { db }) =>
            (await ownerOfRow(sectionOfComment)(req, db)) && mayManageSection(db, req.auth!, (req.body as CommentRequest).section_id),
        ),
        audit: audits.change('grades', studentField('student_id')),
      },
      schema: { params: z.object({ id }), body: commentRequestSchema, response: { 200: savedCommentSchema } },
    },
    async (req) => updateComment(db, req.auth!, req.params.id, req.body as CommentRequest),
  );
  r.delete(
    '/commentstudentgrade/:id',
    {
      config: {
        policy: policies.teacherOrAdmin.with('admin or the section owner', (req, { db }) => ownerOfRow(sectionOfComment)(req, db)),
        audit: audits.deletion('grades', (req) => ({ comment: params(req).id })),
      },
      schema: { params: z.object({ id }), response: { 200: messageBodySchema } },
    },
    async (req) => deleteComment(db, req.params.id),
  );

  // ─── The owner's behavior value ───
  r.post(
    '/studentbehavior',
    {
      config: { policy: bodySectionManager, audit: audits.change('grades', studentField('student_id')) },
      schema: { body: behaviorRequestSchema, response: { 201: savedBehaviorSchema } },
    },
    async (req, reply) => reply.status(201).send(await addBehavior(db, req.auth!, req.body as BehaviorRequest)),
  );
  r.put(
    '/studentbehavior/:id',
    {
      config: {
        policy: policies.teacherOrAdmin.with(
          'admin or the section owner',
          async (req, { db }) =>
            (await ownerOfRow(sectionOfBehavior)(req, db)) && mayManageSection(db, req.auth!, (req.body as BehaviorRequest).section_id),
        ),
        audit: audits.change('grades', studentField('student_id')),
      },
      schema: { params: z.object({ id }), body: behaviorRequestSchema, response: { 200: savedBehaviorSchema } },
    },
    async (req) => updateBehavior(db, req.auth!, req.params.id, req.body as BehaviorRequest),
  );
  r.delete(
    '/studentbehavior/:student_id/:section_id',
    {
      config: {
        policy: policies.teacherOrAdmin.with('admin or the section owner', (req, { db }) =>
          mayManageSection(db, req.auth!, params(req).section_id),
        ),
        audit: audits.change('grades', studentParam('student_id')),
      },
      schema: { params: z.object({ student_id: id, section_id: id }), response: { 200: messageBodySchema } },
    },
    async (req) => deleteBehavior(db, req.params.student_id, req.params.section_id),
  );
}
