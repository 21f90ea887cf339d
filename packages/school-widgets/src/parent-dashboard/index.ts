export { ParentDashboard, type ParentDashboardProps } from './ParentDashboard';
export { FamilyDigest } from './FamilyDigest';
export { parentKeys, fullNameOf, semesterLabel } from './logic';
