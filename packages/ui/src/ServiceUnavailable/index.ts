export { ServiceUnavailable, type ServiceUnavailableProps } from './ServiceUnavailable';
