// Next's page and data cache for this app (`cacheHandler` in next.config): shared by every
// instance through Redis when REDIS_URL is set, Next's own cache otherwise (issue #34,
// packages/auth/src/server/shared-cache.ts).
export { default } from '@vivasalud/auth/server/cache-handler';
