import { publicMessages as messages } from '@school/api';

/** The navigation bar's plain links (the Courses menu sits between Gallery and Contact Us). */
export const primaryLinks = [
  { to: '/home', label: messages.home },
  { to: '/news', label: messages.news },
  { to: '/Gallery', label: messages.gallery },
] as const;

/** The course pages; the paths are a contract (spec 000 §2: /courses/elementery as spelled). */
export const courseLinks = [
  { to: '/courses/KG', label: messages.courseKG },
  { to: '/courses/elementery', label: messages.courseElementary },
  { to: '/courses/highschool', label: messages.courseHighSchool },
  { to: '/courses/preparatory', label: messages.coursePreparatory },
] as const;

export const contactLink = { to: '/contactus', label: messages.contactUs } as const;
