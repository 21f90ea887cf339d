export { TeacherAssignments, type TeacherAssignmentsProps } from './TeacherAssignments';
export { AssignmentDetail, type AssignmentDetailProps } from './AssignmentDetail';
export { SubmissionGrading, type SubmissionGradingProps } from './SubmissionGrading';
export { StudentAssignments, type StudentAssignmentsProps } from './StudentAssignments';
export { StudentAssignmentDetail, type StudentAssignmentDetailProps } from './StudentAssignmentDetail';
