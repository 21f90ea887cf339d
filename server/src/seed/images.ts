import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** A real PNG of `width` x `height`: a solid colour with a lighter band in its lower third. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const light = (c: number) => Math.round(c + (255 - c) * 0.35);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0 (none) + pixels
    const [pr, pg, pb] = y > (height * 2) / 3 ? [light(r), light(g), light(b)] : [r, g, b];
    for (let x = 0; x < width; x++) row.set([pr, pg, pb], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PALETTE: [number, number, number][] = [
  [31, 97, 141],
  [39, 174, 96],
  [192, 57, 43],
  [142, 68, 173],
  [243, 156, 18],
  [22, 160, 133],
  [44, 62, 80],
  [211, 84, 0],
];

/** Photo names of the seeded content; the files are written by `writeSeedImages`. */
export const seedPhotoName = (kind: 'news' | 'gallery' | 'staff', i: number) => `seed-${kind}-${String(i + 1).padStart(2, '0')}.png`;

/** Writes the seeded items' photos into UPLOAD_DIR/<kind>/ (missing ones only). */
export async function writeSeedImages(uploadDir: string, counts: Record<'news' | 'gallery' | 'staff', number>) {
  for (const kind of ['news', 'gallery', 'staff'] as const) {
    const dir = path.join(uploadDir, kind);
    await mkdir(dir, { recursive: true });
    for (let i = 0; i < counts[kind]; i++) {
      const file = path.join(dir, seedPhotoName(kind, i));
      if (existsSync(file)) continue;
      const size = kind === 'staff' ? [240, 240] : [640, 400];
      await writeFile(file, solidPng(size[0], size[1], PALETTE[(i + (kind === 'gallery' ? 3 : 0)) % PALETTE.length]));
    }
  }
}
