export { Stack } from './Stack';
export type { StackProps, StackGap, StackAlign, StackJustify } from './Stack';
