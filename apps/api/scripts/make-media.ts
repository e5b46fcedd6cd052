// Draws the demo images the service serves under /media (small WebP illustrations, no text, so
// they suit any copy). Run once after changing the list: `pnpm --filter @vivasalud/api media`.
// The files are committed; the service never draws at run time.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

type Motif = 'waves' | 'circles' | 'leaf' | 'heart' | 'cross' | 'person';
interface Art {
  name: string;
  from: string;
  to: string;
  motif: Motif;
  size?: [number, number];
}

const CARD: [number, number] = [640, 360];
const AVATAR: [number, number] = [240, 240];

export const MEDIA: Art[] = [
  { name: 'logo-vivasalud', from: '#0b6e4f', to: '#12a37a', motif: 'leaf', size: [240, 80] },
  { name: 'hero-bienestar', from: '#0b6e4f', to: '#4fc3a1', motif: 'waves', size: [1280, 560] },
  { name: 'slider-clases', from: '#1d4e89', to: '#5aa9e6', motif: 'person', size: [1280, 560] },
  { name: 'slider-programas', from: '#7b2d8b', to: '#d67ab1', motif: 'heart', size: [1280, 560] },
  { name: 'clase-yoga', from: '#2a9d8f', to: '#8ad1c2', motif: 'person' },
  { name: 'clase-pilates', from: '#264653', to: '#5f9ea0', motif: 'circles' },
  { name: 'clase-baile', from: '#e76f51', to: '#f4a261', motif: 'waves' },
  { name: 'clase-funcional', from: '#bc4749', to: '#f28482', motif: 'person' },
  { name: 'clase-meditacion', from: '#5e548e', to: '#9f86c0', motif: 'circles' },
  { name: 'clase-nutricion', from: '#386641', to: '#a7c957', motif: 'leaf' },
  { name: 'clase-respiracion', from: '#0077b6', to: '#90e0ef', motif: 'waves' },
  { name: 'guia-alimentacion', from: '#6a994e', to: '#c5e1a5', motif: 'leaf' },
  { name: 'guia-sueno', from: '#22223b', to: '#4a4e69', motif: 'circles' },
  { name: 'guia-salud-mental', from: '#7209b7', to: '#b5a7e6', motif: 'heart' },
  { name: 'guia-prevencion', from: '#0f4c5c', to: '#5fa8d3', motif: 'cross' },
  { name: 'experiencia-presencial', from: '#9c6644', to: '#ddb892', motif: 'person' },
  { name: 'experto-sesion', from: '#1b4965', to: '#62b6cb', motif: 'person' },
  { name: 'telemedicina', from: '#005f73', to: '#94d2bd', motif: 'cross' },
  { name: 'vive-lectura', from: '#3a5a40', to: '#a3b18a', motif: 'leaf' },
  { name: 'vive-video', from: '#d62828', to: '#f77f00', motif: 'circles' },
  { name: 'vive-podcast', from: '#3c096c', to: '#9d4edd', motif: 'waves' },
  { name: 'vive-infografia', from: '#023e8a', to: '#48cae4', motif: 'circles' },
  { name: 'programa-maternidad', from: '#c9184a', to: '#ffb3c1', motif: 'heart' },
  { name: 'programa-bienestar', from: '#2d6a4f', to: '#95d5b2', motif: 'leaf' },
  { name: 'programa-prevencion', from: '#14213d', to: '#4f6d7a', motif: 'cross' },
  { name: 'campania-audifonos', from: '#ff006e', to: '#fb5607', motif: 'circles' },
  { name: 'campania-corre', from: '#ffbe0b', to: '#fb8500', motif: 'person' },
  { name: 'sintomas', from: '#03045e', to: '#0096c7', motif: 'cross' },
  { name: 'herramienta-imc', from: '#2b9348', to: '#80b918', motif: 'person' },
  { name: 'herramienta-calorias', from: '#f3722c', to: '#f9c74f', motif: 'leaf' },
  { name: 'herramienta-estatura', from: '#277da1', to: '#90be6d', motif: 'person' },
  { name: 'herramienta-dias-fertiles', from: '#b5179e', to: '#f72585', motif: 'heart' },
  { name: 'pagina-no-encontrada', from: '#495057', to: '#adb5bd', motif: 'circles' },
  { name: 'placeholder', from: '#ced4da', to: '#e9ecef', motif: 'circles' },
  ...[
    ['#355070', '#6d597a'],
    ['#b56576', '#e56b6f'],
    ['#2a9d8f', '#264653'],
    ['#e9c46a', '#f4a261'],
    ['#457b9d', '#1d3557'],
    ['#606c38', '#283618'],
  ].map(([from, to], i) => ({
    name: `mentor-${i + 1}`,
    from: from!,
    to: to!,
    motif: 'person' as const,
    size: AVATAR,
  })),
];

