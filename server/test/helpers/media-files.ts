import { deflateSync } from 'node:zlib';

/** Tiny valid files of each kind the media store takes, made in code (no fixtures on disk). */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A TIFF-structured EXIF block with one ImageDescription entry holding `text`. */
function exifWith(text: string): Buffer {
  const value = Buffer.from(`${text}\0`, 'latin1');
  const head = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x0e, 0, 2]);
  const count = Buffer.alloc(4);
  count.writeUInt32BE(value.length);
  const offset = Buffer.alloc(4);
  offset.writeUInt32BE(26);
  return Buffer.concat([head, count, offset, Buffer.alloc(4), value]);
}

/** A 2×1 RGB PNG carrying an eXIf chunk whose description is `secret`. */
export function pngWithExif(secret: string): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.from([0, 200, 30, 30, 30, 200, 30]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('eXIf', exifWith(secret)),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF string in UTF-16BE hex, as writers store titles that are not Latin-1. */
const pdfText = (text: string) => `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;

/** A valid PDF of `pages` empty pages whose document information holds `title`. */
export function pdfWithTitle(title: string, pages = 2): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 4} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    `<< /Title ${pdfText(title)} /Producer (muyuan tests) >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An MP4's first boxes: `ftyp` (isom) and a small `mdat`. */
export function tinyMp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('mdat', 'latin1'), Buffer.alloc(16, 7)]);
  return Buffer.concat([ftyp, mdat]);
}

/** An SVG with everything the sanitizer must remove besides the circle it must keep. */
export const HOSTILE_SVG = Buffer.from(
  `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 20" onload="alert('onload')">
  <script>alert('script')</script>
  <a href="https://evil.example/go"><rect width="10" height="10" fill="url(https://evil.example/paint)"/></a>
  <use xlink:href="https://evil.example/sprite.svg#x"/>
  <image href="https://evil.example/pixel.png" width="1" height="1"/>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <circle cx="5" cy="5" r="4" fill="#c00" onclick="alert('click')"/>
</svg>`,
  'utf8',
);

/** A multipart body with the given parts (each a file field), for shapes the upload helper cannot make. */
export function multipartOf(parts: { field: string; fileName?: string; type?: string; content: Buffer }[]) {
  const boundary = `----muyuanmedia${Math.random().toString(16).slice(2)}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const name = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${name}\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A decompression bomb: a PNG of `width` × `height` black pixels, one bit each, whose rows deflate to
 * almost nothing (10,000 × 10,000 is 12 KB; decoded, libvips holds 100 MB a band, 300 MB as RGB).
 */
export function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  // Bit depth 1, greyscale, deflate, no filter method, not interlaced.
  ihdr.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A JPEG whose header (its SOF0 frame) claims `width` × `height`, whatever its few bytes of pixels:
 * `small` is a real baseline JPEG, its frame's size rewritten.
 */
export function jpegClaiming(small: Buffer, width: number, height: number): Buffer {
  const bytes = Buffer.from(small);
  for (let at = 2; at + 4 < bytes.length; ) {
    if (bytes[at] !== 0xff) throw new Error('not a JPEG segment');
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xc0) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
    at += 2 + length;
  }
  throw new Error('no SOF0 frame');
}
