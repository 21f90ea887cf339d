export { TeacherDashboard, type TeacherDashboardProps, type SectionArea } from './TeacherDashboard';
