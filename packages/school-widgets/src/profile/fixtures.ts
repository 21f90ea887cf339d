import type { UserProfile } from '@school/api';

const base: UserProfile = {
  _id: 'u-st-1',
  ID: 'ST-0001',
  fullName: 'Abebe Kebede Tesfaye',
  email: 'abebe.kebede@students.mizanteferi-academy.edu.et',
  type: { name: 'student' },
  approved: true,
  temp_password_changed: true,
  photo: null,
  url: 'users',
  online: false,
  gender: 'male',
  age: 13,
  phoneNumber: '091-234-5678',
  section: 'Grade 7 A',
  courses: [],
  links: [],
  createdAt: '2026-09-01T08:00:00.000Z',
};

export const studentProfile = base;
export const teacherProfile: UserProfile = {
  ...base,
  _id: 'u-te-1',
  ID: 'TE-0001',
  fullName: 'Tigist Alemu Bekele',
  email: 'tigist.alemu@mizanteferi-academy.edu.et',
  type: { name: 'teacher' },
  gender: 'female',
  age: 34,
  section: null,
  courses: ['Mathematics', 'Physics'],
};
export const parentProfile: UserProfile = {
  ...base,
  _id: 'u-fa-1',
  ID: 'FA-0001',
  fullName: 'Kebede Tesfaye Gebre',
  email: null,
  type: { name: 'Family' },
  age: null,
  section: null,
  links: [{ ID: 'ST-0001', fullName: 'Abebe Kebede Tesfaye' }],
};
