export { ApplicantPage, ApplicantsPage, StudentPage, StudentsPage } from './StudentPages';
export { studentAdminPaths } from './paths';
