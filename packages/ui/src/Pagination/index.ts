export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { pageItems } from './pages';
export type { PageItem } from './pages';
