export { TeacherList, type TeacherListProps } from './TeacherList';
export { TeacherDetail, type TeacherDetailProps } from './TeacherDetail';
export { TeacherDialog, AssignmentDialog, type TeacherDialogProps, type AssignmentDialogProps } from './TeacherDialog';
export { TeacherImportDialog, type TeacherImportDialogProps } from './TeacherImportDialog';
export { TemporaryPasswordsDialog, type TemporaryPasswordsDialogProps } from './TemporaryPasswordsDialog';
export { parseTeacherFileInWorker, type TeacherFileParser } from './parseTeacherFile';
