export { StudentList, type StudentListProps } from './StudentList';
export { StudentDetail, type StudentDetailProps } from './StudentDetail';
export { StudentDialog, type StudentDialogProps } from './StudentDialog';
export { StudentImportDialog, type StudentImportDialogProps } from './StudentImportDialog';
export { StudentDocuments } from '../shared/StudentDocuments';
export type { SpreadsheetParser, ParseOutcome } from './parseSpreadsheet';
