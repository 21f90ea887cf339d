export { TeacherGradeCourses, type TeacherGradeCoursesProps } from './TeacherGradeCourses';
export { GradeEntrySheet, type GradeEntrySheetProps } from './GradeEntrySheet';
