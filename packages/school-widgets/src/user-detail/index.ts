export { UserDetail } from './UserDetail';
export type { UserDetailProps } from './UserDetail';
