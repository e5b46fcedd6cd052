/** A multipart/form-data body for `inject`, with an optional `attachment` file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) {
  const boundary = '----vivasalud';
  const parts = Object.entries(fields).map(
    ([key, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  const chunks = parts.map((part) => Buffer.from(part));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const STRONG_AS_IRON_FIELDS = {
  full_name: 'Rosa Huamán Torres',
  document_type: 'DNI',
  document_number: '41234567',
  email: 'rosa.huaman@correo.pe',
  phone: '+51 987654321',
  child_birth_date: '2025-03-14',
  supplementary_id: '1',
  consent: 'true',
  consent_version: 'datos-salud-2026-11',
};
