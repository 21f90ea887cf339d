import type { AcademicPeriod, Course, Grade, Section, SectionStudent, SectionTeacher } from '@school/api';

export const periodsFixture: AcademicPeriod[] = [
  { _id: 'ap6', year: 2026, semester: 1, startDate: '2026-09-01', endDate: '2027-01-31' },
  { _id: 'ap5', year: 2025, semester: 2, startDate: '2026-02-01', endDate: '2026-08-31' },
  { _id: 'ap4', year: 2025, semester: 1, startDate: '2025-09-01', endDate: '2026-01-31' },
  { _id: 'ap3', year: 2024, semester: 2, startDate: '2025-02-01', endDate: '2025-08-31' },
  { _id: 'ap2', year: 2024, semester: 1, startDate: '2024-09-01', endDate: '2025-01-31' },
  { _id: 'ap1', year: 2023, semester: 2, startDate: '2024-02-01', endDate: '2024-08-31' },
];

export const gradesFixture: Grade[] = [
  { _id: 'g7', name: 'Grade 7', noOfSections: 2, capacity: 40 },
  { _id: 'g8', name: 'Grade 8', noOfSections: 2, capacity: 40 },
];

export const coursesFixture: Course[] = [
  { _id: 'c1', name: 'Mathematics', grades: ['Grade 7', 'Grade 8'] },
  { _id: 'c2', name: 'ICT', grades: ['Grade 8'] },
];

const section = (id: string, name: string, grade: string, actual: number): Section => ({
  _id: id,
  name,
  gradeID: grade,
  grade_academic_period_id: grade === 'Grade 7' ? 'g7' : 'g8',
  academic_period_id: 'ap6',
  capacity: 40,
  actual,
});
export const sectionsFixture: Section[] = [
  section('s7a', 'Grade 7 A', 'Grade 7', 3),
  section('s7b', 'Grade 7 B', 'Grade 7', 2),
  section('s8a', 'Grade 8 A', 'Grade 8', 0),
  section('s8b', 'Grade 8 B', 'Grade 8', 1),
];

export const sectionStudentsFixture: SectionStudent[] = [
  {
    _id: 'st1',
    ID: 'ST-0001',
    firstName: 'Abel',
    middleName: 'Bekele',
    lastName: 'Hailu',
    gender: 'male',
    email: 'abel@example.et',
    age: 13,
  },
  { _id: 'st2', ID: 'ST-0002', firstName: 'Eden', middleName: 'Lemma', lastName: 'Worku', gender: 'female', email: null, age: 12 },
  {
    _id: 'st3',
    ID: 'ST-0003',
    firstName: 'Meron',
    middleName: 'Asrat',
    lastName: 'Chala',
    gender: 'female',
    email: 'meron@example.et',
    age: 13,
  },
];

export const sectionTeachersFixture: SectionTeacher[] = [
  { _id: 't1', ID: 'TE-0001', fullName: 'Tesfaye Bekele Gebre', email: 'tesfaye@example.et', course: { _id: 'c1', name: 'Mathematics' } },
  { _id: 't2', ID: 'TE-0002', fullName: 'Hirut Alemu Tadesse', email: 'hirut@example.et', course: { _id: 'c3', name: 'English' } },
];
