export { AttendanceMarking, type AttendanceMarkingProps } from './AttendanceMarking';
export { StudentAttendance, type StudentAttendanceProps } from './StudentAttendance';
export { defaultDay } from './logic';
