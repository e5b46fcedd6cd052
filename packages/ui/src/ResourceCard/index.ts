export {
  DEFAULT_RESOURCE_LINK,
  DEFAULT_RESOURCE_LINK_TITLE,
  ResourceCard,
  type ContentResource,
  type ResourceAction,
  type ResourceCardImageProps,
  type ResourceCardProps,
} from './ResourceCard';
