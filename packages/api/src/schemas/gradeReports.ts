import { z } from 'zod';
import { messages } from '../messages';
import { BEHAVIOR_VALUES } from './gradeMath';

// Grade reports, grade scale, section ownership, report cards (spec 002).

const id = z.string().trim().min(1).max(100);

/** The five slots of a course grade; assignments and exams link to one (or 'none'). */
export const gradeSlotNames = ['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3'] as const;
export const gradeSlotSchema = z.enum(gradeSlotNames);
export type GradeSlotName = z.infer<typeof gradeSlotSchema>;

/** A grade value; null clears it. The range against the grade scale is the server's check. */
const gradeValue = z.number().finite().min(0).max(1000).nullable();

/**
 * POST gradereportstudent / PUT gradereportstudent/{report_id}/{student_id} (spec 001 §7, 002):
 * the course grade of one student for one teacher assignment (`teacherInSection_id`). Only the
 * slots sent are written; teachExam is the three teacher exams in order.
 */
export const studentGradeRequestSchema = z.object({
  teacherInSection_id: id,
  student_id: id,
  finalExam: gradeValue.optional(),
  midExam: gradeValue.optional(),
  teachExam: z.array(gradeValue).length(3).optional(),
  ID: z.string().max(100).optional(),
  /**
   * Grading a submission (issue 8): only the slot this assignment is linked to is written, logged
   * with source 'assignment'; the submission becomes graded and the student is notified.
   */
  assignment_id: id.optional(),
});
export type StudentGradeRequest = z.infer<typeof studentGradeRequestSchema>;

/** A student's grade report of one course in one section and period. */
export const studentGradeSchema = z.object({
  _id: z.string(),
  student_id: z.string(),
  teacherInSection_id: z.string().nullable(),
  section_id: z.string(),
  course_id: z.string(),
  academic_period_id: z.string(),
  finalExam: z.number().nullable(),
  midExam: z.number().nullable(),
  teachExam: z.array(z.number().nullable()).length(3),
  /** finalExam + midExam + the teacher exams (missing values count 0). */
  total: z.number(),
});
export type StudentGrade = z.infer<typeof studentGradeSchema>;

export const savedStudentGradeSchema = z.object({ message: z.string(), gradeReport: studentGradeSchema });
export type SavedStudentGrade = z.infer<typeof savedStudentGradeSchema>;

// ─── Grade scale, section ownership, visibility, comments, behavior (spec 002 §3, §7) ───────

const scaleValue = z.number({ error: messages.allFieldsRequired }).finite().min(0, messages.allFieldsRequired).max(100);

/** The school's split of 100 points between the final, the mid and the three teacher exams. */
export const gradeScaleSchema = z.object({ total: z.number(), finalExam: z.number(), midExam: z.number(), teachExam: z.number() });
export type GradeScale = z.infer<typeof gradeScaleSchema>;

/**
 * POST gradescale: all four required ('All fields are required.'), total equal to the sum
 * ('The sum of finalExam, midExam, and teachExam must equal the total.'), and total 100 because
 * every course is graded out of 100 (docs/decisions/0029-grade-reports.md).
 */
export const gradeScaleRequestSchema = z
  .object({ total: scaleValue, finalExam: scaleValue, midExam: scaleValue, teachExam: scaleValue })
  .refine((s) => Math.abs(s.finalExam + s.midExam + s.teachExam - s.total) < 1e-9, {
    message: messages.gradeScaleSumMismatch,
    path: ['total'],
  })
  .refine((s) => s.total === 100, { message: messages.gradeScaleTotal, path: ['total'] });
export type GradeScaleRequest = z.infer<typeof gradeScaleRequestSchema>;
export const gradeScaleResponseSchema = z.object({ gradeScale: gradeScaleSchema.nullable() });
export type GradeScaleResponse = z.infer<typeof gradeScaleResponseSchema>;
export const savedGradeScaleSchema = z.object({ message: z.string(), gradeScale: gradeScaleSchema });
export type SavedGradeScale = z.infer<typeof savedGradeScaleSchema>;

