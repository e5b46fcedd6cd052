/**
 * Path → the page's h1 (`content.heading` of its seeded page, apps/api/seed/documents/pages.yaml):
 * every content route of spec §2 (tables A and B, the main navigation, the footer's legal pages).
 * layout.spec.ts loads every route of the portal once (for axe) and checks these headings on the
 * same load; a path here that it does not load fails there.
 */
export const SEEDED_HEADINGS: ReadonlyMap<string, string> = new Map([
  ['/', 'Tu salud y bienestar, en un solo lugar'],
  ['/pilares', 'Los pilares de tu bienestar'],
  ['/herramientas-para-tu-salud', 'Herramientas para tu salud'],
  ['/herramientas-para-tu-salud/calculadora-de-dias-fertiles', 'Calculadora de días fértiles'],
  ['/herramientas-para-tu-salud/calculadora-de-estatura', 'Calculadora de estatura'],
  ['/herramientas-para-tu-salud/calculadora-de-calorias', 'Calculadora de calorías'],
  ['/herramientas-para-tu-salud/calculadora-IMC', 'Calculadora de índice de masa corporal (IMC)'],
  ['/comentarios', 'Tu opinión nos ayuda a mejorar'],
  ['/vive-sanamente', 'Vive sanamente'],
  ['/vive-sanamente/lecturas', 'Lecturas'],
  ['/vive-sanamente/videos', 'Videos'],
  ['/vive-sanamente/podcasts', 'Podcasts'],
  ['/vive-sanamente/infografias', 'Infografías'],
  ['/programas-de-salud', 'Programas de salud'],
  ['/programas-bienestar', 'Programas de bienestar'],
  ['/programas-bienestar/maternidad', 'Maternidad saludable'],
  ['/programas-bienestar/maternidad/inscripcion', 'Inscríbete en Maternidad saludable'],
  ['/programas-bienestar/citas', 'Mis citas'],
  ['/programas-bienestar/solicita-cita', 'Solicita tu cita'],
  // The spec's addresses answer 308 to these two (routes.spec.ts): their headings after it.
  ['/programas-bienestar/detail?id=1', 'Maternidad saludable'],
  ['/programas-bienestar/detail/citas?id=1', 'Solicita tu cita: Maternidad saludable'],
  ['/sintomas-y-enfermedades', 'Síntomas y enfermedades'],
  ['/clases-en-vivo', 'Clases en vivo'],
  ['/clases-grabadas', 'Clases grabadas'],
  ['/guias-y-consejos', 'Guías y consejos'],
  ['/experiencias-presenciales', 'Experiencias presenciales'],
  ['/sesiones-con-expertos', 'Sesiones con expertos'],
  ['/contenidos', 'Contenidos para tu bienestar'],
  ['/politicas-de-cookies', 'Política de cookies'],
  ['/transparencia', 'Transparencia'],
  ['/politica-de-privacidad', 'Política de privacidad'],
  ['/terminos-condiciones', 'Términos y condiciones de uso'],
  ['/usos-adicionales', '¿Quieres recibir beneficios, promos y sorpresas hechas para ti?'],
]);
