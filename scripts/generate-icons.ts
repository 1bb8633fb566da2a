// Renders the favicon, touch icons and the default sharing image from the brand's SVG mark.
// Run after changing the mark: node --import tsx scripts/generate-icons.ts
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { brand } from '../src/shared/brand/brand';
import { colors } from '../src/shared/theme/palette';

const mark = (fill: string) => `
  <g fill="${fill}">
    <path d="M10 52V16l5-16 5 16v36z"/><path d="M26 52V16l5-16 5 16v36z"/><rect x="6" y="34" width="34" height="18" rx="1"/>
  </g>
  <path d="M0 56c8-3 16-3 24 0s16 3 24 0" stroke="${colors.primary}" stroke-width="3" fill="none"/>`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-8 -6 64 72">
  <rect x="-8" y="-6" width="64" height="72" rx="12" fill="${colors.ink}"/>${mark(colors.primary)}</svg>`;

const shareImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors.sand}"/><stop offset="0.6" stop-color="#ebe4cc"/><stop offset="1" stop-color="${colors.primary}"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(96 150) scale(2.6)">${mark(colors.primaryDark)}</g>
  <text x="96" y="380" font-family="Georgia, serif" font-size="78" font-weight="600" fill="${colors.ink}">Rheinkontor</text>
  <text x="100" y="430" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" letter-spacing="9" fill="${colors.primaryDark}">IMMOBILIEN · KÖLN</text>
  <text x="96" y="530" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="${colors.ink}">${brand.tagline}</text>
</svg>`;

/** An .ico file holding one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

writeFileSync('public/favicon.svg', favicon.trim() + '\n');
writeFileSync('public/favicon.ico', icoFromPng(await sharp(Buffer.from(favicon)).resize(32, 32).png().toBuffer(), 32));
for (const [file, size] of [
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
] as const) {
  await sharp(Buffer.from(favicon)).resize(size, size).png().toFile(`public/${file}`);
}
await sharp(Buffer.from(shareImage)).png({ compressionLevel: 9 }).toFile('public/og-image.png');
writeFileSync(
  'public/manifest.webmanifest',
  JSON.stringify(
    {
      name: brand.name,
      short_name: 'Rheinkontor',
      lang: 'de',
      start_url: '/',
      display: 'browser',
      background_color: colors.background,
      theme_color: colors.primary,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    null,
    2,
  ) + '\n',
);
console.log('Icons and sharing image written.');
