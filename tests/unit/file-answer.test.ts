// Every user file is answered as an attachment with nosniff, except an image its bytes prove;
// SVG, HTML and anything unknown never show inline, whatever was stored for them.
import { describe, expect, it } from 'vitest';
import { dispositionName, userFileHeaders } from '../../src/server/uploads/file-answer';

const enc = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

describe('user file answers', () => {
  it('show a proven raster image inline, and as an attachment when asked to download', () => {
    expect(userFileHeaders({ bytes: JPEG, fileName: 'crack.jpg' })).toEqual({
      'Content-Type': 'image/jpeg',
      'Content-Disposition': `inline; filename="crack.jpg"; filename*=UTF-8''crack.jpg`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    expect(userFileHeaders({ bytes: JPEG, fileName: 'crack.jpg', download: true })['Content-Disposition']).toMatch(/^attachment;/);
  });

  it('make PDFs, videos, SVG, HTML and unknown bytes attachments, typed by their bytes', () => {
    const cases: [Uint8Array, string][] = [
      [enc('%PDF-1.7\n'), 'application/pdf'],
      [new Uint8Array([0, 0, 0, 24, ...enc('ftypisom')]), 'video/mp4'],
      [enc('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'application/octet-stream'],
      [enc('<!doctype html><script>alert(1)</script>'), 'application/octet-stream'],
      [new Uint8Array([0x4d, 0x5a, 0x90, 0]), 'application/octet-stream'],
    ];
    for (const [bytes, type] of cases) {
      const headers = userFileHeaders({ bytes, fileName: 'x' });
      expect({ type: headers['Content-Type'], disposition: headers['Content-Disposition']?.split(';')[0], nosniff: headers['X-Content-Type-Options'] }).toEqual({ type, disposition: 'attachment', nosniff: 'nosniff' });
    }
  });

  it('keep quotes, line breaks and control characters out of the file name', () => {
    expect(dispositionName('a"b\r\nSet-Cookie: x\u202e.pdf')).toBe(`filename="abSet-Cookie: x.pdf"; filename*=UTF-8''abSet-Cookie%3A%20x.pdf`);
    expect(dispositionName('Rechnung März.pdf')).toBe(`filename="Rechnung M_rz.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf`);
    expect(dispositionName('\u0000')).toBe(`filename="file"; filename*=UTF-8''file`);
  });
});
