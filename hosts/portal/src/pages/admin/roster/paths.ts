/** The admin's roster exchange page (issue 39, ours: the spec has no such route). */
export const rosterAdminPaths = {
  exchange: '/dashboard/admin/roster_exchange',
} as const;
