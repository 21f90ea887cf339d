/** The audit trail's screens (issue 39). */
export const privacyPaths = {
  /** The super admin's trail: a student search, then `/:student`. */
  auditTrail: '/dashboard/admin/audit_trail',
  auditTrailOf: (student: string) => `/dashboard/admin/audit_trail/${encodeURIComponent(student)}`,
  /** A family's copy of a linked child's trail. */
  childTrail: (ID: string) => `/dashboard/parent/${encodeURIComponent(ID)}/records_trail`,
} as const;
