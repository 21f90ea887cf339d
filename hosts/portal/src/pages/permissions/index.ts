export { ParentDashboardPage, SettingsPage, UserDetailPage, UsersAndPermissionsPage } from './PermissionPages';
export { permissionPaths } from './paths';
