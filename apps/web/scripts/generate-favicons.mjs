// Writes a tiny 16x16 ICO (32-bit BMP inside) per themed club into public/img/icons.
// Run: node apps/web/scripts/generate-favicons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BRAND = {
  0: '#1f6f43',
  563: '#1e3a5f',
  541: '#7f1d1d',
  523: '#3f3f46',
  449: '#4c1d95',
  537: '#0f4c5c',
  151: '#14532d',
  238: '#065f46',
  234: '#1d4ed8',
  259: '#334155',
  260: '#0e7490',
};
const SIZE = 16;

function ico(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const dx = x - 7.5;
      const dy = y - 7.5;
      const inside = dx * dx + dy * dy <= 7.5 * 7.5;
      const ball = (dx + 2) ** 2 + (dy - 2) ** 2 <= 6; // a white golf ball on the brand disc
      const o = (y * SIZE + x) * 4;
      if (!inside) continue;
      pixels.set(ball ? [255, 255, 255, 255] : [b, g, r, 255], o);
    }
  }
  const mask = Buffer.alloc(((SIZE + 31) >> 5) * 4 * SIZE); // all zero: alpha channel decides
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(SIZE, 4);
  header.writeInt32LE(SIZE * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(pixels.length + mask.length, 20);
  const image = Buffer.concat([header, pixels, mask]);
  const dir = Buffer.alloc(22);
  dir.writeUInt16LE(0, 0);
  dir.writeUInt16LE(1, 2);
  dir.writeUInt16LE(1, 4);
  dir.writeUInt8(SIZE, 6);
  dir.writeUInt8(SIZE, 7);
  dir.writeUInt16LE(1, 10);
  dir.writeUInt16LE(32, 12);
  dir.writeUInt32LE(image.length, 14);
  dir.writeUInt32LE(22, 18);
  return Buffer.concat([dir, image]);
}

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'img', 'icons');
mkdirSync(out, { recursive: true });
for (const [id, hex] of Object.entries(BRAND)) writeFileSync(join(out, `${id}.ico`), ico(hex));
console.log(`Wrote ${Object.keys(BRAND).length} icons to ${out}`);
