import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseReportSchema,
  gradeChangesSchema,
  gradeEntrySchema,
  reportCardsSchema,
  sectionReportSchema,
  singleReportSchema,
  studentReportListSchema,
  teacherGradeCoursesSchema,
  yearlyReportSchema,
} from '@school/api/schemas';
import type { AppContext } from '../../context';
import {
  isAdmin,
  isSelf,
  isSelfOrGuardian,
  mayGradeTeacherSection,
  mayManageSection,
  mayManageSectionYear,
  mayReadStudentReport,
  mayReadStudentYear,
  policies,
  taughtSectionScope,
  teachesSection,
} from '../../auth/policies';
import { courseReport, reportCards, sectionReport, singleReport } from './reports';
import { yearlyReport } from './yearly';
import { gradeEntry, gradeHistory, studentReportList, teacherCourses } from './history';
import { idParam as id } from '../../http/params';
import { audits, sectionOf, studentParam } from '../audit/declare';

const name = z.string().trim().min(1).max(100);
const year = z.coerce.number().int().min(1900).max(3000);
type P = Record<string, string>;
const params = (req: FastifyRequest) => req.params as P;

/** The reads of spec 002 §7 (reports) and ours (cards, history, grade entry, a student's list). */
export async function gradeReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const sectionManager = policies.teacherOrAdmin.with('admin or the section owner', (req, { db }) =>
    mayManageSection(db, req.auth!, params(req).section_id),
  );
  // Reading a section's reports: the managers, and teachers of the section granted VIEW_GRADE_REPORTS (issue 12).
  const sectionReader = sectionManager.or('admin, the section owner, or a View grade reports holder teaching the section', {
    constant: 'VIEW_GRADE_REPORTS',
    roles: ['teacher'],
    scope: taughtSectionScope,
  });
  const yearManager = policies.teacherOrAdmin.with('admin or an owner of the section for the year', (req, { db }) =>
    mayManageSectionYear(db, req.auth!, params(req).section_name, Number(params(req).year)),
  );

  r.get(
    '/studentgradereport/:section_id',
    {
      config: { policy: sectionReader, audit: audits.read('grades', sectionOf('section_id')) },
      schema: { params: z.object({ section_id: id }), response: { 200: sectionReportSchema } },
    },
    async (req) => sectionReport(db, req.params.section_id),
  );
  r.get(
    '/studentgradereportcards/:section_id',
    {
      config: { policy: sectionReader, audit: audits.read('grades', sectionOf('section_id')) },
      schema: { params: z.object({ section_id: id }), response: { 200: reportCardsSchema } },
    },
    async (req) => reportCards(db, req.params.section_id, config.now()),
  );
  r.get(
    '/singlestudentgradereport/:student_id/:section_id',
    {
      config: {
        policy: policies.signedIn
          .with('admin, the owner, or the student or family while released', (req, { db }) =>
            mayReadStudentReport(db, req.auth!, params(req).student_id, params(req).section_id),
          )
          .or('admin, the owner, a View grade reports holder teaching the section, or the student or family while released', {
            constant: 'VIEW_GRADE_REPORTS',
            roles: ['teacher'],
            scope: taughtSectionScope,
          }),
        audit: audits.read('grades', studentParam('student_id')),
      },
      schema: { params: z.object({ student_id: id, section_id: id }), response: { 200: singleReportSchema } },
    },
    async (req) => singleReport(db, req.params.student_id, req.params.section_id, config.now()),
  );
  r.get(
    '/gradereportbycourse/:section_id/:course_id/:academic_period_id/:student_id',
    {
      config: {
        policy: policies.signedIn.with('admin, the owner, the course teacher, or the student or family while released', (req, { db }) =>
          mayReadStudentReport(db, req.auth!, params(req).student_id, params(req).section_id, params(req).course_id),
        ),
        audit: audits.read('grades', studentParam('student_id')),
      },
      schema: {
        params: z.object({ section_id: id, course_id: id, academic_period_id: id, student_id: id }),
        response: { 200: courseReportSchema },
      },
    },
    async (req) =>
      courseReport(db, {
        sectionId: req.params.section_id,
        courseId: req.params.course_id,
        periodId: req.params.academic_period_id,
        studentKey: req.params.student_id,
      }),
  );
  r.get(
    '/studentgradereportbyyear/:section_name/:year',
    {
      config: {
        policy: yearManager,
        audit: audits.read('grades', (req) => ({ sectionYear: { name: params(req).section_name, year: Number(params(req).year) } })),
      },
      schema: { params: z.object({ section_name: name, year }), response: { 200: yearlyReportSchema } },
    },
    async (req) => yearlyReport(db, req.params.section_name, req.params.year),
  );
  r.get(
    '/studentgradereportbyyear/:section_name/:year/:student_id',
    {
      config: {
        policy: policies.signedIn.with('admin, a year owner, or the student or family while released', (req, { db }) =>
          mayReadStudentYear(db, req.auth!, params(req).student_id, params(req).section_name, Number(params(req).year)),
        ),
        audit: audits.read('grades', studentParam('student_id')),
      },
      schema: { params: z.object({ section_name: name, year, student_id: id }), response: { 200: yearlyReportSchema } },
    },
    async (req) => yearlyReport(db, req.params.section_name, req.params.year, req.params.student_id),
  );
  r.get(
    '/gradechanges/:section_id/:course_id/:student_id',
    {
      config: {
        policy: policies.teacherOrAdmin.with(
          'admin, the section owner or the course teacher',
          async (req, { db }) =>
            (await mayManageSection(db, req.auth!, params(req).section_id)) ||
            teachesSection(db, req.auth!, { sectionId: params(req).section_id, courseId: params(req).course_id }),
        ),
        audit: audits.read('grades', studentParam('student_id')),
      },
      schema: { params: z.object({ section_id: id, course_id: id, student_id: id }), response: { 200: gradeChangesSchema } },
    },
    async (req) =>
      gradeHistory(db, { sectionId: req.params.section_id, courseId: req.params.course_id, studentKey: req.params.student_id }),
  );
  r.get(
    '/gradereportstudent/:teacherInSection_id',
    {
      config: {
        policy: policies.teacherOrAdmin.with('teacher of the assignment', (req, { db }) =>
          mayGradeTeacherSection(db, req.auth!, params(req).teacherInSection_id),
        ),
        audit: audits.read('grades', (req) => ({ teacherSection: params(req).teacherInSection_id })),
      },
      schema: { params: z.object({ teacherInSection_id: id }), response: { 200: gradeEntrySchema } },
    },
    async (req) => gradeEntry(db, req.params.teacherInSection_id),
  );
  r.get(
    '/gradereportcourses/:teacher_id',
    {
      config: {
        policy: policies.teacherOrAdmin.with(
          'the teacher or an admin',
          async (req, { db }) => isAdmin(req.auth) || isSelf(db, req.auth!, params(req).teacher_id),
        ),
      },
      schema: { params: z.object({ teacher_id: id }), response: { 200: teacherGradeCoursesSchema } },
    },
    async (req) => teacherCourses(db, req.params.teacher_id),
  );
  r.get(
    '/studentgradesections/:student_id',
    {
      config: {
        policy: policies.signedIn.with('the student, a linked family or an admin', (req, { db }) =>
          isSelfOrGuardian(db, req.auth!, params(req).student_id),
        ),
        audit: audits.read('grades', studentParam('student_id')),
      },
      schema: { params: z.object({ student_id: id }), response: { 200: studentReportListSchema } },
    },
    async (req) => studentReportList(db, req.params.student_id),
  );
}
