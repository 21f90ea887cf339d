// `text`: the key of the link's label; the layout reads it in the reader's language (usePublicMessages).
/** The navigation bar's plain links (the Courses menu sits between Gallery and Contact Us). */
export const primaryLinks = [
  { to: '/home', text: 'home' },
  { to: '/news', text: 'news' },
  { to: '/Gallery', text: 'gallery' },
] as const;

/** The course pages; the paths are a contract (spec 000 §2: /courses/elementery as spelled). */
export const courseLinks = [
  { to: '/courses/KG', text: 'courseKG' },
  { to: '/courses/elementery', text: 'courseElementary' },
  { to: '/courses/highschool', text: 'courseHighSchool' },
  { to: '/courses/preparatory', text: 'coursePreparatory' },
] as const;

export const contactLink = { to: '/contactus', text: 'contactUs' } as const;
