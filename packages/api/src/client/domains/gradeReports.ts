import type {
  AllSectionsResponse,
  BehaviorRequest,
  CommentRequest,
  CourseReport,
  GradeChanges,
  GradeEntry,
  GradeScaleRequest,
  GradeScaleResponse,
  MessageBody,
  ReportCards,
  SavedBehavior,
  SavedComment,
  SavedGradeScale,
  SavedSectionOwner,
  SavedSectionYearOwner,
  SavedStudentGrade,
  SectionOwnerRequest,
  SectionOwnersResponse,
  SectionReport,
  SectionYearOwnerRequest,
  SectionYearOwnersResponse,
  SingleReport,
  StudentGradeRequest,
  StudentReportList,
  TeacherGradeCourses,
  ReleasePreview,
  VisibilityRequest,
  ReopenTermRequest,
  ReopenTermResponse,
  VisibilityResponse,
  YearlyReport,
  YearVisibilityRequest,
} from '../../schemas';
import type { Caller } from '../core';

const id = encodeURIComponent;

/** Grade reports, grade scale, section ownership, report cards (spec 002). */
export const gradeReportsApi = (call: Caller) => ({
  /** POST gradereportstudent: writes the slots sent of a student's course grade (201). */
  saveStudentGrade: (body: StudentGradeRequest) =>
    call<SavedStudentGrade>({ method: 'POST', path: 'gradereportstudent', body, success: 201 }),
  /** PUT gradereportstudent/{report_id}/{student_id}: the same on an existing report (200). */
  updateStudentGrade: (reportId: string, studentId: string, body: StudentGradeRequest) =>
    call<SavedStudentGrade>({ method: 'PUT', path: `gradereportstudent/${id(reportId)}/${id(studentId)}`, body }),
  /** GET gradereportcourses/{teacher}: the teacher's courses and sections, newest term first. */
  teacherCourses: (teacherId: string) => call<TeacherGradeCourses>({ method: 'GET', path: `gradereportcourses/${id(teacherId)}` }),
  /** GET gradereportstudent/{teacherInSection_id}: the grade entry sheet of one course in one section. */
  gradeEntry: (teacherInSectionId: string) => call<GradeEntry>({ method: 'GET', path: `gradereportstudent/${id(teacherInSectionId)}` }),

  // ─── Grade scale ───
  /** GET gradescale: the scale, or null before one is set. */
  gradeScale: () => call<GradeScaleResponse>({ method: 'GET', path: 'gradescale' }),
  /** POST gradescale: creates or replaces the scale (201). */
  saveGradeScale: (body: GradeScaleRequest) => call<SavedGradeScale>({ method: 'POST', path: 'gradescale', body, success: 201 }),

  // ─── Section ownership ───
  /** GET getallsections: every section with its period (admins). */
  allSections: () => call<AllSectionsResponse>({ method: 'GET', path: 'getallsections' }),
  /** GET sectionowner: every ownership (admins) or the caller's own (teachers). */
  sectionOwners: () => call<SectionOwnersResponse>({ method: 'GET', path: 'sectionowner' }),
  addSectionOwner: (body: SectionOwnerRequest) => call<SavedSectionOwner>({ method: 'POST', path: 'sectionowner', body, success: 201 }),
  removeSectionOwner: (ownershipId: string) => call<MessageBody>({ method: 'DELETE', path: `sectionowner/${id(ownershipId)}` }),
  /** GET sectionownerbyyear. */
  sectionYearOwners: () => call<SectionYearOwnersResponse>({ method: 'GET', path: 'sectionownerbyyear' }),
  addSectionYearOwner: (body: SectionYearOwnerRequest) =>
    call<SavedSectionYearOwner>({ method: 'POST', path: 'sectionowneryear', body, success: 201 }),
  removeSectionYearOwner: (ownershipId: string) => call<MessageBody>({ method: 'DELETE', path: `sectionowneryear/${id(ownershipId)}` }),

  // ─── Visibility ───
  setVisibility: (body: VisibilityRequest) =>
    call<VisibilityResponse>({ method: 'POST', path: 'changegradevisibilitystatus', body, success: 200 }),
  /** Issue 18: the section owner or an admin reopens a released term, with a reason. */
  reopenTerm: (body: ReopenTermRequest) => call<ReopenTermResponse>({ method: 'POST', path: 'reopenterm', body, success: 200 }),
  /** Issue 35: what releasing a term does (the terms locked, the families told), for the confirmation. */
  releasePreview: (sectionId: string) => call<ReleasePreview>({ method: 'GET', path: `releasepreview/${id(sectionId)}` }),
  /** Issue 35: what releasing a year does (its terms locked, the families told). */
  yearReleasePreview: (sectionName: string, year: number) =>
    call<ReleasePreview>({ method: 'GET', path: `releasepreviewbyyear/${id(sectionName)}/${id(String(year))}` }),
  setYearVisibility: (body: YearVisibilityRequest) =>
    call<VisibilityResponse>({ method: 'POST', path: 'changegradevisibilitystatusbyyear', body, success: 201 }),

  // ─── Reports ───
  /** GET studentgradereport/{section_id}. */
  sectionReport: (sectionId: string) => call<SectionReport>({ method: 'GET', path: `studentgradereport/${id(sectionId)}` }),
  /** GET studentgradereportcards/{section_id}: every card of the section (batch PDF). */
  reportCards: (sectionId: string) => call<ReportCards>({ method: 'GET', path: `studentgradereportcards/${id(sectionId)}` }),
  /** GET singlestudentgradereport/{student_id}/{section_id}; 403 'No Report Released' while hidden (students, families). */
  singleReport: (studentId: string, sectionId: string) =>
    call<SingleReport>({ method: 'GET', path: `singlestudentgradereport/${id(studentId)}/${id(sectionId)}` }),
  /** GET gradereportbycourse/{section_id}/{course_id}/{academic_period_id}/{student_id}. */
  courseReport: (p: { sectionId: string; courseId: string; academicPeriodId: string; studentId: string }) =>
    call<CourseReport>({
      method: 'GET',
      path: `gradereportbycourse/${id(p.sectionId)}/${id(p.courseId)}/${id(p.academicPeriodId)}/${id(p.studentId)}`,
    }),
  /** GET studentgradereportbyyear/{section_name}/{year}[/{student_id}]. */
  yearlyReport: (sectionName: string, year: number | string, studentId?: string) =>
    call<YearlyReport>({
      method: 'GET',
      path: `studentgradereportbyyear/${id(sectionName)}/${id(String(year))}${studentId ? `/${id(studentId)}` : ''}`,
    }),
  /** GET studentgradesections/{student}: a student's sections and years with their release state. */
  studentReports: (studentId: string) => call<StudentReportList>({ method: 'GET', path: `studentgradesections/${id(studentId)}` }),
  /** GET gradechanges/{section_id}/{course_id}/{student_id}: the change log of one course grade. */
  gradeChanges: (p: { sectionId: string; courseId: string; studentId: string }) =>
    call<GradeChanges>({ method: 'GET', path: `gradechanges/${id(p.sectionId)}/${id(p.courseId)}/${id(p.studentId)}` }),

  // ─── The owner's comment and behavior ───
  addComment: (body: CommentRequest) =>
    call<SavedComment>({ method: 'POST', path: `commentstudentgrade/${id(body.student_id)}/${id(body.section_id)}`, body, success: 201 }),
  updateComment: (commentId: string, body: CommentRequest) =>
    call<SavedComment>({ method: 'PUT', path: `commentstudentgrade/${id(commentId)}`, body }),
  deleteComment: (commentId: string) => call<MessageBody>({ method: 'DELETE', path: `commentstudentgrade/${id(commentId)}` }),
  addBehavior: (body: BehaviorRequest) => call<SavedBehavior>({ method: 'POST', path: 'studentbehavior', body, success: 201 }),
  updateBehavior: (behaviorId: string, body: BehaviorRequest) =>
    call<SavedBehavior>({ method: 'PUT', path: `studentbehavior/${id(behaviorId)}`, body }),
  deleteBehavior: (studentId: string, sectionId: string) =>
    call<MessageBody>({ method: 'DELETE', path: `studentbehavior/${id(studentId)}/${id(sectionId)}` }),
});
