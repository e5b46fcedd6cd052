import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { ROUTES, type Crumb, type StructuredDataType } from '@/lib/routes';
import { absoluteUrl } from '../pages/site';

/**
 * schema.org structured data of the portal's pages (JSON-LD). Pure builders: the pages pass what
 * they already have (canonical URL, title, breadcrumb, footer phone) and render the result with
 * `components/seo/JsonLd.tsx`.
 */

export const SCHEMA_CONTEXT = 'https://schema.org';
export const SITE_NAME = 'VivaSalud';
/** The pages' language (`<html lang>`). */
export const PAGE_LANGUAGE = 'es-PE';
/** The first breadcrumb item: the home icon of the visible breadcrumb. */
export const HOME_CRUMB_LABEL = 'Inicio';

/** A JSON-LD node. */
export interface JsonLdThing {
  '@context'?: typeof SCHEMA_CONTEXT;
  '@type': string;
  [property: string]: unknown;
}

const text = (value: string | null | undefined) => value?.trim() || undefined;

/** Properties whose value is missing are left out rather than written as `null`. */
function compact<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(([, value]) => value !== undefined && value !== null),
  ) as T;
}

/**
 * A phone number as schema.org prefers it (international, `+51 1 6157300`), read as Peruvian
 * when it has no country code; written as given when it is not a number libphonenumber-js knows.
 */
export function internationalPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, 'PE');
  return parsed?.isValid() ? parsed.formatInternational() : phone.trim();
}

export interface OrganizationInput {
  /** The public site (`siteUrl()`). */
  url: string;
  /** The logo's address (absolute, or a path on `url`); none is written without one. */
  logo?: string | null;
  /** The footer's enquiries phone (`footer/contact/`), when the service gave one. */
  phone?: string | null;
}

/** The publisher: VivaSalud, its site, logo and enquiries phone. */
export function organization({ url, logo, phone }: OrganizationInput): JsonLdThing {
  const site = new URL(url).href;
  const telephone = text(phone);
  const logoUrl = text(logo);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': `${site}#organization`,
    name: SITE_NAME,
    url: site,
    logo: logoUrl && absoluteUrl(logoUrl, site),
    contactPoint: telephone && {
      '@type': 'ContactPoint',
      telephone: internationalPhone(telephone),
      contactType: 'customer service',
      areaServed: 'PE',
      availableLanguage: 'es',
    },
  });
}

/**
 * The site itself (schema.org `WebSite`, on home): its name, address and language, published by
 * the `Organization` the footer describes on every page (linked by its `@id`).
 */
export function webSite({ url }: { url: string }): JsonLdThing {
  const site = new URL(url).href;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    '@id': `${site}#website`,
    name: SITE_NAME,
    url: site,
    inLanguage: PAGE_LANGUAGE,
    publisher: { '@id': `${site}#organization` },
  };
}

/** Who a medical page is written for (schema.org `MedicalAudienceType`). */
export type MedicalAudience = 'Patient' | 'Clinician';

export interface WebPageInput {
  /** The page's canonical URL. */
  url: string;
  name: string;
  description?: string | null;
  /** When a professional last reviewed the content (a date, or its ISO text). */
  lastReviewed?: Date | string | null;
  audience?: MedicalAudience;
}

function isoDate(value: Date | string | null | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

function page(type: string, { url, name, description }: WebPageInput): JsonLdThing {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': type,
    url,
    name: name.trim(),
    description: text(description),
    inLanguage: PAGE_LANGUAGE,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: new URL('/', url).href },
  });
}

/** A page of health content (guides, symptoms, healthy living, programs, calculators). */
export function medicalWebPage(input: WebPageInput): JsonLdThing {
  return compact({
    ...page('MedicalWebPage', input),
    lastReviewed: isoDate(input.lastReviewed),
    audience: input.audience && `${SCHEMA_CONTEXT}/${input.audience}`,
  });
}

/** Any other page. */
export function webPage(input: Omit<WebPageInput, 'lastReviewed' | 'audience'>): JsonLdThing {
  return page('WebPage', input);
}

