export { CourseMaterial, type CourseMaterialProps } from './CourseMaterial';
