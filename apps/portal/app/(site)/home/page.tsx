import { permanentRedirectPage } from '@/app/content/permanentRedirectPage';

/** 308 to the canonical path (lib/pages/routes.ts, PERMANENT_REDIRECTS). */
export default permanentRedirectPage('/home');
