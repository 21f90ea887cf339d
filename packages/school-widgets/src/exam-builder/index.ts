export { TeacherExams, type TeacherExamsProps } from './TeacherExams';
export { ExamDetail, type ExamDetailProps } from './ExamDetail';
export { ExamDialog, type ExamDialogProps } from './ExamDialog';
export { ExamTakers, type ExamTakersProps } from './ExamTakers';
export { TakerResult, type TakerResultProps } from './TakerResult';
export { teacherExamStatus, generateExamCode, highestLevel, type TeacherExamStatus } from './logic';
