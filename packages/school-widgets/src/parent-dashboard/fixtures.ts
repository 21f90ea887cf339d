import type { FamilyDigest, LinkedStudent, ParentLinks, PersonSchedule, StudentPeriods } from '@school/api';
import { lesson, period } from '../teacher-dashboard/fixtures';

export const abel: LinkedStudent = {
  _id: 's1',
  ID: 'ST-0001',
  firstName: 'Abel',
  middleName: 'Alemayehu',
  lastName: 'Zewdu',
  profilePic: null,
  user_id: 'u-st1',
};
export const hanna: LinkedStudent = {
  _id: 's3',
  ID: 'ST-0003',
  firstName: 'Hanna',
  middleName: 'Alemayehu',
  lastName: 'Zewdu',
  profilePic: null,
  user_id: 'u-st3',
};

export const linksOf = (...students: LinkedStudent[]): ParentLinks => ({
  links: students.map((s, i) => ({ _id: `link${i}`, student_id: s })),
});

export const abelPeriods: StudentPeriods = {
  academicPeriods: [
    {
      _id: 'seat-2026-1',
      section_id: { _id: 'sec7', name: 'Grade 7 A' },
      academic_period_id: { _id: period._id, year: 2026, semester: 1, startDate: period.startDate, endDate: period.endDate },
    },
    {
      _id: 'seat-2025-2',
      section_id: { _id: 'sec6-2025', name: 'Grade 6 A' },
      academic_period_id: { _id: 'p2025-2', year: 2025, semester: 2, startDate: '2026-02-01', endDate: '2026-06-30' },
    },
  ],
};

export const abelWeek: PersonSchedule = {
  academic_period: { _id: period._id, year: 2026, semester: 1 },
  periods: [{ _id: period._id, year: 2026, semester: 1 }],
  section: { _id: 'sec7', name: 'Grade 7 A' },
  lessons: [lesson(1, '08:00', '08:40', 'Mathematics', 'Grade 7 A'), lesson(2, '08:45', '09:25', 'ICT', 'Grade 7 A')],
};

export const digest: FamilyDigest = {
  since: '2026-11-20T16:30:00.000Z',
  children: [
    {
      student: abel,
      newGrades: [{ course: 'Mathematics', section: 'Grade 7 A', count: 2, at: '2026-11-21T10:00:00.000Z', year: 2026, semester: 1 }],
      absences: [{ date: '2026-11-21', course: 'ICT', status: 'Absent' }],
      overdue: [{ _id: 'a1', title: 'Fractions worksheet', course: 'Mathematics', dueDate: '2026-11-21T20:00:00.000Z' }],
      results: [{ sectionId: 'sec7', section: 'Grade 7 A', academicPeriodId: period._id, year: 2026, semester: 1 }],
    },
    { student: hanna, newGrades: [], absences: [], overdue: [], results: [] },
  ],
};
