// ─── Policies and ownership questions: one import for routes ─────────────────────────────────
//
// Every route under /api declares a Policy (`{ config: { policy: policies.admin } }`); the hooks
// in policy-hooks.ts run it. The code lives in:
//   policy-engine.ts          the rule engine: Policy and Grant, the builder with `.with` and
//                             `.or`, the plain role policies, isAdmin, hasPermission (and
//                             activePermissionNames: who holds what, for the Users grid)
//   access/people.ts          who a key names, the caller and their record, linked children, a
//                             teacher's students, profiles and student records, own photo
//   access/sections.ts        who teaches, owns or sits in a section
//   access/teaching.ts        assignments, course material and their files
//   access/admissions.ts      an applicant's questionnaires and their answer files
//   access/reports.ts         section owners and released grade reports
//   access/exams.ts           the exam's teacher, who may take an exam (and the list of them), attempts
//   access/communication.ts   who may chat with and email whom, who may see an email
//   access/content.ts         the public site's hidden items
//   access/grants.ts          the scopes of the permissions that `.or(...)` grants unlock
//   access/approvals.ts       the approvers of a permission request's levels, its requester
// Ownership questions live in the auth module and nowhere else: point checks (may the caller act
// on this record) and, beside them, list scopes (which records a list may show the caller), so the
// two never disagree (issue 22). A lint rule (eslint.config.js) keeps checks on the caller's role
// and comparisons with the caller's id (`=== auth.userId`) out of other modules. Import from here
// or from the file.

export * from './policy-engine';
export * from './access/people';
export * from './access/sections';
export * from './access/teaching';
export * from './access/admissions';
export * from './access/reports';
export * from './access/exams';
export * from './access/communication';
export * from './access/content';
export * from './access/grants';
export * from './access/approvals';
export * from './access/privacy';
