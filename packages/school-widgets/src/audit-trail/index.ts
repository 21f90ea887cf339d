export { AuditTrail } from './AuditTrail';
export type { AuditTrailProps } from './AuditTrail';
export { AuditStudentPicker } from './AuditStudentPicker';
export type { AuditStudentPickerProps } from './AuditStudentPicker';
export { ChildAuditTrail } from './ChildAuditTrail';
export type { ChildAuditTrailProps } from './ChildAuditTrail';
export { kindLabels, filterOf } from './logic';
