/** The slug rule of the content API (spec §5): what a recorded class's slug may be. */
export const SLUG = /^[A-Za-z0-9_-]{1,100}$/;
