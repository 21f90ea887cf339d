export { TeacherPage, TeachersPage } from './TeacherAdminPages';
export { teacherAdminPaths } from './paths';
