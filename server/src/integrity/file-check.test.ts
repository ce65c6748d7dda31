import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedType, safeFileName } from './file-check.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c636000000000050001a5f645400000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('acceptedType', () => {
  it('accepts allowed files by their bytes, whatever they are called', async () => {
    expect(await acceptedType(PNG, true, 'photo.pdf')).toBe('image/png');
    expect(await acceptedType(PDF, true, 'scan')).toBe('application/pdf');
  });
  it('refuses executables and scripts, even named like documents', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
    expect(await acceptedType(elf, true, 'report.pdf')).toBeNull();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    expect(await acceptedType(exe, true, 'notes.txt')).toBeNull();
    expect(await acceptedType(Buffer.from('<script>alert(1)</script>'), true, 'page.html')).toBeNull();
  });
  it('accepts clean UTF-8 text files and refuses binary ones named .txt', async () => {
    expect(await acceptedType(Buffer.from('证据说明：2024年3月\nline two\n'), true, 'notes.txt')).toBe('text/plain');
    expect(await acceptedType(Buffer.from([0x61, 0x00, 0x62]), true, 'notes.txt')).toBeNull();
  });
});

describe('safeFileName', () => {
  it('keeps only the last path part, without control or direction characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\x\\证据.pdf')).toBe('证据.pdf');
    expect(safeFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFileName('...')).toBe('file');
  });
  it('is never longer than 120 characters and keeps the extension (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (name) => {
        const safe = safeFileName(name);
        expect([...safe].length).toBeLessThanOrEqual(120);
        expect(safe).not.toMatch(/[/\\\p{Cc}]/u);
        expect(safe.length).toBeGreaterThan(0);
      }),
    );
    expect(safeFileName(`${'x'.repeat(300)}.pdf`)).toMatch(/^x{116}\.pdf$/);
  });
});
