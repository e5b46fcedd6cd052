export default function HomePage() {
  return (
    <main id="contenido">
      <h1>Tu salud y bienestar, en un solo lugar</h1>
      <p>
        Clases en línea, guías y consejos, herramientas para tu salud y programas de bienestar
        pensados para ti y tu familia.
      </p>
    </main>
  );
}
