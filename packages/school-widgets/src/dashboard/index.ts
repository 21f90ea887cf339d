export { AdminDashboard, type AdminDashboardProps } from './AdminDashboard';
