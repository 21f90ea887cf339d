import { fakeOk, type ApplicantRow, type PageQuery, type StudentRecord, type StudentRow } from '@school/api';

export const studentRows: StudentRow[] = [
  {
    _id: 's1',
    ID: 'ST-0001',
    firstName: 'Abel',
    middleName: 'Bekele',
    lastName: 'Tesfaye',
    gender: 'male',
    email: 'abel@example.et',
    age: 12,
    status: true,
  },
  {
    _id: 's3',
    ID: 'ST-0003',
    firstName: 'Hanna',
    middleName: 'Girma',
    lastName: 'Alemu',
    gender: 'female',
    email: 'hanna@example.et',
    age: 11,
    status: false,
  },
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

const names = ['Abel', 'Hanna', 'Kaleb', 'Liya', 'Meron', 'Natnael', 'Selam'] as const;

/** Seven students (more than a page of 5), listed by login ID as the server does. */
export const sevenStudents: StudentRow[] = names.map((firstName, i) => ({
  ...studentRows[i % 2],
  _id: `s${i + 1}`,
  ID: `ST-000${i + 1}`,
  firstName,
  email: `${firstName.toLowerCase()}@example.et`,
}));

/** Seven applicants, listed by login ID; the later the ID the later the application. */
export const sevenApplicants: ApplicantRow[] = sevenStudents.map(({ status: _, ...s }, i) => ({
  ...s,
  _id: `a${i + 1}`,
  ID: `ST-01${i + 1}0`,
  classG: `Grade ${7 + (i % 2)}`,
  application_year: 2026,
  application_semester: 1,
  Date: Date.UTC(2026, 5, 1 + i),
}));

/** What the server does with a list query: search names, email and ID, sort, cut out the page. */
function serverPage<T extends StudentRow | ApplicantRow>(rows: readonly T[], q: PageQuery) {
  const term = q.searchTerm?.toLowerCase() ?? '';
  const found = rows.filter((r) =>
    [r.firstName, r.middleName, r.lastName, r.email ?? '', r.ID].some((v) => v.toLowerCase().includes(term)),
  );
  const key = q.sortBy as keyof T | undefined;
  const sorted = key
    ? [...found].sort(
        (a, b) => String(a[key]).localeCompare(String(b[key]), undefined, { numeric: true }) * (q.sortDir === 'desc' ? -1 : 1),
      )
    : found;
  const limit = q.limit === 'all' ? Math.max(sorted.length, 1) : (q.limit ?? 5);
  const page = q.page ?? 1;
  return { rows: sorted.slice((page - 1) * limit, page * limit), totalItems: sorted.length, totalPages: Math.ceil(sorted.length / limit) };
}

/** A fake list call (getstudents, studenttobeapproved) over `rows`, answering under `key`. */
export const fakeList =
  <K extends string, T extends StudentRow | ApplicantRow>(rows: readonly T[], key: K) =>
  async (q: PageQuery) => {
    const { rows: page, totalItems, totalPages } = serverPage(rows, q);
    return fakeOk({ [key]: page, totalItems, totalPages } as Record<K, T[]> & { totalItems: number; totalPages: number });
  };
