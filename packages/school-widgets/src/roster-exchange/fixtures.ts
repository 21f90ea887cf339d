import type { AcademicPeriod, RosterCheck, RosterImportResponse, RosterIssue } from '@school/api';

/** Stories' and tests' data of the roster exchange. */
export const periods: AcademicPeriod[] = [
  { _id: 'p1', year: 2025, semester: 1, startDate: '2025-09-01', endDate: '2026-01-31' },
  { _id: 'p2', year: 2025, semester: 2, startDate: '2026-02-01', endDate: '2026-08-31' },
];

export const check: RosterCheck = {
  message: 'The file can be imported',
  counts: [
    { kind: 'users', created: 3, updated: 1 },
    { kind: 'sections', created: 0, updated: 0 },
    { kind: 'placements', created: 2, updated: 0 },
  ],
  warnings: ['1 user with a role the product has no account for (aide) not imported, nor their enrollments'],
};

export const imported: RosterImportResponse = {
  ...check,
  message: 'The roster was imported',
  accounts: [{ _id: 'u9', ID: 'ST-0101', fullName: 'Maria Luisa Santos', role: 'student', temporaryPassword: 'Ab3#kLmnPqRs' }],
};

export const issues: RosterIssue[] = [
  { file: 'users.csv', line: 4, column: 'email', error: 'This email is already used by another account' },
  { file: 'enrollments.csv', line: 11, column: 'classSourcedId', error: 'No record of classes.csv has the sourcedId cls-nope' },
];

/** A success as the roster calls answer it (their failures carry `issues`, which fakeOk's type does not). */
export const okResult = <T>(data: T, status = 200) => ({ ok: true as const, status, data, message: '' });
