export { AccountSessions, type AccountSessionsProps } from './AccountSessions';
