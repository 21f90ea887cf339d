export { StudentProfile, type StudentProfileProps } from './StudentProfile';
