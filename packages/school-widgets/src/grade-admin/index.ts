export { OtherHub, type OtherHubProps } from './OtherHub';
export { GradeScalePanel, type GradeScalePanelProps } from './GradeScalePanel';
export { SemesterOwnerships, type SemesterOwnershipsProps } from './SemesterOwnerships';
export { YearOwnerships, type YearOwnershipsProps } from './YearOwnerships';
export { AssignOwnerDialog, type AssignOwnerDialogProps } from './AssignOwnerDialog';
