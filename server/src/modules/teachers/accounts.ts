// Teacher accounts are made by the one account path (server/src/accounts); the email check and
// the unique-violation test are shared with the edits of this module.
export { emailsInUse } from '../../accounts/service';

export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
