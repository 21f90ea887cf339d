export { UsersAndPermissions } from './UsersAndPermissions';
export type { UsersAndPermissionsProps } from './UsersAndPermissions';
