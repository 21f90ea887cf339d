export { TeacherProfile, type TeacherProfileProps } from './TeacherProfile';
