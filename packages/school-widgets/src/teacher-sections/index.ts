export { TeacherSections, type TeacherSectionsProps, type OpenSection } from './TeacherSections';
