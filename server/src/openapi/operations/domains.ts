// The domains of the operations table, and the shape of an entry (index.ts).

/** The domains: one tag each on the reference page (decision 185). */
export const domains = {
  accounts: ['Accounts and sign-in', 'Signing in and out, sessions, passwords, preferences, people and their photos.'],
  site: ['Public site', 'News, gallery, staff messages, feedback, newsletter and the public data of the school site.'],
  academics: ['Academic structure', 'Academic periods, grades, courses, sections and the timetable.'],
  admissions: ['Admissions', 'Registration, the applicants to approve, entrance exams and questionnaires.'],
  students: ['Students', 'Student records, their documents and their places in sections.'],
  teachers: ['Teachers', 'Teacher records, assignment to sections and courses, and dashboards.'],
  teaching: ['Teaching', 'Assignments, submissions, course material and attendance.'],
  exams: ['Exams', 'Online exams: building them (teacher) and taking them (student).'],
  grades: ['Grades', 'Grade reports, scales, section owners, visibility, comments and behaviour.'],
  communication: ['Communication', 'Internal email, notifications and chat history (live chat: /api/asyncapi.json).'],
  permissions: ['Roles and permissions', 'Roles, permissions, grants and their approval, and family links.'],
  operations: ['Operations', 'Health, metrics, audit trail, roster import and export, calendar feeds, this description.'],
} as const;
export type Domain = keyof typeof domains;

export type OperationEntry = readonly [id: string, summary: string, params?: Record<string, string>, rules?: string];

/** An entry's path parameters (a helper that keeps the entries short). */
export const P = (o: Record<string, string>) => o;
/** The words for a path parameter that is the caller's own user id. */
export const own = (who: string) => `The caller's own user id (${who}).`;
