import { z } from 'zod';
import { academicPeriodSchema } from './admissions/application';
import { studentGradeSchema } from './gradeReports';

// ─── What the grade report reads answer (spec 002 §3) ────────────────────────────────────────

const behaviorValue = z.enum(['A', 'B', 'C', 'D', 'E', 'F']);
/** Course name → course total (null: no grade yet, shown N/A). */
const gradesByCourse = z.record(z.string(), z.number().nullable());

/** A person as ownership lists show them. */
export const personRefSchema = z.object({ _id: z.string(), ID: z.string(), email: z.string().nullable(), fullName: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** A section with its capacity, its actual students and its period (spec 002 §3 Section). */
export const gradeSectionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  capacity: z.number().int(),
  actual: z.number().int(),
  grade_academic_period_id: z.object({ _id: z.string(), academic_period_id: academicPeriodSchema }),
});
export type GradeSection = z.infer<typeof gradeSectionSchema>;
/** GET getallsections. */
export const allSectionsResponseSchema = z.object({ sections: z.array(gradeSectionSchema) });
export type AllSectionsResponse = z.infer<typeof allSectionsResponseSchema>;

/** Section ownership by semester (GET sectionowner). */
export const sectionOwnerSchema = z.object({ _id: z.string(), section_id: gradeSectionSchema, owner_id: personRefSchema });
export type SectionOwner = z.infer<typeof sectionOwnerSchema>;
export const sectionOwnersResponseSchema = z.object({ sectionOwners: z.array(sectionOwnerSchema) });
export type SectionOwnersResponse = z.infer<typeof sectionOwnersResponseSchema>;
export const savedSectionOwnerSchema = z.object({ message: z.string(), sectionOwner: sectionOwnerSchema });
export type SavedSectionOwner = z.infer<typeof savedSectionOwnerSchema>;

