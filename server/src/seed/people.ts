import type { RoleName } from '@school/api/schemas';
import { FATHERS, GIVEN_FEMALE, GIVEN_MALE, GRADE_NAMES, KEBELES, MOTHERS, TEACHERS } from './data';

/** Plain rows for the users table; ids are made here so other rows can point at them. */
export interface SeedUser {
  id: string;
  ID: string;
  fullName: string;
  email: string;
  role: RoleName;
  tempPasswordChanged: boolean;
  approved: boolean;
}

export interface SeedStudent {
  user: SeedUser;
  level: number; // 0 = KG .. 12
  letter: 'A' | 'B';
  gender: 'male' | 'female';
  first: string;
  father: string;
  grandfather: string;
  index: number;
}

const pad = (n: number) => String(n).padStart(4, '0');
const mail = (name: string, n: number) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${n}@example.et`;

export function makeUser(ID: string, fullName: string, role: RoleName, extra: Partial<SeedUser> = {}): SeedUser {
  return {
    id: crypto.randomUUID(),
    ID,
    fullName,
    email: mail(fullName.split(' ').slice(0, 2).join(' '), Number(ID.slice(3))),
    role,
    tempPasswordChanged: true,
    approved: true,
    ...extra,
  };
}

export const staffUsers = () => [
  makeUser('SA-0001', 'Mulugeta Assefa Tekle', 'super admin'),
  makeUser('AD-0001', 'Genet Alemu Bekele', 'admin'),
  makeUser('AD-0002', 'Daniel Tefera Ayana', 'admin'),
];

export const teacherUsers = () => TEACHERS.map((t, i) => makeUser(`TE-${pad(i + 1)}`, t.name, 'teacher', { tempPasswordChanged: i !== 1 }));

function person(i: number) {
  const gender: 'male' | 'female' = i % 2 === 0 ? 'male' : 'female';
  const first = (gender === 'male' ? GIVEN_MALE : GIVEN_FEMALE)[Math.floor(i / 2) % 20];
  const father = FATHERS[(i * 7) % FATHERS.length];
  const grandfather = FATHERS[(i * 5 + 3) % FATHERS.length];
  return { gender, first, father, grandfather: grandfather === father ? 'Abera' : grandfather };
}

/** 60 enrolled students; ST-0001 is the first and sits in Grade 7 A. */
export function enrolledStudents(count = 60): SeedStudent[] {
  return Array.from({ length: count }, (_, i) => {
    const p = person(i);
    const ID = i === 0 ? 'ST-0001' : `ST-${pad(i + 2)}`;
    const user = makeUser(ID, `${p.first} ${p.father} ${p.grandfather}`, 'student');
    return { ...p, user, index: i, level: (i + 7) % 13, letter: Math.floor(i / 13) % 2 === 0 ? 'A' : 'B' };
  });
}

/** Applicants waiting for approval; ST-0002 first (its temporary password is already changed). */
export function applicants(start: number, count = 5): SeedStudent[] {
  return Array.from({ length: count }, (_, k) => {
    const i = start + k;
    const p = person(i + 3);
    const ID = k === 0 ? 'ST-0002' : `ST-${pad(start + k + 1)}`;
    const user = makeUser(ID, `${p.first} ${p.father} ${p.grandfather}`, 'student', { approved: false });
    return { ...p, user, index: i, level: 1 + ((k * 3) % 12), letter: 'A' };
  });
}

/** The application fields of spec 000 §3, filled plausibly. */
export function applicationFields(s: SeedStudent, now: Date, year: number) {
  const age = 5 + s.level;
  const birthYear = now.getUTCFullYear() - age;
  const month = String((s.index % 12) + 1).padStart(2, '0');
  const day = String((s.index % 27) + 1).padStart(2, '0');
  const phone = (n: number) => `09${1 + (n % 2)}-${100 + ((n * 37) % 900)}-${1000 + ((n * 7919) % 9000)}`; // 3-3-4 digits
  return {
    userId: s.user.id,
    firstName: s.first,
    middleName: s.father,
    lastName: s.grandfather,
    age,
    gender: s.gender,
    birthPlace: 'Mizan Teferi',
    birthDate: `${birthYear}-${month}-${day}`,
    email: s.user.email,
    phoneNumber: phone(s.index),
    motherFullName: MOTHERS[s.index % MOTHERS.length],
    homeAddress: KEBELES[s.index % KEBELES.length],
    emergencyContact: `${s.father} ${s.grandfather}`,
    emergencyPhoneNumber: phone(s.index + 41),
    previousSchoolAttended: s.level <= 1 ? 'Mizan Kindergarten' : 'Mizan Teferi Primary School',
    currentGradeLevel: s.level === 0 ? 'None' : GRADE_NAMES[s.level - 1],
    avarageValue: 65 + ((s.index * 7) % 35),
    classG: GRADE_NAMES[s.level],
    approved: s.user.approved,
    applicationYear: year,
    applicationSemester: 1,
  };
}
