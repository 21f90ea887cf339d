export { StudentDashboard, type StudentDashboardProps, type StudentArea } from './StudentDashboard';
export { StudentPeriods, type StudentPeriodsProps } from './StudentPeriods';
