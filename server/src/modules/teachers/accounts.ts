// Teacher accounts are made by the one account path (server/src/accounts); the email check is
// shared with the edits of this module (the unique-violation test lives in http/db-errors).
export { emailsInUse } from '../../accounts/service';
