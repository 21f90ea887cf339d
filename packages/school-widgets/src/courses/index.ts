export { CourseList, type CourseListProps } from './CourseList';
export { subjectsFor, levelLabel, type SchoolLevel, type SubjectGroup } from './logic';
