import { CourseList, type SchoolLevel } from '@school/widgets/courses';
import { PublicPage } from './PublicPage';

/** /courses/KG, /courses/elementery, /courses/highschool, /courses/preparatory. */
export function CoursesPage({ level }: { level: SchoolLevel }) {
  return (
    <PublicPage>
      <CourseList level={level} />
    </PublicPage>
  );
}
