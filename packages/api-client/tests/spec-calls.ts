/**
 * Every call of spec §7, written as the spec writes it (method, path, query names), but for the
 * document number of verify-participant (see below).
 * 18 same-site routes and 65 content-API calls: 83 in all.
 */
export const SITE_CALLS = [
  'POST /api/auth/login',
  'POST /api/auth/mfa-validation',
  'GET /api/auth/get-user',
  'POST /api/auth/send-mfa',
  'POST /api/auth/signup',
  'POST /api/auth/campaigns/add_participant',
  // Spec §7 puts the session user's `document_number` in this query; the route reads it from the
  // session instead, so no document number travels in a URL (issue #26).
  'GET /api/auth/campaigns/verify-participant',
  'POST /api/auth/logout',
  'POST /api/auth/recover-password',
  'POST /api/auth/restore-password',
  'GET /api/telemedicine/get-content',
  'POST /api/telemedicine/post-call',
  'POST /api/sessions-with-experts/get-a-session',
  'POST /api/sessions-with-experts/catalog-class',
  'POST /api/inperson-classes/catalog-class?page',
  'POST /api/inperson-classes/get-prices',
  'POST /api/recorded-classes/progress-class',
  'POST /api/polices/additional_clauses/',
] as const;

export const CONTENT_CALLS = [
  // campaigns
  'GET campaigns/active/',
  // pages
  'GET /pages/aprende-consigue-vida-saludable/',
  'GET /pages/{slug}/',
  'GET /pages/qs_services/',
  'GET /pages/sections/',
  'GET /pages/mentors/',
  'GET /pages/hero/',
  // wellness catalogs
  'GET /wellness/resources/catalog/?page_size&category&page',
  'GET /wellness/recorded-classes/catalog/?page_size&category&page',
  'GET wellness/resources-contents/catalog/?page_size&category&page&publication_type',
  'GET wellness/disciplines/{discipline}/locations/',
  'GET backoffice/session-experts/specialties/',
  'GET wellness/sections/home_live_resources/',
  // footer
  'GET footer/network/',
  'GET footer/contact/',
  'GET footer/channel/',
  'GET footer/social-network/',
  'GET footer/emergency-number/',
  // general
  'GET /general/validate/',
  'GET /general/category-menu/',
  'GET general/terms-conditions/list_by_type/{type}/',
  'POST /general/descargar_imagen',
  'POST users/accept-terms-and-additional-clauses/',
  // forms
  'POST forms/comments/',
  'POST forms/qualification/',
  'POST forms/request-appointment/',
  'POST forms/nutrition/',
  'POST forms/maternity/',
  'POST forms/always-healthy/',
  'POST forms/strong-as-iron/',
  'GET forms/strong-as-iron/list_supplementary',
  'GET forms/nutrition/list_supplementary',
  'GET forms/maternity/list_supplementary',
  'GET forms/always-healthy/list_supplementary',
  'GET forms/always-healthy/list_ubigeo/{id}/',
  // home
  'GET /home/menu-qs/',
  'GET home/slider/',
  'GET home/ventajas/',
  'GET home/pilares/',
  'GET home/vive-sanamente/listLiveHealthyHomeSlider',
  'GET home/vive-sanamente/listLiveHealthyHomeSliderNotFound',
  'POST configuracion-seo/list_ConfigurationSeo?paramItem',
  'GET home/parametros-sistema/listParametros/{param}/',
  // healthy living
  'GET home/vive-sanamente/listLiveHealthyHeaderSlider/3/',
  'GET home/vive-sanamente/listLiveHealthyDetailFilter',
  'POST home/vive-sanamente/listLiveHealthyDetailPublicationsFilters?paramCategoria&paramPilares&paramTemas&paramTipoPublicacion&paramdesde&paramcantidad',
  'GET home/vive-sanamente/listLiveHealthyDetailPublications/{id}/',
  'GET home/vive-sanamente/listLiveHealthyDetailPublicationsRelatedContents/{id}/',
  'GET home/vive-sanamente/listLiveHealthyDetailPublicationSections/{id}',
  // wellness program
  'GET home/programa-bienestar/listProgramaBienestarHeader',
  'GET home/programa-bienestar/listProgramaBienestarDetail/{id}/',
  'GET home/programa-bienestar/listProgramaBienestarDetailSection/{id}/',
  'GET campania/listCampania/{id}/',
  'GET mini-manual/listMiniManual/{id}/',
  // search
  'GET Busqueda/etiquetaDataBusquedaListar',
  'GET Busqueda/etiquetaDataResultado/{tag}/',
  'GET Busqueda/etiquetaIncrementarMasBuscado/{tag}/',
  // health tools
  'GET home/herramienta-salud/listHerramientaSaludHeader',
  'GET home/herramienta-salud/listarHerramientasGailListas',
  'GET home/herramienta-salud/listarHerramientaCallAction/{id}/',
  // symptoms
  'GET home/sintomas-enfermedades/listSintomasEnfermedades',
  'GET home/sintomas-enfermedades/listarSintomasListasFiltro',
  'GET home/sintomas-enfermedades/listarSintomasListasFiltrado/{filter}/',
  'GET home/sintomas-enfermedades/listarSintomasEnfermedadesDetail/{id}/',
  'GET home/sintomas-enfermedades/sintomasIncrementarMasBuscado/{id}/',
] as const;
