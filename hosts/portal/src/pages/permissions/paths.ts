/** The admin's user and permission screens (spec 002 §2.1). */
export const permissionPaths = {
  usersAndPermissions: '/dashboard/admin/users_and_permission',
  user: (ID: string) => `/dashboard/admin/users_and_permission/user/${encodeURIComponent(ID)}`,
  /** A Family account's profile, moved off its landing by the parent dashboard (ours). */
  parentProfile: (ID: string) => `/dashboard/parent/${encodeURIComponent(ID)}/profile`,
} as const;
