export { RosterPage } from './RosterPage';
export { rosterAdminPaths } from './paths';
