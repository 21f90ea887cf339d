export { AcademicPeriodPage, AcademicPeriodsPage, SchedulePage, SectionPage } from './AcademicsPages';
export { academicsAdminPaths } from './paths';