export type PageType = StructuredDataType;

/**
 * The routes whose pages, and the pages below them, are health content (MedicalWebPage: guides
 * and tips, the symptoms and diseases directory, healthy living, health and wellness programs,
 * the health tools and their calculators), from the manifest's `schema`. Everything else — home,
 * pillars, classes, experiences, legal pages… — is a WebPage.
 */
const MEDICAL_AREAS = ROUTES.filter((route) => route.schema === 'MedicalWebPage').map(
  (route) => route.pattern,
);

/** Inside a medical area, but a person's appointments or a request form, not health content. */
const NOT_MEDICAL = ROUTES.filter((route) => route.schema === 'WebPage').map(
  (route) => route.pattern,
);

const within = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/** The schema.org type of the page at `path` (a `CONTENT_ROUTES` path or a view under one). */
export function pageTypeOf(path: string): PageType {
  const pathname = path.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, '$1');
  if (NOT_MEDICAL.some((area) => within(pathname, area))) return 'WebPage';
  return MEDICAL_AREAS.some((area) => within(pathname, area)) ? 'MedicalWebPage' : 'WebPage';
}

/** The page node of `path`: MedicalWebPage or WebPage as `pageTypeOf` decides. */
export function pageJsonLd(path: string, input: WebPageInput): JsonLdThing {
  return pageTypeOf(path) === 'MedicalWebPage' ? medicalWebPage(input) : webPage(input);
}

/**
 * The breadcrumb trail (schema.org BreadcrumbList) of the one the page shows: home first (the
 * home icon), then the items `breadcrumbItems` or the page gave, the page itself last. None for
 * home (it shows no breadcrumb).
 */
export function breadcrumbList(items: readonly Crumb[], site: string): JsonLdThing | undefined {
  if (items.length === 0) return undefined;
  const trail = [{ label: HOME_CRUMB_LABEL, href: '/' }, ...items];
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.href, site),
    })),
  };
}

/**
 * The JSON-LD text of `data` for a `<script type="application/ld+json">`. `JSON.stringify` alone
 * would let CMS text such as `</script><script>…` close the element: `<`, `>` and `&` are written
 * as `\u003c`, `\u003e`, `\u0026` (the same JSON once parsed), and U+2028/U+2029 escaped too.
 */
export function serializeJsonLd(data: JsonLdThing | readonly JsonLdThing[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface OnlineEventInput {
  name: string;
  url: string;
  startDate: string;
  endDate: string;
  description?: string | null;
  image?: string | null;
  performer?: string | null;
  /** Free for everyone (false for a pro-only class). */
  free: boolean;
}

/**
 * A schema.org `Event` held online (a live class): its schedule with the offset it was given,
 * the page as its virtual location, VivaSalud as organizer.
 */
export function onlineEvent(input: OnlineEventInput, site: string): JsonLdThing {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Event',
    name: input.name,
    url: input.url,
    startDate: input.startDate,
    endDate: input.endDate,
    description: text(input.description),
    image: text(input.image),
    inLanguage: PAGE_LANGUAGE,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    isAccessibleForFree: input.free,
    location: { '@type': 'VirtualLocation', url: input.url },
    organizer: { '@type': 'Organization', name: SITE_NAME, url: new URL('/', site).href },
    performer: text(input.performer)
      ? { '@type': 'Person', name: text(input.performer) }
      : undefined,
  });
}

export interface ArticleInput {
  headline: string;
  url: string;
  description?: string | null;
  image?: string | null;
  /** First published (a date). */
  datePublished: string;
  /** Last medical review (a date): the article's last change. */
  dateModified: string;
  /** Who reviewed it (NHS pattern: «Revisado por»), when someone did. */
  reviewer: { name: string; role: string } | null;
  free: boolean;
}

/**
 * A schema.org `Article` (a guide or tip): published and reviewed dates, the reviewer as
 * `reviewedBy` of its page, VivaSalud as publisher.
 */
