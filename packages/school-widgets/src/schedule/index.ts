export { ScheduleGrid } from './ScheduleGrid';
export type { ScheduleGridProps } from './ScheduleGrid';
