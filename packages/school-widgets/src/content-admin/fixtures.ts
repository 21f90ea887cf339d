import type { Feedback, Gallery, News, StaffMessage } from '@school/api';

const day = 24 * 60 * 60 * 1000;
const t0 = new Date(2026, 2, 2, 9).getTime();

export const adminNews: News[] = [
  {
    _id: 'n1',
    title: 'Science fair winners',
    description: 'Grade 8 took the first three places.',
    content: '<p>Well done!</p>',
    photo: 'science-fair.jpg',
    Date: t0,
    show: true,
  },
  {
    _id: 'n2',
    title: 'Draft: exam timetable',
    description: 'The second semester exam dates.',
    content: '',
    photo: 'timetable.png',
    Date: t0 - day,
    show: false,
  },
  {
    _id: 'n3',
    title: 'Sports day results',
    description: 'Red house wins the relay final.',
    content: '<p>Congratulations.</p>',
    photo: 'sports-day.jpg',
    Date: t0 - 2 * day,
    show: true,
  },
  {
    _id: 'n4',
    title: 'Library week',
    description: 'New books for every grade.',
    content: '',
    photo: 'library.jpg',
    Date: t0 - 3 * day,
    show: true,
  },
  {
    _id: 'n5',
    title: 'Parents day',
    description: 'Meet the teachers on Saturday.',
    content: '',
    photo: 'parents.jpg',
    Date: t0 - 4 * day,
    show: false,
  },
  {
    _id: 'n6',
    title: 'Tree planting',
    description: 'Two hundred seedlings on the campus.',
    content: '',
    photo: 'trees.jpg',
    Date: t0 - 5 * day,
    show: true,
  },
];

export const adminGalleries: Gallery[] = [
  { _id: 'g1', title: 'Graduation 2025', description: 'Our grade 12 class.', photo: 'graduation.jpg', date: t0, show: true },
  { _id: 'g2', title: 'Chemistry lab', description: 'The new fume hoods.', photo: 'lab.jpg', date: t0 - day, show: false },
  { _id: 'g3', title: 'KG music show', description: 'Songs and drums.', photo: 'music.jpg', date: t0 - 2 * day, show: true },
];

export const adminStaffMessages: StaffMessage[] = Array.from({ length: 7 }, (_, i) => ({
  _id: `m${i + 1}`,
  fullName: ['Abebe Kebede', 'Meron Tadesse', 'Dawit Haile', 'Selam Girma', 'Yonas Alemu', 'Hana Wolde', 'Kidus Bekele'][i],
  position: ['Director', 'Vice Director', 'KG Coordinator', 'Science Head', 'Sports Teacher', 'Librarian', 'Counsellor'][i],
  message: `Message number ${i + 1} to our families.`,
  photo: `staff-${i + 1}.jpg`,
  date: t0 - i * day,
  show: i < 2,
}));

export const adminFeedback: Feedback[] = [
  { _id: 'f1', fullName: 'Hirut Bekele', email: 'hirut@example.com', feedback: 'My daughter loves her KG teachers.', date: t0, show: true },
  {
    _id: 'f2',
    fullName: 'Solomon Girma',
    email: 'solomon@example.com',
    feedback: 'The parent portal keeps us close.',
    date: t0 - day,
    show: false,
  },
  {
    _id: 'f3',
    fullName: 'Almaz Tesfaye',
    email: 'almaz@example.com',
    feedback: 'Please add more sports clubs.',
    date: t0 - 2 * day,
    show: false,
  },
  {
    _id: 'f4',
    fullName: 'Bereket Assefa',
    email: 'bereket@example.com',
    feedback: 'Great science fair this year.',
    date: t0 - 3 * day,
    show: true,
  },
];
