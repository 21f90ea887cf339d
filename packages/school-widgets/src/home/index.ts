export { SchoolWelcome, type SchoolWelcomeProps } from './SchoolWelcome';
export { PublicStatistics, type PublicStatisticsProps } from './PublicStatistics';