function motif(kind: Motif, w: number, h: number): string {
  const c = 'rgba(255,255,255,0.85)';
  const soft = 'rgba(255,255,255,0.25)';
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.min(w, h) / 4;
  switch (kind) {
    case 'waves':
      return [0.55, 0.7, 0.85]
        .map(
          (y, i) =>
            `<path d="M0 ${h * y} C ${w * 0.25} ${h * (y - 0.12)}, ${w * 0.75} ${h * (y + 0.12)}, ${w} ${h * y} L ${w} ${h} L 0 ${h} Z" fill="rgba(255,255,255,${0.15 + i * 0.12})"/>`,
        )
        .join('');
    case 'circles':
      return `<circle cx="${w * 0.3}" cy="${h * 0.45}" r="${r * 1.2}" fill="${soft}"/><circle cx="${w * 0.62}" cy="${h * 0.55}" r="${r}" fill="${soft}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="${c}"/>`;
    case 'leaf':
      return `<path d="M ${cx - r} ${cy + r} C ${cx - r} ${cy - r}, ${cx + r} ${cy - r * 1.2}, ${cx + r * 1.2} ${cy - r * 1.2} C ${cx + r * 1.2} ${cy + r * 0.2}, ${cx} ${cy + r * 1.1}, ${cx - r} ${cy + r} Z" fill="${c}"/><path d="M ${cx - r} ${cy + r} L ${cx + r * 0.7} ${cy - r * 0.7}" stroke="${soft}" stroke-width="${r * 0.08}"/>`;
    case 'heart':
      return `<path d="M ${cx} ${cy + r} C ${cx - r * 1.6} ${cy}, ${cx - r * 0.9} ${cy - r * 1.2}, ${cx} ${cy - r * 0.4} C ${cx + r * 0.9} ${cy - r * 1.2}, ${cx + r * 1.6} ${cy}, ${cx} ${cy + r} Z" fill="${c}"/>`;
    case 'cross':
      return `<circle cx="${cx}" cy="${cy}" r="${r * 1.3}" fill="${soft}"/><rect x="${cx - r * 0.25}" y="${cy - r * 0.8}" width="${r * 0.5}" height="${r * 1.6}" rx="${r * 0.1}" fill="${c}"/><rect x="${cx - r * 0.8}" y="${cy - r * 0.25}" width="${r * 1.6}" height="${r * 0.5}" rx="${r * 0.1}" fill="${c}"/>`;
    case 'person':
      return `<circle cx="${cx}" cy="${cy - r * 0.55}" r="${r * 0.45}" fill="${c}"/><path d="M ${cx - r * 0.9} ${cy + r * 1.2} C ${cx - r * 0.9} ${cy}, ${cx + r * 0.9} ${cy}, ${cx + r * 0.9} ${cy + r * 1.2} Z" fill="${c}"/>`;
  }
}

async function draw(art: Art, outDir: string) {
  const [w, h] = art.size ?? CARD;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${motif(art.motif, w, h)}</svg>`;
  await sharp(Buffer.from(svg))
    .webp({ quality: 72, effort: 6 })
    .toFile(`${outDir}/${art.name}.webp`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = fileURLToPath(new URL('../media', import.meta.url));
  mkdirSync(outDir, { recursive: true });
  await Promise.all(MEDIA.map((art) => draw(art, outDir)));
  console.log(`Drew ${MEDIA.length} images in media/.`);
}
