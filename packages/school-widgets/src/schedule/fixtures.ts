import type { Section, SectionSchedule, SectionTeacher } from '@school/api';

export const sectionFixture: Section = {
  _id: 's7a',
  name: 'Grade 7 A',
  gradeID: 'Grade 7',
  grade_academic_period_id: 'g7',
  academic_period_id: 'ap2026',
  capacity: 40,
  actual: 3,
};

export const teachersFixture: SectionTeacher[] = [
  { _id: 't1', ID: 'TE-0001', fullName: 'Abebe Girma', email: 'abebe@example.et', course: { _id: 'c-math', name: 'Mathematics' } },
  { _id: 't2', ID: 'TE-0002', fullName: 'Hirut Alemu', email: 'hirut@example.et', course: { _id: 'c-eng', name: 'English' } },
  { _id: 't3', ID: 'TE-0003', fullName: 'Tigist Asfaw', email: null, course: { _id: 'c-pe', name: 'Physical Education' } },
];

export const scheduleFixture: SectionSchedule = {
  periods: [
    { _id: 'p1', startTime: '08:00', endTime: '08:40' },
    { _id: 'p2', startTime: '08:45', endTime: '09:25' },
    { _id: 'p3', startTime: '09:30', endTime: '10:10' },
  ],
  entries: [
    {
      _id: 'e1',
      periodId: 'p1',
      day: 1,
      startTime: '08:00',
      endTime: '08:40',
      teacher: { _id: 't1', fullName: 'Abebe Girma' },
      course: { _id: 'c-math', name: 'Mathematics' },
    },
    {
      _id: 'e2',
      periodId: 'p2',
      day: 2,
      startTime: '08:45',
      endTime: '09:25',
      teacher: { _id: 't2', fullName: 'Hirut Alemu' },
      course: { _id: 'c-eng', name: 'English' },
    },
  ],
};
