// ─── The query keys of every area ───────────────────────────────────────────────────────────
// One place, so a write knows what to invalidate: a key starts with the area (the `api` domain's
// name), then what it reads, then its parameters. Invalidating a prefix refetches every read
// under it that is on screen and marks the others stale. New areas add their keys here.

type Params = Record<string, unknown>;

export const queryKeys = {
  dashboard: {
    all: ['dashboard'],
    admin: () => ['dashboard', 'admin'],
  },
  public: {
    all: ['public'],
    data: () => ['public', 'data'],
  },
  users: {
    all: ['users'],
    detail: (id: string) => ['users', 'detail', id],
  },
  register: {
    choices: () => ['register', 'choices'],
  },
  content: {
    all: ['content'],
    news: {
      all: ['content', 'news'],
      lists: ['content', 'news', 'list'],
      list: (q: Params) => ['content', 'news', 'list', q],
      detail: (id: string) => ['content', 'news', 'detail', id],
      /** The item itself (the admin detail), not wrapped in the read's answer. */
      item: (id: string) => ['content', 'news', 'item', id],
    },
    gallery: {
      all: ['content', 'gallery'],
      lists: ['content', 'gallery', 'list'],
      list: (q: Params) => ['content', 'gallery', 'list', q],
      detail: (id: string) => ['content', 'gallery', 'detail', id],
      /** The item itself (the admin detail), not wrapped in the read's answer. */
      item: (id: string) => ['content', 'gallery', 'item', id],
    },
    staff: {
      all: ['content', 'staff'],
      lists: ['content', 'staff', 'list'],
      list: (q: Params) => ['content', 'staff', 'list', q],
      detail: (id: string) => ['content', 'staff', 'detail', id],
      /** The item itself (the admin detail), not wrapped in the read's answer. */
      item: (id: string) => ['content', 'staff', 'item', id],
    },
    feedback: {
      all: ['content', 'feedback'],
      lists: ['content', 'feedback', 'list'],
      list: (q: Params) => ['content', 'feedback', 'list', q],
    },
  },
  academics: {
    all: ['academics'],
    periods: {
      all: ['academics', 'periods'],
      list: (q: Params) => ['academics', 'periods', 'list', q],
      detail: (id: string) => ['academics', 'periods', 'detail', id],
    },
    /** Everything inside one period: its courses, grades and sections. */
    ofPeriod: (periodId: string) => ['academics', 'period', periodId],
    courses: (periodId: string) => ['academics', 'period', periodId, 'courses'],
    grades: (periodId: string) => ['academics', 'period', periodId, 'grades'],
    sections: (periodId: string) => ['academics', 'period', periodId, 'sections'],
    /** One section and what hangs off it (its facts, students, teachers, schedule). */
    section: (sectionId: string) => ['academics', 'section', sectionId],
    sectionInfo: (sectionId: string) => ['academics', 'section', sectionId, 'info'],
    sectionStudents: (sectionId: string) => ['academics', 'section', sectionId, 'students'],
    sectionTeachers: (sectionId: string) => ['academics', 'section', sectionId, 'teachers'],
    schedule: (sectionId: string) => ['academics', 'section', sectionId, 'schedule'],
  },
  teachers: {
    all: ['teachers'],
    lists: ['teachers', 'list'],
    list: (periodId: string, q: Params) => ['teachers', 'list', periodId, q],
    detail: (teacherId: string) => ['teachers', 'detail', teacherId],
  },
  students: {
    all: ['students'],
    lists: ['students', 'list'],
    list: (q: Params) => ['students', 'list', q],
    detail: (id: string) => ['students', 'detail', id],
  },
  applicants: {
    all: ['applicants'],
    lists: ['applicants', 'list'],
    list: (q: Params) => ['applicants', 'list', q],
    detail: (id: string) => ['applicants', 'detail', id],
    exams: () => ['applicants', 'exams'],
    links: (studentId: string) => ['applicants', 'links', studentId],
    questionnaires: (receiverId: string) => ['applicants', 'questionnaires', receiverId],
  },
  /** Grade reports, grade scale, section ownership (issue 10): any write refreshes the whole area. */
  gradeReports: {
    all: ['gradeReports'],
    scale: () => ['gradeReports', 'scale'],
    owners: () => ['gradeReports', 'owners'],
    yearOwners: () => ['gradeReports', 'yearOwners'],
    allSections: () => ['gradeReports', 'allSections'],
    section: (sectionId: string) => ['gradeReports', 'section', sectionId],
    single: (studentId: string, sectionId: string) => ['gradeReports', 'single', studentId, sectionId],
    course: (q: Params) => ['gradeReports', 'course', q],
    history: (q: Params) => ['gradeReports', 'history', q],
    yearly: (sectionName: string, year: number, studentId?: string) => ['gradeReports', 'yearly', sectionName, year, studentId ?? null],
    student: (studentId: string) => ['gradeReports', 'student', studentId],
    entry: (teacherInSectionId: string) => ['gradeReports', 'entry', teacherInSectionId],
    teacherCourses: (teacherId: string) => ['gradeReports', 'teacherCourses', teacherId],
  },
  // ─── Teaching: sections, dashboards, attendance, schedules, assignments, submissions, course
  // material, student records and onboarding ───
  teaching: {
    all: ['teaching'],
    /** The teacher's sections of a period ('current'). */
    teacherInPeriod: (teacherId: string, period = 'current') => ['teaching', 'teacherInPeriod', teacherId, period],
    teacherDashboards: ['teaching', 'teacherDashboard'],
    teacherDashboard: (teacherId: string) => ['teaching', 'teacherDashboard', teacherId],
    studentDashboard: (studentId: string) => ['teaching', 'studentDashboard', studentId],
    attendance: {
      all: ['teaching', 'attendance'],
      sheet: (sectionId: string, courseId: string, date: string) => ['teaching', 'attendance', sectionId, courseId, date],
      student: (studentId: string, sectionId: string) => ['teaching', 'attendance', 'student', studentId, sectionId],
    },
    schedule: (personId: string, period: string) => ['teaching', 'schedule', personId, period],
    studentRecord: (studentId: string) => ['teaching', 'studentRecord', studentId],
    teacherFullInfo: (recordId: string) => ['teaching', 'teacherFullInfo', recordId],
    teacherFullInfos: ['teaching', 'teacherFullInfo'],
    questionnaires: ['teaching', 'questionnaires'],
    questionnairesOf: (studentId: string) => ['teaching', 'questionnaires', studentId],
    entranceExams: (studentId: string, q: Params) => ['teaching', 'entranceExams', studentId, q],
    assignments: ['teaching', 'assignments'],
    teacherAssignments: (teacherId: string, sectionId: string, courseId: string) => [
      'teaching',
      'assignments',
      'teacher',
      teacherId,
      sectionId,
      courseId,
    ],
    studentAssignments: (studentId: string, sectionId: string) => ['teaching', 'assignments', 'student', studentId, sectionId],
    studentAssignment: (studentId: string, assignmentId: string) => ['teaching', 'assignment', 'student', studentId, assignmentId],
    submission: (teacherId: string, assignmentId: string, studentId: string) => [
      'teaching',
      'submission',
      teacherId,
      assignmentId,
      studentId,
    ],
    material: ['teaching', 'material'],
    materialOf: (sectionId: string, courseId: string) => ['teaching', 'material', sectionId, courseId],
  },
  // ─── Exams: the exam builder and the exam taker ───
  exams: {
    all: ['exams'],
    teacherLists: ['exams', 'teacher'],
    teacher: (teacherId: string) => ['exams', 'teacher', teacherId],
    detail: (examId: string) => ['exams', 'detail', examId],
    code: (examId: string) => ['exams', 'code', examId],
    takers: (examId: string) => ['exams', 'takers', examId],
    result: (examId: string, studentId: string) => ['exams', 'result', examId, studentId],
    ofStudent: (studentId: string) => ['exams', 'studentList', studentId],
    forStudent: (studentId: string, examId: string) => ['exams', 'student', studentId, examId],
    myResult: (studentId: string, examId: string) => ['exams', 'myResult', studentId, examId],
  },
  // ─── Permissions: the person's grants, the permissions one may request, requests (orders), and
  // the users-and-permissions admin area (roles, grants, family links). Every write invalidates `all`. ───
  permissions: {
    all: ['permissions'],
    mine: ['permissions', 'mine'],
    list: ['permissions', 'list'],
    roles: ['permissions', 'roles'],
    grantsOf: (userId: string) => ['permissions', 'grants', userId],
    familyLinks: (parentId: string) => ['permissions', 'family', parentId],
    familyStudents: ['permissions', 'family', 'students'],
    orders: {
      all: ['permissions', 'orders'],
      mine: (q: Params) => ['permissions', 'orders', 'mine', q],
      tasks: (q: Params) => ['permissions', 'orders', 'tasks', q],
    },
  },
  // ─── Communication: notifications, chat, internal email ───
  communication: {
    all: ['communication'],
    notifications: {
      all: ['communication', 'notifications'],
      list: (q: Params) => ['communication', 'notifications', q],
    },
    /** The people one may write to (chat, email), changed by the users and permissions area too. */
    users: ['communication', 'users'],
    /** Every email list (folders, pages, searches). */
    emails: ['communication', 'emails'],
    emailList: (q: Params) => ['communication', 'emails', q],
    /** Every opened email. */
    email: ['communication', 'email'],
    emailDetail: (id: string) => ['communication', 'email', id],
  },
  /** Calendar feeds (issue 39). */
  calendar: {
    feeds: ['calendar', 'feeds'],
  },
  /** The audit trail (issue 39). */
  audit: {
    all: ['audit'],
    trail: (student: string, q: Params) => ['audit', 'trail', student, q],
  },
} as const;
