/** Data safety (issue 7): refusals of the database's guarantees, upload caps, dates. */
export const dataSafetyMessages = {
  recordConflict: 'This conflicts with a change saved at the same time: reload and try again',
  uploadTotalTooLarge: 'All files of one request may be at most {mb} MB together',
  applicantQuotaExceeded: 'An application may hold at most {mb} MB of files',
  invalidDate: 'Enter a real date',
  textTooLong: 'A text is too long',
} as const;
