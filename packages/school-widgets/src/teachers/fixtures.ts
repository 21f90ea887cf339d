import type { AcademicPeriod, Course, Section, Teacher, TeacherAssignment } from '@school/api';

export const periods: AcademicPeriod[] = [
  { _id: 'p2025-2', year: 2025, semester: 2, startDate: '2026-02-01', endDate: '2026-08-31' },
  { _id: 'p2026-1', year: 2026, semester: 1, startDate: '2026-09-01', endDate: '2027-01-31' },
];

export const courses: Course[] = [
  { _id: 'c-math', name: 'Mathematics', grades: ['Grade 7', 'Grade 8'] },
  { _id: 'c-bio', name: 'Biology', grades: ['Grade 9'] },
];

const section = (id: string, grade: string, letter: string): Section => ({
  _id: id,
  name: `${grade} ${letter}`,
  gradeID: grade,
  grade_academic_period_id: `g-${grade}`,
  academic_period_id: 'p2026-1',
  capacity: 40,
  actual: 30,
});
export const sections: Section[] = [
  section('s7a', 'Grade 7', 'A'),
  section('s7b', 'Grade 7', 'B'),
  section('s8a', 'Grade 8', 'A'),
  section('s9a', 'Grade 9', 'A'),
];

export const teachers: Teacher[] = [
  {
    _id: 't1',
    ID: 'TE-0001',
    fullName: 'Tesfaye Bekele Gebre',
    email: 'tesfaye@example.et',
    age: 38,
    gender: 'male',
    profilePhoto: 'tesfaye.png',
    status: true,
    assignedCourse: { _id: 'c-math', name: 'Mathematics' },
    assignedSections: [
      {
        _id: 's7a',
        name: 'Grade 7 A',
        gradeID: 'Grade 7',
        course: { _id: 'c-math', name: 'Mathematics' },
        academic_period_id: 'p2026-1',
        section_in_teacher_id: 'a1',
      },
      {
        _id: 's8a',
        name: 'Grade 8 A',
        gradeID: 'Grade 8',
        course: { _id: 'c-math', name: 'Mathematics' },
        academic_period_id: 'p2026-1',
        section_in_teacher_id: 'a2',
      },
    ],
  },
  {
    _id: 't2',
    ID: 'TE-0002',
    fullName: 'Hirut Alemu Tadesse',
    email: 'hirut@example.et',
    age: 29,
    gender: 'female',
    profilePhoto: null,
    status: true,
    assignedCourse: null,
    assignedSections: [],
  },
  {
    _id: 't3',
    ID: 'TE-0003',
    fullName: 'Abebe Girma Wolde',
    email: 'abebe@example.et',
    age: 45,
    gender: 'male',
    profilePhoto: null,
    status: false,
    assignedCourse: null,
    assignedSections: [],
  },
  ...Array.from({ length: 4 }, (_, i): Teacher => ({
    _id: `t${i + 4}`,
    ID: `TE-000${i + 4}`,
    fullName: ['Meseret Tadesse Kassa', 'Dawit Haile Mariam', 'Selamawit Kebede Ayele', 'Yonas Wolde Giorgis'][i],
    email: `teacher${i + 4}@example.et`,
    age: 30 + i,
    gender: i % 2 ? 'male' : 'female',
    profilePhoto: null,
    status: true,
    assignedCourse: null,
    assignedSections: [],
  })),
];

export const history: TeacherAssignment[] = [
  {
    section_in_teacher_id: 'a1',
    section: { _id: 's7a', name: 'Grade 7 A', gradeID: 'Grade 7' },
    course: { _id: 'c-math', name: 'Mathematics' },
    academic_period: { _id: 'p2026-1', year: 2026, semester: 1 },
  },
  {
    section_in_teacher_id: 'a2',
    section: { _id: 's8a', name: 'Grade 8 A', gradeID: 'Grade 8' },
    course: { _id: 'c-math', name: 'Mathematics' },
    academic_period: { _id: 'p2026-1', year: 2026, semester: 1 },
  },
  {
    section_in_teacher_id: 'a0',
    section: { _id: 'old7a', name: 'Grade 7 A', gradeID: 'Grade 7' },
    course: { _id: 'old-math', name: 'Mathematics' },
    academic_period: { _id: 'p2025-2', year: 2025, semester: 2 },
  },
];