export function article(input: ArticleInput, site: string): JsonLdThing {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Article',
    headline: input.headline.trim(),
    url: input.url,
    mainEntityOfPage: compact({
      '@type': 'MedicalWebPage',
      '@id': input.url,
      lastReviewed: isoDate(input.dateModified),
      reviewedBy: input.reviewer
        ? { '@type': 'Person', name: input.reviewer.name, jobTitle: input.reviewer.role }
        : undefined,
    }),
    description: text(input.description),
    image: text(input.image),
    inLanguage: PAGE_LANGUAGE,
    datePublished: isoDate(input.datePublished),
    dateModified: isoDate(input.dateModified),
    isAccessibleForFree: input.free,
    publisher: { '@type': 'Organization', name: SITE_NAME, url: new URL('/', site).href },
  });
}

export interface VideoInput {
  name: string;
  url: string;
  description?: string | null;
  thumbnail?: string | null;
  contentUrl: string;
  durationSeconds: number;
  transcript?: string | null;
}

/** A schema.org `VideoObject` (a recorded class): its file, length (ISO 8601) and transcript. */
export function videoObject(input: VideoInput, site: string): JsonLdThing {
  const seconds = Math.round(input.durationSeconds);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'VideoObject',
    name: input.name.trim(),
    url: input.url,
    description: text(input.description) ?? input.name.trim(),
    thumbnailUrl: text(input.thumbnail),
    contentUrl: input.contentUrl,
    duration: `PT${Math.floor(seconds / 60)}M${seconds % 60}S`,
    transcript: text(input.transcript),
    inLanguage: PAGE_LANGUAGE,
    publisher: { '@type': 'Organization', name: SITE_NAME, url: new URL('/', site).href },
  });
}

export interface PodcastEpisodeInput {
  name: string;
  url: string;
  description?: string | null;
  image?: string | null;
  /** The episode's audio file. */
  contentUrl: string;
  durationSeconds: number;
  datePublished: string;
  transcript?: string | null;
}

/**
 * A schema.org `PodcastEpisode` (a podcast of the library): its audio as `associatedMedia`, its
 * length (ISO 8601) and its transcript.
 */
export function podcastEpisode(input: PodcastEpisodeInput, site: string): JsonLdThing {
  const seconds = Math.round(input.durationSeconds);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'PodcastEpisode',
    name: input.name.trim(),
    url: input.url,
    description: text(input.description),
    image: text(input.image),
    datePublished: isoDate(input.datePublished),
    timeRequired: `PT${Math.floor(seconds / 60)}M${seconds % 60}S`,
    associatedMedia: {
      '@type': 'MediaObject',
      contentUrl: input.contentUrl,
      duration: `PT${Math.floor(seconds / 60)}M${seconds % 60}S`,
    },
    transcript: text(input.transcript),
    inLanguage: PAGE_LANGUAGE,
    publisher: { '@type': 'Organization', name: SITE_NAME, url: new URL('/', site).href },
  });
}

export interface MedicalConditionInput {
  name: string;
  url: string;
  description?: string | null;
  image?: string | null;
  /** Other names people search it by (its tags). */
  alternateNames?: readonly string[];
  /** Last medical review (a date) and who did it, when known. */
  lastReviewed?: string | null;
  reviewer?: { name: string; role: string } | null;
}

/**
 * A schema.org `MedicalCondition` (an entry of the symptoms and diseases directory), the main
 * entity of its `MedicalWebPage` (with the last review and its reviewer, NHS-style).
 */
export function medicalCondition(input: MedicalConditionInput): JsonLdThing {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'MedicalCondition',
    name: input.name.trim(),
    url: input.url,
    description: text(input.description),
    image: text(input.image),
    alternateName:
      input.alternateNames && input.alternateNames.length > 0
        ? [...input.alternateNames]
        : undefined,
    inLanguage: PAGE_LANGUAGE,
    mainEntityOfPage: compact({
      '@type': 'MedicalWebPage',
      '@id': input.url,
      lastReviewed: isoDate(input.lastReviewed),
      reviewedBy: input.reviewer
        ? { '@type': 'Person', name: input.reviewer.name, jobTitle: input.reviewer.role }
        : undefined,
    }),
  });
}
