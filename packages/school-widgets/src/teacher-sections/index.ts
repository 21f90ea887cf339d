export { TeacherSections, type TeacherSectionsProps, type OpenSection } from './TeacherSections';
export { ScheduleEditLinks, type ScheduleEditLinksProps } from './ScheduleEditLinks';
