// Teacher and student areas: assignments, submissions, course material, attendance, schedules, onboarding (spec 001).
// Split by subject; this file is the area's one entry point.
export * from './teaching/assignments';
export * from './teaching/attendance';
export * from './teaching/areas';
