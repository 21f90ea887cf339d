export { TeacherPage, TeachersPage } from './TeacherPages';
export { teacherAdminPaths } from './paths';
