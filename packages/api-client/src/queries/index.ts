export { campaignsQueries } from './campaigns.queries';
export { CATALOG_PAGE_SIZE, catalogQueries } from './catalog.queries';
export { experiencesQueries } from './experiences.queries';
export { expertsQueries } from './experts.queries';
export { orEmpty } from './fallbacks';
export { pagesQueries } from './pages.queries';
export {
  createQueryClient,
  logQueryError,
  noRetry,
  retryUpToTwiceExceptNotFound,
} from './policies';
export { telemedicineQueries } from './telemedicine.queries';
