import { limaDay } from '@vivasalud/config/lima';
import type { ContentOperations } from '@vivasalud/api-client/content';
import { PUBLIC_URL } from './support';

export interface Case {
  /** A demo account whose bearer the call carries: `standard` (70000001) or `pro` (70000003). */
  as?: 'standard' | 'pro';
  method: 'GET' | 'POST' | 'DELETE';
  /** The contract path, to find the answer schema. */
  path: string;
  /** The concrete request URL under /content. */
  url: string;
  status: number;
  body?: unknown;
  multipart?: boolean;
  /** Request headers besides the bearer (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

const get = (path: string, url = path, status = 200): Case => ({
  method: 'GET',
  path,
  url,
  status,
});
const post = (path: string, body: unknown, status = 201, url = path): Case => ({
  method: 'POST',
  path,
  url,
  status,
  body,
});

/** The consent version of `seed/documents/health-data-consent.yaml`. */
export const CONSENT_VERSION = 'datos-salud-2026-11';

/** The day in Lima `days` from now (the forms' dates are checked against the service's today). */
export const limaDayIn = (days: number) => limaDay(new Date(Date.now() + days * 86_400_000));

const person = {
  document_type: 'DNI',
  document_number: '45678912',
  email: 'maria.quispe@correo.pe',
  phone: '+51 987654321',
  consent: true,
  consent_version: CONSENT_VERSION,
};

/**
 * One valid call per operation of content.yaml (the contract tests check its answer; the
 * bad-input tests spoil each of its inputs in turn). Typed by the generated operations, so an
 * operation without a case does not compile; the contract test also checks it at run time
 * against the YAML. Placeholders `__NAME__` are filled by the contract test from the seed.
 */
export const CASES: Record<keyof ContentOperations, Case> = {
  getHealthyLifePage: get('/pages/aprende-consigue-vida-saludable/'),
  getPageBySlug: get('/pages/{slug}/', '/pages/clases-en-vivo/'),
  getQsServices: get('/pages/qs_services/'),
  listPageSections: get('/pages/sections/'),
  listMentors: get('/pages/mentors/'),
  getHero: get('/pages/hero/'),
  listLiveClasses: get(
    '/wellness/resources/catalog/',
    '/wellness/resources/catalog/?page_size=12&page=2',
  ),
  getLiveClass: get(
    '/wellness/resources/catalog/{slug}/',
    '/wellness/resources/catalog/yoga-suave-para-la-espalda/',
  ),
  listRecordedClasses: get(
    '/wellness/recorded-classes/catalog/',
    '/wellness/recorded-classes/catalog/?page_size=12&category=yoga',
  ),
  getRecordedClass: get(
    '/wellness/recorded-classes/catalog/{slug}/',
    '/wellness/recorded-classes/catalog/pilates-en-casa-primeros-pasos/',
  ),
  listContents: get(
    '/wellness/resources-contents/catalog/',
    '/wellness/resources-contents/catalog/?page_size=12&publication_type=guia',
  ),
  getContent: get(
    '/wellness/resources-contents/catalog/{slug}/',
    '/wellness/resources-contents/catalog/guia-de-higiene-del-sueno/',
  ),
  listDisciplineLocations: get(
    '/wellness/disciplines/{discipline}/locations/',
    '/wellness/disciplines/yoga/locations/',
  ),
  listExpertSpecialties: get('/backoffice/session-experts/specialties/'),
  getHomeLiveResources: get('/wellness/sections/home_live_resources/'),
  listFooterNetwork: get('/footer/network/'),
  getFooterContact: get('/footer/contact/'),
  listFooterChannels: get('/footer/channel/'),
  listFooterSocialNetworks: get('/footer/social-network/'),
  getFooterEmergencyNumber: get('/footer/emergency-number/'),
  validateService: get('/general/validate/'),
  getCategoryMenu: get('/general/category-menu/'),
  listTermsByType: get(
    '/general/terms-conditions/list_by_type/{type}/',
    '/general/terms-conditions/list_by_type/terminos-condiciones/',
  ),
  downloadImage: post(
    '/general/descargar_imagen',
    { url: `${PUBLIC_URL}/media/clase-yoga.webp` },
    200,
  ),
  acceptTermsAndAdditionalClauses: post(
    '/users/accept-terms-and-additional-clauses/',
    { is_terms_conditions_accepted: true, is_additional_clauses_accepted: true },
    401,
  ),
  submitComment: post('/forms/comments/', {
    name: 'María Quispe',
    email: 'maria.quispe@correo.pe',
    comment: 'Muy buena la clase de yoga, gracias.',
    page_slug: 'clases-en-vivo',
  }),
  listComments: get('/forms/comments/', '/forms/comments/?page_slug=comentarios'),
  getHealthDataConsent: get('/forms/health-data-consent/'),
  listUbigeoDistricts: get('/forms/always-healthy/list_ubigeo_districts/'),
  submitQualification: post('/forms/qualification/', {
    page_path: '/clases-en-vivo',
    useful: true,
  }),
  requestAppointment: post('/forms/request-appointment/', {
    program: 1,
    centre_id: 3,
    names: 'Carlos Huamán Torres',
    document_type: 'DNI',
    document_number: '45871236',
    phone: '+51 987654321',
    email: 'carlos.huaman@correo.pe',
    preferred_date: limaDayIn(7),
    time_window: 'manana',
    comment: 'De preferencia antes de las 10 a. m.',
    consent: true,
    consent_version: CONSENT_VERSION,
  }),
  submitNutritionForm: post('/forms/nutrition/', {
    ...person,
    full_name: 'María Quispe Rojas',
    birth_date: '1990-05-20',
    weight_kg: 68.5,
    height_cm: 160,
    supplementary_id: 1,
  }),
  submitMaternityForm: post('/forms/maternity/', {
    ...person,
    full_name: 'Lucía Mendoza Paredes',
    due_date: limaDayIn(120),
    weeks_pregnant: 22,
    prenatal_checkups: 3,
    is_first_pregnancy: true,
    marketing_consent: true,
    supplementary_id: 1,
  }),
  submitAlwaysHealthyForm: post('/forms/always-healthy/', {
    ...person,
    full_name: 'Jorge Salazar Ccori',
    birth_date: '1975-09-02',
    ubigeo: '150131',
    address: 'Av. Javier Prado Este 1234',
    supplementary_id: 1,
  }),
  submitStrongAsIronForm: {
    method: 'POST',
    path: '/forms/strong-as-iron/',
    url: '/forms/strong-as-iron/',
    status: 201,
    multipart: true,
  },
  listStrongAsIronSupplementary: get('/forms/strong-as-iron/list_supplementary'),
  listNutritionSupplementary: get('/forms/nutrition/list_supplementary'),
  listMaternitySupplementary: get('/forms/maternity/list_supplementary'),
  listAlwaysHealthySupplementary: get('/forms/always-healthy/list_supplementary'),
  listAlwaysHealthyUbigeo: get(
    '/forms/always-healthy/list_ubigeo/{id}/',
    '/forms/always-healthy/list_ubigeo/15/',
  ),
  getHomeMenu: get('/home/menu-qs/'),
  listHomeSlider: get('/home/slider/'),
  getHomeVentajas: get('/home/ventajas/'),
  getHomePilares: get('/home/pilares/'),
  listLiveHealthyHomeSlider: get('/home/vive-sanamente/listLiveHealthyHomeSlider'),
  listLiveHealthyHomeSliderNotFound: get('/home/vive-sanamente/listLiveHealthyHomeSliderNotFound'),
  getSeoConfiguration: {
    ...post('/configuracion-seo/list_ConfigurationSeo', undefined, 200),
    url: '/configuracion-seo/list_ConfigurationSeo?paramItem=home',
  },
  getSystemParameter: get(
    '/home/parametros-sistema/listParametros/{param}/',
    '/home/parametros-sistema/listParametros/TAMANO_PAGINA/',
  ),
  listLiveHealthyHeaderSlider: get(
    '/home/vive-sanamente/listLiveHealthyHeaderSlider/{count}/',
    '/home/vive-sanamente/listLiveHealthyHeaderSlider/3/',
  ),
  getLiveHealthyFilterCatalog: get('/home/vive-sanamente/listLiveHealthyDetailFilter'),
  filterLiveHealthyPublications: {
    ...post('/home/vive-sanamente/listLiveHealthyDetailPublicationsFilters', undefined, 200),
    url: '/home/vive-sanamente/listLiveHealthyDetailPublicationsFilters?paramdesde=0&paramcantidad=6',
  },
  listLiveHealthyPublications: get('/home/vive-sanamente/listLiveHealthyDetailPublications/'),
  getLiveHealthyPublication: get(
    '/home/vive-sanamente/listLiveHealthyDetailPublications/{id}/',
    '/home/vive-sanamente/listLiveHealthyDetailPublications/1/',
  ),
  listLiveHealthyRelatedContents: get(
    '/home/vive-sanamente/listLiveHealthyDetailPublicationsRelatedContents/{id}/',
    '/home/vive-sanamente/listLiveHealthyDetailPublicationsRelatedContents/1/',
  ),
  listLiveHealthyPublicationSections: get(
    '/home/vive-sanamente/listLiveHealthyDetailPublicationSections/{id}',
    '/home/vive-sanamente/listLiveHealthyDetailPublicationSections/1',
  ),
  getProgramaBienestarHeader: get('/home/programa-bienestar/listProgramaBienestarHeader'),
  getProgramaBienestarDetail: get(
    '/home/programa-bienestar/listProgramaBienestarDetail/{id}/',
    '/home/programa-bienestar/listProgramaBienestarDetail/1/',
  ),
  listProgramaBienestarDetailSections: get(
    '/home/programa-bienestar/listProgramaBienestarDetailSection/{id}/',
    '/home/programa-bienestar/listProgramaBienestarDetailSection/1/',
  ),
  getCampania: get('/campania/listCampania/{id}/', '/campania/listCampania/1/'),
  listMiniManuales: get(
    '/mini-manual/listMiniManuales/',
    '/mini-manual/listMiniManuales/?slug=primeros-auxilios-en-casa',
  ),
  getMiniManual: get('/mini-manual/listMiniManual/{id}/', '/mini-manual/listMiniManual/1/'),
  listSearchTags: get('/Busqueda/etiquetaDataBusquedaListar'),
  getSearchResultsByTag: get(
    '/Busqueda/etiquetaDataResultado/{tag}/',
    '/Busqueda/etiquetaDataResultado/diabetes/',
  ),
  incrementSearchTagCounter: get(
    '/Busqueda/etiquetaIncrementarMasBuscado/{tag}/',
    '/Busqueda/etiquetaIncrementarMasBuscado/diabetes/',
  ),
  getHerramientaSaludHeader: get('/home/herramienta-salud/listHerramientaSaludHeader'),
  listHerramientasSalud: get('/home/herramienta-salud/listarHerramientasGailListas'),
  getHerramientaCallAction: get(
    '/home/herramienta-salud/listarHerramientaCallAction/{id}/',
    '/home/herramienta-salud/listarHerramientaCallAction/1/',
  ),
  listSintomasEnfermedades: get('/home/sintomas-enfermedades/listSintomasEnfermedades'),
  listSintomasFilters: get('/home/sintomas-enfermedades/listarSintomasListasFiltro'),
  listSintomasByFilter: get(
    '/home/sintomas-enfermedades/listarSintomasListasFiltrado/{filter}/',
    '/home/sintomas-enfermedades/listarSintomasListasFiltrado/D/',
  ),
  getSintomaEnfermedadDetail: get(
    '/home/sintomas-enfermedades/listarSintomasEnfermedadesDetail/{id}/',
    '/home/sintomas-enfermedades/listarSintomasEnfermedadesDetail/1/',
  ),
  searchSintomasEnfermedades: get(
    '/home/sintomas-enfermedades/buscarSintomasEnfermedades',
    '/home/sintomas-enfermedades/buscarSintomasEnfermedades?q=presion%20alta&limite=5',
  ),
  incrementSintomaCounter: get(
    '/home/sintomas-enfermedades/sintomasIncrementarMasBuscado/{id}/',
    '/home/sintomas-enfermedades/sintomasIncrementarMasBuscado/1/',
  ),
  getActiveCampaign: get('/campaigns/active/'),
  listCampaigns: get('/campaigns/'),
  getCampaign: get('/campaigns/{slug}/', '/campaigns/sorteo-audifonos/'),
  // Beyond spec §7: the data behind the same-site routes
  listInPersonClasses: get(
    '/wellness/inperson-classes/catalog/',
    '/wellness/inperson-classes/catalog/?page_size=12&discipline=yoga&district=miraflores',
  ),
  getInPersonClass: get(
    '/wellness/inperson-classes/{slug}/',
    '/wellness/inperson-classes/hatha-yoga-para-principiantes/',
  ),
  listInPersonOccurrences: get(
    '/wellness/inperson-classes/{slug}/occurrences/',
    '/wellness/inperson-classes/hatha-yoga-para-principiantes/occurrences/',
  ),
  listDisciplinePrices: get(
    '/wellness/disciplines/{discipline}/prices/',
    '/wellness/disciplines/pilates/prices/',
  ),
  listExpertSessions: get(
    '/backoffice/session-experts/sessions/',
    '/backoffice/session-experts/sessions/?specialty=1',
  ),
  getExpertSession: get(
    '/backoffice/session-experts/sessions/{slug}/',
    '/backoffice/session-experts/sessions/__FIRST_SESSION__/',
  ),
  getTelemedicineContent: { ...get('/telemedicine/content/'), as: 'pro' },
  requestTelemedicineCall: {
    ...post('/telemedicine/calls/', {
      specialty: '__FIRST_SPECIALTY__',
      phone: '+51987654321',
      consent: true,
    }),
    as: 'pro',
    headers: { 'idempotency-key': '3d0c9b8e-6a2f-4f1e-8b7d-1c2e3f4a5b6c' },
  },
  updateRecordedClassProgress: {
    ...post(
      '/wellness/recorded-classes/progress/',
      { slug: '__FIRST_RECORDED__', progress: 42.5, position_seconds: 12.5 },
      200,
    ),
    as: 'standard',
  },
  // A pro class's media, signed, for a pro member (issue #25).
  getRecordedClassMedia: {
    ...get(
      '/wellness/recorded-classes/media/{slug}/',
      '/wellness/recorded-classes/media/meditacion-de-autocompasion/',
    ),
    as: 'pro',
  },
  // After the save above: the list holds that class, with its card.
  listRecordedClassProgress: { ...get('/wellness/recorded-classes/progress/'), as: 'standard' },
  // Live-class reservations (issue #28): a class written ≥ 1 week after the anchor is always open.
  reserveLiveClass: {
    ...post('/wellness/resources/reservations/', { slug: 'yoga-para-principiantes' }, 201),
    as: 'standard',
    headers: { 'idempotency-key': '6f1c7a52-3b1e-4c5d-9a57-2a4b1f0e9d11' },
  },
  reserveExpertSession: {
    ...post(
      '/backoffice/session-experts/reservations/',
      { slug: 'hierro-en-tu-mesa-previene-la-anemia' },
      201,
    ),
    as: 'standard',
    headers: { 'idempotency-key': '3a0e5c1d-7f2b-4e8a-b6c9-1d2e3f4a5b6c' },
  },
  // `__LAST_OCCURRENCE__`: the last occurrence of a class's window (always open), from the seed.
  reserveInPersonClass: {
    ...post('/wellness/inperson-occurrences/reservations/', { slug: '__LAST_OCCURRENCE__' }, 201),
    as: 'standard',
    headers: { 'idempotency-key': '5e2d8f41-0c3b-4a6e-9f7d-2b1c0a9e8d7f' },
  },
  listMyReservations: { ...get('/wellness/resources/reservations/'), as: 'standard' },
  // `__MY_RESERVATION__`: a reservation the contract test makes first (its own).
  cancelReservation: {
    method: 'DELETE',
    path: '/wellness/resources/reservations/{id}/',
    url: '/wellness/resources/reservations/__MY_RESERVATION__/',
    status: 200,
    as: 'standard',
  },
};
