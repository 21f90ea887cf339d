export { ApplicantPage, ApplicantsPage, StudentPage, StudentsPage } from './StudentAdminPages';
export { studentAdminPaths } from './paths';
