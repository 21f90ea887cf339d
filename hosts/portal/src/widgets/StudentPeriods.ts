// A dynamic entry of one component (decision 99): its chunk holds StudentPeriods and what it imports, not
// the other components of @school/widgets/student-dashboard, as a dynamic import of the folder's index would.
// Every component of that folder the pages load goes through such a file: mixing these with a
// dynamic import of the index made Rolldown split the first chunk of /home into five more.
export { StudentPeriods } from '@school/widgets/student-dashboard';
