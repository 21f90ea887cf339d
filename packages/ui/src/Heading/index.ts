export { Heading } from './Heading';
export type { HeadingProps, HeadingLevel } from './Heading';
