// The demo school's fixed content: Mizan Teferi, Ethiopia (spec 000 §1). Names follow the
// Ethiopian pattern given name + father's name + grandfather's name.

export const DEMO_PASSWORD = 'Passw0rd!';

export const GRADE_NAMES = ['KG', ...Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`)];
export const SECTION_LETTERS = ['A', 'B'];

/** Courses and the grade levels (0 = KG) that take them. */
export const COURSES: { name: string; levels: number[] }[] = [
  { name: 'English', levels: range(0, 12) },
  { name: 'Amharic', levels: range(0, 12) },
  { name: 'Mathematics', levels: range(0, 12) },
  { name: 'Environmental Science', levels: range(0, 4) },
  { name: 'Art and Music', levels: range(0, 4) },
  { name: 'General Science', levels: range(5, 8) },
  { name: 'Social Studies', levels: range(5, 8) },
  { name: 'Civics', levels: range(5, 12) },
  { name: 'ICT', levels: range(7, 12) },
  { name: 'Physical Education', levels: range(1, 12) },
  { name: 'Biology', levels: range(9, 12) },
  { name: 'Chemistry', levels: range(9, 12) },
  { name: 'Physics', levels: range(9, 12) },
  { name: 'Geography', levels: range(9, 12) },
  { name: 'History', levels: range(9, 12) },
];

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** TE-0001 first: teaches Mathematics and ICT and owns Grade 7 A. TE-0002 keeps a temporary password. */
export const TEACHERS: { name: string; gender: 'male' | 'female'; age: number; subjects: string[] }[] = [
  { name: 'Tesfaye Bekele Gebre', gender: 'male', age: 38, subjects: ['Mathematics', 'ICT'] },
  { name: 'Hirut Alemu Tadesse', gender: 'female', age: 29, subjects: ['English'] },
  { name: 'Abebe Girma Wolde', gender: 'male', age: 45, subjects: ['Amharic'] },
  { name: 'Meseret Tadesse Kassa', gender: 'female', age: 34, subjects: ['Biology', 'Environmental Science'] },
  { name: 'Dawit Haile Mariam', gender: 'male', age: 41, subjects: ['Chemistry', 'General Science'] },
  { name: 'Selamawit Kebede Ayele', gender: 'female', age: 31, subjects: ['Physics'] },
  { name: 'Yonas Wolde Giorgis', gender: 'male', age: 36, subjects: ['Civics', 'Social Studies'] },
  { name: 'Tigist Asfaw Demissie', gender: 'female', age: 27, subjects: ['Physical Education'] },
  { name: 'Getachew Mekonnen Abera', gender: 'male', age: 50, subjects: ['Mathematics'] },
  { name: 'Bethlehem Tesfaye Lemma', gender: 'female', age: 33, subjects: ['English'] },
  { name: 'Solomon Desta Bogale', gender: 'male', age: 44, subjects: ['Geography', 'History'] },
  { name: 'Kidist Mulugeta Shiferaw', gender: 'female', age: 30, subjects: ['Art and Music', 'Amharic'] },
];

export const GIVEN_MALE = [
  'Abel',
  'Biruk',
  'Dagim',
  'Eyob',
  'Fitsum',
  'Henok',
  'Kaleb',
  'Kirubel',
  'Mikiyas',
  'Natnael',
  'Robel',
  'Samuel',
  'Tewodros',
  'Yared',
  'Yohannes',
  'Nahom',
  'Amanuel',
  'Bereket',
  'Ermias',
  'Lidet',
];
export const GIVEN_FEMALE = [
  'Abeba',
  'Bethel',
  'Eden',
  'Hanna',
  'Helen',
  'Liya',
  'Mahlet',
  'Meron',
  'Rahel',
  'Ruth',
  'Saron',
  'Selam',
  'Tsion',
  'Yeabsira',
  'Hiwot',
  'Kalkidan',
  'Mekdes',
  'Blen',
  'Feven',
  'Sosina',
];
export const FATHERS = [
  'Alemayehu',
  'Bekele',
  'Desalegn',
  'Fikre',
  'Gebremedhin',
  'Hailu',
  'Kassahun',
  'Lemma',
  'Mengistu',
  'Negash',
  'Shimeles',
  'Tilahun',
  'Worku',
  'Yilma',
  'Zewdu',
  'Asrat',
  'Berhanu',
  'Chala',
];
export const MOTHERS = [
  'Almaz Tesfaye',
  'Birtukan Ayele',
  'Genet Mulatu',
  'Tsehay Abebe',
  'Workinesh Kebede',
  'Aster Haile',
  'Mulu Gebre',
  'Yeshi Tadesse',
];
export const KEBELES = [
  'Kebele 01, Mizan Teferi',
  'Kebele 02, Mizan Teferi',
  'Aman, Bench Sheko',
  'Kebele 03, Mizan Teferi',
  'Debub Bench, Bench Sheko',
];

export const NEWS = [
  { title: 'New ICT lab opens for Grades 7 to 12', description: 'Thirty new computers are ready for classes.', show: true },
  { title: 'Annual sports day on the mini stadium', description: 'Students compete in athletics and football.', show: true },
  { title: 'Grade 12 national exam preparation', description: 'Saturday review sessions start next week.', show: true },
  { title: 'Parents meeting this Friday', description: 'Homeroom teachers meet families of each section.', show: true },
  { title: 'Library opening hours extended', description: 'The library stays open until 6 pm on weekdays.', show: false },
  { title: 'Draft: holiday schedule', description: 'The holiday schedule will be published soon.', show: false },
];

export const GALLERY = [
  { title: 'Graduation day', description: 'Our Grade 12 graduates with their families.', show: true },
  { title: 'Science fair', description: 'Projects from the chemistry and physics clubs.', show: true },
  { title: 'Coffee ceremony', description: 'Cultural day in the school compound.', show: true },
  { title: 'Basket ball final', description: 'Grade 10 against Grade 11.', show: true },
  { title: 'KG first day', description: 'Our youngest students arrive.', show: false },
  { title: 'Tree planting', description: 'Green legacy day around Mizan Teferi.', show: false },
];

export const STAFF_MESSAGES = [
  {
    fullName: 'Ato Mulugeta Assefa',
    position: 'School Director',
    show: true,
    message: 'Since 1999 we have educated the children of Mizan Teferi with care and discipline. Welcome to our school family.',
  },
  {
    fullName: 'W/ro Tsehay Worku',
    position: 'Vice Director (Academics)',
    show: true,
    message: 'Every student can succeed with good teaching, a safe school and a family that follows their progress.',
  },
  {
    fullName: 'Ato Daniel Tefera',
    position: 'Student Affairs',
    show: true,
    message: 'Our clubs, sports and counselling help students grow beyond the classroom.',
  },
  { fullName: 'W/ro Genet Alemu', position: 'Registrar', show: false, message: 'Applications for the new academic year are open online.' },
];

export const FEEDBACK = [
  {
    fullName: 'Alemayehu Bekele',
    email: 'alemayehu.b@example.et',
    show: true,
    feedback: 'My two children love their teachers. The online grade reports help us follow them closely.',
  },
  {
    fullName: 'Tsion Hailu',
    email: 'tsion.h@example.et',
    show: true,
    feedback: 'Excellent ICT lab and caring staff. Thank you for the extra Grade 12 sessions.',
  },
  {
    fullName: 'Kassahun Negash',
    email: 'kassahun.n@example.et',
    show: true,
    feedback: 'The school communicates well with families. Keep it up!',
  },
  { fullName: 'Meron Fikre', email: 'meron.f@example.et', show: false, feedback: 'Please add more books to the library.' },
  { fullName: 'Yilma Zewdu', email: 'yilma.z@example.et', show: false, feedback: 'The sports day was wonderful.' },
  { fullName: 'Hanna Tilahun', email: 'hanna.t@example.et', show: false, feedback: 'Could the school bus cover Aman too?' },
];
