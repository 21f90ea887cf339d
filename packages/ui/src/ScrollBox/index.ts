export { ScrollBox, ScrollTable } from './ScrollBox';
export type { ScrollBoxProps, ScrollTableProps } from './ScrollBox';
