export * from './TeacherPages';
export * from './StudentPages';
export { studentPaths, teacherPaths } from './paths';
