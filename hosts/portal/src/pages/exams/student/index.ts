export * from './StudentExamPages';
export { studentExamPaths } from './paths';