/** Section ownership by year (GET sectionownerbyyear). */
export const sectionYearOwnerSchema = z.object({
  _id: z.string(),
  section_name: z.string(),
  year: z.number().int(),
  owner_id: personRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SectionYearOwner = z.infer<typeof sectionYearOwnerSchema>;
export const sectionYearOwnersResponseSchema = z.object({ sectionOwnerships: z.array(sectionYearOwnerSchema) });
export type SectionYearOwnersResponse = z.infer<typeof sectionYearOwnersResponseSchema>;
export const savedSectionYearOwnerSchema = z.object({ message: z.string(), sectionOwnership: sectionYearOwnerSchema });
export type SavedSectionYearOwner = z.infer<typeof savedSectionYearOwnerSchema>;

/** A student on a report: profile fields of the report card header. */
export const reportStudentSchema = z.object({
  _id: z.string(),
  ID: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  profilePic: z.string().nullable(),
});
export type ReportStudent = z.infer<typeof reportStudentSchema>;

/** One student's line of a semester report: grades by course name, total, average, rank. */
export const reportRowSchema = z.object({
  student: reportStudentSchema,
  grades: gradesByCourse,
  totalGrade: z.number(),
  average: z.number(),
  rank: z.number().int(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;
export const courseTakenSchema = z.object({ course_id: z.object({ _id: z.string(), name: z.string() }) });
export type CourseTaken = z.infer<typeof courseTakenSchema>;

/** GET studentgradereport/{section_id}. */
export const sectionReportSchema = z.object({
  section: gradeSectionSchema,
  students: z.array(reportRowSchema),
  courseTaken: z.array(courseTakenSchema),
  isVisible: z.boolean(),
  /** Issue 18: released, its grades read-only until the owner or an admin reopens the term. */
  locked: z.boolean().optional(),
});
export type SectionReport = z.infer<typeof sectionReportSchema>;

const commentRef = z.object({ _id: z.string(), comment: z.string() });
const behaviorRef = z.object({ _id: z.string(), behavior_value: behaviorValue });

/** GET singlestudentgradereport/{student_id}/{section_id}: the report card's data. */
export const singleReportSchema = z.object({
  section: gradeSectionSchema,
  student: reportRowSchema,
  /** How many students the rank is out of. */
  classSize: z.number().int(),
  courseTaken: z.array(courseTakenSchema),
  comment: commentRef.nullable(),
  studentbehavior: behaviorRef.nullable(),
  isVisible: z.boolean(),
  /** The server's date of the read: the card's date of issue. */
  issuedAt: z.string(),
});
export type SingleReport = z.infer<typeof singleReportSchema>;

/** GET studentgradereportcards/{section_id}: every card of a section at once (batch PDF). */
export const reportCardsSchema = z.object({
  section: gradeSectionSchema,
  courseTaken: z.array(courseTakenSchema),
  isVisible: z.boolean(),
  issuedAt: z.string(),
  cards: z.array(z.object({ student: reportRowSchema, comment: commentRef.nullable(), studentbehavior: behaviorRef.nullable() })),
});
export type ReportCards = z.infer<typeof reportCardsSchema>;

/** GET gradereportbycourse/{section_id}/{course_id}/{academic_period_id}/{student_id}. */
export const courseReportSchema = z.object({
  gradeReport: z.object({
    _id: z.string().nullable(),
    student_id: reportStudentSchema,
    teacherInSection_id: z.object({
      _id: z.string().nullable(),
      course_id: z.object({ _id: z.string(), name: z.string() }),
      teacher_id: z.object({ fullName: z.string() }).nullable(),
      section_id: z.object({ _id: z.string(), name: z.string() }),
    }),
    academic_period: academicPeriodSchema,
    finalExam: z.number().nullable(),
    midExam: z.number().nullable(),
    teachExam: z.array(z.number().nullable()).length(3),
    /** final + mid + teacher exams (the spec's course average); null without any grade. */
    average: z.number().nullable(),
  }),
});
export type CourseReport = z.infer<typeof courseReportSchema>;

/** One semester of a student's year. */
export const yearlySemesterEntrySchema = z.object({
  section_id: z.string(),
  courses: gradesByCourse,
  totalGrade: z.number(),
  averageGrade: z.number(),
  courseCount: z.number().int(),
});
export type YearlySemesterEntry = z.infer<typeof yearlySemesterEntrySchema>;

/** Yearly student entry (spec 002 §3). */
export const yearlyStudentSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  fullName: z.string(),
  profilePic: z.string().nullable(),
  rank: z.number().int(),
  overallAverage: z.number(),
  /** Keyed by semester (academic period) id. */
  semesters: z.record(z.string(), yearlySemesterEntrySchema),
  courseAverages: gradesByCourse,
  commentsOnStudentGrade: z.array(z.object({ comment: z.string(), section_id: z.string() })),
  behaviorOnStudentGrade: z.array(z.object({ behavior_value: behaviorValue, section_id: z.string() })),
});
export type YearlyStudent = z.infer<typeof yearlyStudentSchema>;

/** GET studentgradereportbyyear/{section_name}/{year}[/{student_id}]. */
export const yearlyReportSchema = z.object({
  section_name: z.string(),
  year: z.number().int(),
  students: z.array(yearlyStudentSchema),
  /** How many students the ranks are out of. */
  classSize: z.number().int(),
  semesters: z.array(academicPeriodSchema),
  courseTaken: z.record(z.string(), z.array(z.object({ _id: z.string(), name: z.string() }))),
  isVisible: z.boolean(),
});
export type YearlyReport = z.infer<typeof yearlyReportSchema>;

/** GET studentgradesections/{student}: the student's sections and years with their release state. */
export const studentReportListSchema = z.object({
  student: reportStudentSchema,
  sections: z.array(
    z.object({ section_id: z.string(), section_name: z.string(), academic_period: academicPeriodSchema, isVisible: z.boolean() }),
  ),
  years: z.array(z.object({ section_name: z.string(), year: z.number().int(), isVisible: z.boolean() })),
});
export type StudentReportList = z.infer<typeof studentReportListSchema>;

/** A released term reopened: when, by whom, why. */
export const termReopeningSchema = z.object({ at: z.string(), by: z.string(), reason: z.string() });
export type TermReopening = z.infer<typeof termReopeningSchema>;

/** GET gradechanges/{section_id}/{course_id}/{student_id}: the change log of one course grade. */
export const gradeChangesSchema = z.object({
  changes: z.array(
    z.object({
      _id: z.string(),
      slot: z.enum(['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3']),
      oldValue: z.number().nullable(),
      newValue: z.number().nullable(),
      source: z.enum(['manual', 'assignment', 'exam']),
      sourceId: z.string().nullable(),
      sourceTitle: z.string().nullable(),
      changedBy: z.object({ ID: z.string(), fullName: z.string() }).nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Issue 18: the term's reopenings (who, when, why), newest first. */
  reopenings: z.array(termReopeningSchema).optional(),
});
export type GradeChanges = z.infer<typeof gradeChangesSchema>;

/** GET gradereportstudent/{teacherInSection_id}: the teacher's grade entry sheet. */
export const gradeEntrySchema = z.object({
  teacherInSection: z.object({
    _id: z.string(),
    section: z.object({ _id: z.string(), name: z.string() }),
    course: z.object({ _id: z.string(), name: z.string() }),
    academic_period: academicPeriodSchema,
  }),
  gradeScale: z.object({ total: z.number(), finalExam: z.number(), midExam: z.number(), teachExam: z.number() }).nullable(),
  students: z.array(z.object({ student: reportStudentSchema, report: studentGradeSchema.nullable() })),
  /** Issue 18: the term is released, its grades read-only until reopened. */
  locked: z.boolean().optional(),
  reopenings: z.array(termReopeningSchema).optional(),
});
export type GradeEntry = z.infer<typeof gradeEntrySchema>;

/** GET gradereportcourses/{teacher}: the teacher's assignments (course in a section in a term), newest term first. */
export const teacherGradeCoursesSchema = z.object({
  courses: z.array(
    z.object({
      teacherInSection_id: z.string(),
      section: z.object({ _id: z.string(), name: z.string() }),
      course: z.object({ _id: z.string(), name: z.string() }),
      academic_period: academicPeriodSchema,
    }),
  ),
});
export type TeacherGradeCourses = z.infer<typeof teacherGradeCoursesSchema>;
