import type { StudentRecord, StudentRow } from '@school/api';

export const studentRows: StudentRow[] = [
  { _id: 's1', ID: 'ST-0001', firstName: 'Abel', middleName: 'Bekele', lastName: 'Tesfaye', gender: 'male', email: 'abel@example.et', age: 12, status: true },
  { _id: 's3', ID: 'ST-0003', firstName: 'Hanna', middleName: 'Girma', lastName: 'Alemu', gender: 'female', email: 'hanna@example.et', age: 11, status: false },
];

export const studentRecord: StudentRecord = {
  _id: 's1',
  approved: true,
  application_year: 2025,
  application_semester: 1,
  status: true,
  Date: Date.UTC(2025, 8, 1),
  user_id: { _id: 'u1', ID: 'ST-0001', approved: true, temp_password_changed: true },
  firstName: 'Abel',
  middleName: 'Bekele',
  lastName: 'Tesfaye',
  age: 12,
  gender: 'male',
  birthPlace: 'Mizan Teferi',
  birthDate: '2014-03-14',
  email: 'abel@example.et',
  profilePic: null,
  phoneNumber: '091-234-5678',
  motherFullName: 'Almaz Tesfaye',
  homeAddress: 'Kebele 02',
  emergencyContact: 'Bekele Tesfaye',
  emergencyPhoneNumber: '091-111-2222',
  previousSchoolAttended: null,
  currentGradeLevel: null,
  avarageValue: null,
  classG: null,
  BirthCertificate: 'birth.pdf',
  GradeReport: ['report-1.png'],
  NationalID: null,
  neccesseryDoc: [],
  academicRecords: [{ _id: 'r1', section: { _id: 'sec7a', name: 'Grade 7 A' }, academic_period: { _id: 'p26', year: 2026, semester: 1 } }],
};

export const emptyRecord: StudentRecord = { ...studentRecord, BirthCertificate: null, GradeReport: [], academicRecords: [] };
