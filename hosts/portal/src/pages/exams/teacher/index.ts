export * from './TeacherExamPages';
export { teacherExamPaths } from './paths';
