const SIZE = 16;

/**
 * A 16×16 ICO (one 32-bit BMP image) of a white golf ball on a disc of the club's brand colour, drawn
 * from the club document, so a new club needs no icon file.
 */
export function drawFavicon(hex: string): Buffer {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  // BMP rows run bottom-up; the ball sits lower left of centre, which reads the same either way up.
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const dx = x - 7.5;
      const dy = y - 7.5;
      if (dx * dx + dy * dy > 7.5 * 7.5) continue;
      const ball = (dx + 2) ** 2 + (dy - 2) ** 2 <= 6;
      pixels.set(ball ? [255, 255, 255, 255] : [b, g, r, 255], (y * SIZE + x) * 4);
    }
  }
  const mask = Buffer.alloc(((SIZE + 31) >> 5) * 4 * SIZE); // all zero: the alpha channel decides
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

/** The favicon a club's pages link to: the document's own, else the one drawn from its colour. */
export function faviconHrefOf(clubId: number, faviconUrl: string | null): string {
  return faviconUrl ?? `/img/icons/${clubId}.ico`;
}