/** POST sectionowner: the owner is a user _id or login ID of a teacher. */
export const sectionOwnerRequestSchema = z.object({ section_id: id, owner_id: id });
export type SectionOwnerRequest = z.infer<typeof sectionOwnerRequestSchema>;
/** POST sectionowneryear. */
export const sectionYearOwnerRequestSchema = z.object({
  section_name: z.string().trim().min(1).max(100),
  owner_id: id,
  year: z.coerce.number().int().min(1900).max(3000),
});
export type SectionYearOwnerRequest = z.infer<typeof sectionYearOwnerRequestSchema>;

/** POST changegradevisibilitystatus. */
export const visibilityRequestSchema = z.object({ section_id: id, isVisible: z.boolean() });
export type VisibilityRequest = z.infer<typeof visibilityRequestSchema>;
/** POST changegradevisibilitystatusbyyear. */
export const yearVisibilityRequestSchema = z.object({
  section_name: z.string().trim().min(1).max(100),
  year: z.coerce.number().int().min(1900).max(3000),
  isVisible: z.boolean(),
});
export type YearVisibilityRequest = z.infer<typeof yearVisibilityRequestSchema>;
/** POST reopenterm (issue 18): the section owner or an admin reopens a released term, with a reason. */
export const reopenTermRequestSchema = z.object({
  section_id: id,
  reason: z.string({ error: messages.termReopenReasonRequired }).trim().min(1, messages.termReopenReasonRequired).max(500),
});
export type ReopenTermRequest = z.infer<typeof reopenTermRequestSchema>;
export const reopenTermResponseSchema = z.object({ message: z.string(), locked: z.boolean() });
export type ReopenTermResponse = z.infer<typeof reopenTermResponseSchema>;
export const visibilityResponseSchema = z.object({ message: z.string(), isVisible: z.boolean() });
export type VisibilityResponse = z.infer<typeof visibilityResponseSchema>;
/**
 * GET releasepreview/{section_id}, GET releasepreviewbyyear/{section_name}/{year} (issue 35): what
 * a release would do, for the confirmation: the terms it locks and how many families it tells.
 */
export const releasePreviewSchema = z.object({
  /** The terms the release shows and locks (a yearly release: every term of the year). */
  terms: z.array(z.object({ section_id: z.string(), year: z.number(), semester: z.number(), locked: z.boolean() })),
  /** Families (linked family accounts) the release tells; 0 when it tells nobody (nothing changed since the last notice). */
  families: z.number().int(),
  students: z.number().int(),
  /** Already shown: releasing again changes nothing and tells nobody. */
  alreadyVisible: z.boolean(),
  /** The confirmation text, in the reader's language: "The term … is locked and N families are told." */
  summary: z.string(),
});
export type ReleasePreview = z.infer<typeof releasePreviewSchema>;

/** POST commentstudentgrade/{student_id}/{section_id}, PUT commentstudentgrade/{id}. */
export const commentRequestSchema = z.object({
  section_id: id,
  student_id: id,
  comment: z.string({ error: messages.commentRequired }).trim().min(1, messages.commentRequired).max(1000),
});
export type CommentRequest = z.infer<typeof commentRequestSchema>;
export const gradeCommentSchema = z.object({ _id: z.string(), comment: z.string() });
export type GradeComment = z.infer<typeof gradeCommentSchema>;
export const savedCommentSchema = z.object({ message: z.string(), comment: gradeCommentSchema });
export type SavedComment = z.infer<typeof savedCommentSchema>;

/** POST studentbehavior, PUT studentbehavior/{id}: behavior A to F. */
export const behaviorValueSchema = z.enum(BEHAVIOR_VALUES, { error: messages.behaviorRequired });
export const behaviorRequestSchema = z.object({ student_id: id, section_id: id, behavior_value: behaviorValueSchema });
export type BehaviorRequest = z.infer<typeof behaviorRequestSchema>;
export const studentBehaviorSchema = z.object({ _id: z.string(), behavior_value: behaviorValueSchema });
export type StudentBehavior = z.infer<typeof studentBehaviorSchema>;
export const savedBehaviorSchema = z.object({ message: z.string(), studentbehavior: studentBehaviorSchema });
export type SavedBehavior = z.infer<typeof savedBehaviorSchema>;
