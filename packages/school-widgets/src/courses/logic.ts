import type { PublicMessages } from '@school/api';
import type { Texts } from '../shared/intl';

/** The school levels with a course page (routes /courses/KG, /courses/elementery, …). */
export type SchoolLevel = 'KG' | 'elementary' | 'highschool' | 'preparatory';

/** A named group of subjects (preparatory has streams; other levels one group). */
export interface SubjectGroup {
  /** Group name; absent when the level has a single list. */
  name?: string;
  subjects: readonly string[];
}

// The spec does not show the subject lists: these follow the Ethiopian national curriculum
// (docs/decisions/0010-course-pages-list-the-ethiopian-curriculums-subjects.md). Subject names are
// curriculum data kept in this one place, so a school edits them here. The stream names are
// catalogue texts, in the reader's language (decision 220).
const curriculum = ({ messages }: Texts<PublicMessages>): Record<SchoolLevel, readonly SubjectGroup[]> => ({
  KG: [{ subjects: ['English', 'Amharic', 'Mathematics', 'Environmental Science', 'Art & Music'] }],
  elementary: [
    {
      subjects: [
        'English',
        'Amharic',
        'Mathematics',
        'Environmental Science',
        'General Science',
        'Social Studies',
        'Civics & Ethical Education',
        'Physical Education',
        'Art',
        'ICT',
      ],
    },
  ],
  highschool: [
    {
      subjects: [
        'English',
        'Amharic',
        'Mathematics',
        'Biology',
        'Chemistry',
        'Physics',
        'Geography',
        'History',
        'Civics',
        'ICT',
        'Physical Education',
      ],
    },
  ],
  preparatory: [
    {
      name: messages.streamNaturalScience,
      subjects: ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'Technical Drawing', 'English', 'ICT'],
    },
    {
      name: messages.streamSocialScience,
      subjects: ['Mathematics for Social Science', 'Geography', 'History', 'Economics', 'English', 'ICT'],
    },
    { name: messages.streamCommon, subjects: ['English', 'Civics', 'Physical Education'] },
  ],
});

/** The subject groups taught at a level, the stream names in the language of `t`. */
export function subjectsFor(t: Texts<PublicMessages>, level: SchoolLevel): readonly SubjectGroup[] {
  return curriculum(t)[level];
}

/** The level's name as the menu shows it ('Elementary G1-G8', …). */
export function levelLabel({ messages }: Texts<PublicMessages>, level: SchoolLevel): string {
  return {
    KG: messages.courseKG,
    elementary: messages.courseElementary,
    highschool: messages.courseHighSchool,
    preparatory: messages.coursePreparatory,
  }[level];
}
