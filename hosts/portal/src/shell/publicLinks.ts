import { publicMessages as messages } from '@school/api';

/** Labels are getters: they read the live catalogue, so they follow a language switch. */
/** The navigation bar's plain links (the Courses menu sits between Gallery and Contact Us). */
export const primaryLinks = [
  {
    to: '/home',
    get label() {
      return messages.home;
    },
  },
  {
    to: '/news',
    get label() {
      return messages.news;
    },
  },
  {
    to: '/Gallery',
    get label() {
      return messages.gallery;
    },
  },
] as const;

/** The course pages; the paths are a contract (spec 000 §2: /courses/elementery as spelled). */
export const courseLinks = [
  {
    to: '/courses/KG',
    get label() {
      return messages.courseKG;
    },
  },
  {
    to: '/courses/elementery',
    get label() {
      return messages.courseElementary;
    },
  },
  {
    to: '/courses/highschool',
    get label() {
      return messages.courseHighSchool;
    },
  },
  {
    to: '/courses/preparatory',
    get label() {
      return messages.coursePreparatory;
    },
  },
] as const;

export const contactLink = {
  to: '/contactus',
  get label() {
    return messages.contactUs;
  },
} as const;
