export { AuditTrailPage, CalendarFeedsSection, ChildTrailPage } from './PrivacyPages';
export { privacyPaths } from './paths';
