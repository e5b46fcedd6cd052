export { Pagination, type PaginationProps } from './Pagination';
export type { PaginationRangeOptions } from './paginationItems';
