export default function CampaignsHome() {
  return (
    <main id="contenido">
      <h1>Campañas VivaSalud</h1>
      <p>Participa en nuestras campañas, sorteos y eventos para cuidar tu salud.</p>
    </main>
  );
}
