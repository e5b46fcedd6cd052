export { RelatedResources, type RelatedResourcesProps } from './RelatedResources';
