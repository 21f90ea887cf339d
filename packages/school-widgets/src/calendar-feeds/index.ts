export { CalendarFeeds } from './CalendarFeeds';
export type { CalendarFeedsProps } from './CalendarFeeds';
export { feedTitle } from './logic';
