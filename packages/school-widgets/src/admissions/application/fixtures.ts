import type { AcademicPeriod, Grade, SessionUser } from '@school/api';

const year = new Date().getFullYear();
const period = (y: number, semester: number): AcademicPeriod => ({
  _id: `ap-${y}-${semester}`,
  year: y,
  semester,
  startDate: `${y}-09-01`,
  endDate: `${y + 1}-01-31`,
});

/** Periods from 10 years ago to next year: the form offers only the last 8 years (and later). */
export const academicPeriods: AcademicPeriod[] = [
  period(year + 1, 1),
  period(year, 2),
  period(year, 1),
  period(year - 7, 1),
  period(year - 8, 2),
  period(year - 10, 1),
];
export const currentYear = year;

export const grades: Grade[] = ['KG 1', 'Grade 1', 'Grade 7', 'Grade 11 Natural'].map((name, i) => ({
  _id: `gr-${i}`,
  name,
  noOfSections: 2,
  capacity: 40,
}));

export const registeredUser: SessionUser = {
  _id: 'u-new',
  ID: 'ST-0042',
  fullName: 'Abebe Kebede Tesfaye',
  email: 'abebe@example.com',
  type: { name: 'student' },
  temp_password_changed: false,
  approved: false,
  photo: null,
  url: 'users',
  online: false,
  unreadMessage: 0,
};
