export { MySchedule, type MyScheduleProps } from './MySchedule';
