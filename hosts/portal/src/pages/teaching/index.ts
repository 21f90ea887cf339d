export * from './TeacherDashboardPages';
export * from './StudentDashboardPages';
export { studentPaths, teacherPaths } from './paths';
