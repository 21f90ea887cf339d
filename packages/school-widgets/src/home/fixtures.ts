import type { Feedback, Gallery, StaffMessage } from '@school/api';

const day = 24 * 60 * 60 * 1000;
const t0 = Date.UTC(2026, 2, 2);

export const galleryItems: Gallery[] = [
  {
    _id: 'g1',
    title: 'Science fair',
    description: 'Grade 8 students show their chemistry projects.',
    photo: 'science-fair.jpg',
    date: t0,
    show: true,
  },
  {
    _id: 'g2',
    title: 'Sports day',
    description: 'The relay final on the mini stadium.',
    photo: 'sports-day.jpg',
    date: t0 - day,
    show: true,
  },
  {
    _id: 'g3',
    title: 'Graduation 2025',
    description: 'Our preparatory graduates and their families.',
    photo: 'graduation.jpg',
    date: t0 - 30 * day,
    show: true,
  },
];

export const staffMessages: StaffMessage[] = [
  {
    _id: 's1',
    fullName: 'Almaz Tadesse Wolde',
    position: 'Director',
    message: 'Every child who walks through our gate deserves a school that knows their name. Welcome to the academy.',
    photo: 'director.jpg',
    date: t0,
    show: true,
  },
  {
    _id: 's2',
    fullName: 'Dawit Mekonnen Haile',
    position: 'Vice Director, Academics',
    message: 'Our laboratories and library are open to every student from grade 5 upward.',
    photo: null,
    date: t0 - day,
    show: true,
  },
];

export const testimonials: Feedback[] = [
  { _id: 'f1', fullName: 'Hirut Bekele', email: 'hirut@example.com', feedback: 'My daughter loves her KG teachers.', date: t0, show: true },
  {
    _id: 'f2',
    fullName: 'Solomon Girma',
    email: 'solomon@example.com',
    feedback: 'The parent portal keeps us close to our son’s progress.',
    date: t0 - day,
    show: true,
  },
];
