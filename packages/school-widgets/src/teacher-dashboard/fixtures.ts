import type { CourseMaterialList, Lesson, PersonSchedule, TeacherDashboard, TeacherInPeriod, TeacherSection } from '@school/api';
import { teachers, history } from '../teachers/fixtures';
import { fromNow } from '../assignments/fixtures';

export const period = { _id: 'p2026-1', year: 2026, semester: 1, startDate: '2026-09-01', endDate: '2027-01-31' };

const section = (i: number, course = 'Mathematics'): TeacherSection => ({
  _id: `sec${i}`,
  name: `Grade ${i} A`,
  gradeID: `Grade ${i}`,
  course: { _id: `c-${course}`, name: course },
  academic_period_id: period._id,
  section_in_teacher_id: `ts${i}-${course}`,
});

/** TE-0001 with eight sections: the sections list pages at 6. */
export const teacherInPeriod: TeacherInPeriod = {
  teacher: {
    ...teachers[0],
    assignedSections: [7, 8, 9, 10, 11, 12].map((i) => section(i)).concat([section(7, 'ICT'), section(8, 'ICT')]),
  },
  academic_period: period,
};
export { history };

export const lesson = (
  day: number,
  startTime: string,
  endTime: string,
  course: string,
  sectionName: string,
  id = `${day}-${startTime}`,
): Lesson => ({
  _id: id,
  day,
  startTime,
  endTime,
  teacher_id: { _id: 't1', fullName: 'Tesfaye Bekele Gebre' },
  course_id: { _id: `c-${course}`, name: course },
  section_id: { _id: `s-${sectionName}`, name: sectionName },
});

export const teacherWeek: PersonSchedule = {
  academic_period: { _id: period._id, year: 2026, semester: 1 },
  periods: [
    { _id: period._id, year: 2026, semester: 1 },
    { _id: 'p2025-2', year: 2025, semester: 2 },
    { _id: 'p2025-1', year: 2025, semester: 1 },
  ],
  section: null,
  lessons: [
    lesson(1, '08:00', '08:40', 'Mathematics', 'Grade 7 A'),
    lesson(1, '08:45', '09:25', 'ICT', 'Grade 8 A'),
    lesson(3, '08:00', '08:40', 'Mathematics', 'Grade 9 A'),
    lesson(5, '09:30', '10:10', 'ICT', 'Grade 7 A'),
  ],
};

const card = (i: number, course: string, waiting = 0) => ({
  section_in_teacher_id: `ts${i}-${course}`,
  section: { _id: `sec${i}`, name: `Grade ${i} A` },
  course: { _id: `c-${course}`, name: course },
  students: 30 + i,
  waiting,
});

export const teacherDashboardFixture: TeacherDashboard = {
  teacher: { _id: 't1', ID: 'TE-0001', fullName: 'Tesfaye Bekele Gebre' },
  academic_period: { _id: period._id, year: 2026, semester: 1 },
  sections: [card(7, 'Mathematics', 2), card(7, 'ICT'), card(8, 'Mathematics'), card(9, 'Mathematics'), card(10, 'ICT')],
  today: [lesson(1, '08:00', '08:40', 'Mathematics', 'Grade 7 A'), lesson(1, '08:45', '09:25', 'ICT', 'Grade 8 A')],
  absences: [
    {
      student: { _id: 's9', ID: 'ST-0009', fullName: 'Kaleb Fikre Negash' },
      section: { _id: 'sec7', name: 'Grade 7 A' },
      days: 3,
      since: '2026-11-18',
    },
  ],
  waiting: [
    {
      submission_id: 'sub1',
      submissionDate: fromNow(-1),
      assignment: { _id: 'a1', title: 'Fractions worksheet', dueDate: fromNow(2) },
      student: { _id: 's1', ID: 'ST-0001', fullName: 'Abel Alemayehu Zewdu' },
      section: { _id: 'sec7', name: 'Grade 7 A' },
      course: { _id: 'c-Mathematics', name: 'Mathematics' },
    },
  ],
};

export const materialFixture: CourseMaterialList = {
  section: { _id: 'sec7', name: 'Grade 7 A' },
  course: { _id: 'c-Mathematics', name: 'Mathematics' },
  courseMaterials: [
    {
      _id: 'm1',
      file: 'f1.pdf',
      name: 'Chapter 3 notes.pdf',
      owner: { _id: 'u1', ID: 'TE-0001', email: 'tesfaye@example.et' },
      created_at: fromNow(-3),
    },
    {
      _id: 'm2',
      file: 'f2.pdf',
      name: 'Reading list.pdf',
      owner: { _id: 'u3', ID: 'TE-0003', email: 'abebe@example.et' },
      created_at: fromNow(-2),
    },
  ],
};
