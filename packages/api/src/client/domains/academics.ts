import type {
  AcademicPeriod,
  AcademicPeriodRequest,
  AddCourseRequest,
  AddGradeRequest,
  Course,
  EditCourseRequest,
  EditGradeRequest,
  Grade,
  MessageBody,
  PageQuery,
  Paged,
  Section,
  SectionSchedule,
  SectionStudent,
  SectionTeacher,
  SchedulePeriod,
  SchedulePeriodRequest,
  ScheduleEntry,
  ScheduleEntryRequest,
} from '../../schemas';
import type { Caller } from '../core';

const id = encodeURIComponent;

/** Academic periods, courses, grades, sections and the weekly schedule (spec 000 §7 Admin). */
export const academicsApi = (call: Caller) => ({
  periods: {
    /** GET academicPeriods with searchTerm, page, limit (limit may be 'all'). */
    list: (query: PageQuery) => call<Paged<'academicPeriods', AcademicPeriod>>({ method: 'GET', path: 'academicPeriods', query }),
    /** GET academicyears/{id}. */
    get: (periodId: string) => call<{ academicPeriod: AcademicPeriod }>({ method: 'GET', path: `academicyears/${id(periodId)}` }),
    add: (body: AcademicPeriodRequest) =>
      call<MessageBody & { academicPeriod: AcademicPeriod }>({ method: 'POST', path: 'academicPeriods', body, success: 201 }),
    edit: (periodId: string, body: AcademicPeriodRequest) =>
      call<MessageBody & { academicPeriod: AcademicPeriod }>({ method: 'PUT', path: `academicPeriods/${id(periodId)}`, body }),
    remove: (periodId: string) => call<MessageBody>({ method: 'DELETE', path: `academicPeriods/${id(periodId)}` }),
  },
  courses: {
    /** GET getcourses/{periodId}. */
    list: (periodId: string, query: PageQuery) =>
      call<Paged<'courses', Course>>({ method: 'GET', path: `getcourses/${id(periodId)}`, query }),
    add: (body: AddCourseRequest) => call<MessageBody & { course: Course }>({ method: 'POST', path: 'addcourse', body, success: 201 }),
    edit: (body: EditCourseRequest) => call<MessageBody & { course: Course }>({ method: 'PUT', path: 'editcourse/', body }),
    remove: (courseId: string, periodId: string) =>
      call<MessageBody>({ method: 'DELETE', path: `deletecourse/${id(courseId)}/${id(periodId)}` }),
  },
  grades: {
    /** GET getgrades/{periodId}. */
    list: (periodId: string, query: PageQuery) => call<Paged<'grades', Grade>>({ method: 'GET', path: `getgrades/${id(periodId)}`, query }),
    add: (body: AddGradeRequest) => call<MessageBody & { grade: Grade }>({ method: 'POST', path: 'addgrade', body, success: 201 }),
    edit: (body: EditGradeRequest) => call<MessageBody & { grade: Grade }>({ method: 'PUT', path: 'editgrade', body }),
    remove: (gradeId: string, periodId: string) =>
      call<MessageBody>({ method: 'DELETE', path: `deletegrade/${id(gradeId)}/${id(periodId)}` }),
  },
  sections: {
    /** GET getsections/{periodId}. */
    list: (periodId: string, query: PageQuery) =>
      call<Paged<'sections', Section>>({ method: 'GET', path: `getsections/${id(periodId)}`, query }),
    /** GET getsection/{id}: the section (its `grade_academic_period_id` is an object there, not read here). */
    get: (sectionId: string) =>
      call<{ section: Omit<Section, 'grade_academic_period_id'> }>({ method: 'GET', path: `getsection/${id(sectionId)}` }),
    teachers: (sectionId: string) => call<{ teachers: SectionTeacher[] }>({ method: 'GET', path: `getsectionteacher/${id(sectionId)}` }),
    students: (sectionId: string) => call<{ students: SectionStudent[] }>({ method: 'GET', path: `getsectionstudent/${id(sectionId)}` }),
  },
  schedule: {
    /** GET getschedule/{sectionId} (our path: the spec does not show the read). */
    get: (sectionId: string) => call<SectionSchedule>({ method: 'GET', path: `getschedule/${id(sectionId)}` }),
    addPeriod: (body: SchedulePeriodRequest) =>
      call<MessageBody & { period: SchedulePeriod }>({ method: 'POST', path: 'schedule-period', body, success: 201 }),
    removePeriod: (periodId: string) => call<MessageBody>({ method: 'DELETE', path: `schedule-period/${id(periodId)}` }),
    /** POST schedule: assign a teacher and course to a slot; 400 names a clash. */
    assign: (body: ScheduleEntryRequest) =>
      call<MessageBody & { entry: ScheduleEntry }>({ method: 'POST', path: 'schedule', body, success: 201 }),
    /** POST deleteschedule (same fields). */
    unassign: (body: ScheduleEntryRequest) => call<MessageBody>({ method: 'POST', path: 'deleteschedule', body, success: 200 }),
  },
});
