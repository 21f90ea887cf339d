/** The query keys of this area (every write invalidates `['permissions']` and, for users, `['communication', 'users']`). */
export const adminKeys = {
  roles: ['permissions', 'roles'],
  permissions: ['permissions', 'list'],
  users: ['communication', 'users'],
  grantsOf: (userId: string) => ['permissions', 'grants', userId],
  parentLinks: (parentId: string) => ['permissions', 'family', parentId],
  studentChoices: ['permissions', 'family', 'students'],
} as const;
