// Content files are told apart by their bytes, never by name; bodies keep no script, no event
// handlers and no unsafe links, SVG included; news windows are checked before saving.
import { describe, expect, it } from 'vitest';
import { newsForm } from '../../src/domain/content/news.schema';
import { cleanFileName, sniffFile } from '../../src/server/content/file-types';
import { sanitizeHtml } from '../../src/server/content/sanitize-html';

const bytes = (...values: (number | string)[]) => new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('file types by content', () => {
  it('recognises JPEG, PNG, GIF, WebP, MP4, QuickTime, WebM and PDF', () => {
    expect(sniffFile(bytes(0xff, 0xd8, 0xff, 0xe0))?.type).toBe('image/jpeg');
    expect(sniffFile(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))?.type).toBe('image/png');
    expect(sniffFile(bytes('GIF89a'))?.type).toBe('image/gif');
    expect(sniffFile(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))?.type).toBe('image/webp');
    expect(sniffFile(bytes(0, 0, 0, 24, 'ftypisom'))).toEqual({ type: 'video/mp4', kind: 'video' });
    expect(sniffFile(bytes(0, 0, 0, 20, 'ftypqt  '))?.type).toBe('video/quicktime');
    expect(sniffFile(bytes(0x1a, 0x45, 0xdf, 0xa3))?.type).toBe('video/webm');
    expect(sniffFile(bytes('%PDF-1.7'))?.kind).toBe('document');
  });

  it('refuses SVG (it can carry script), HTML and text whatever their names say', () => {
    expect(sniffFile(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffFile(bytes('<!doctype html><script>x</script>'))).toBeNull();
    expect(sniffFile(bytes('hello'))).toBeNull();
    expect(sniffFile(new Uint8Array(0))).toBeNull();
  });

  it('keeps a file name safe to show and to send back', () => {
    expect(cleanFileName('C:\\photos\\bike "red".jpg')).toBe('bike red.jpg');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('')).toBe('file');
  });
});

describe('rich text bodies', () => {
  it('drops script, event attributes, javascript: links and SVG with script', () => {
    expect(sanitizeHtml('<p onclick="steal()">Hi<script>steal()</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)" onmouseover="x()">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="JaVa\tScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<svg onload="alert(1)"><script>alert(1)</script><text>t</text></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&c=2">x</a>')).toBe('<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">x</a>');
  });
});

describe('news validity window', () => {
  const base = { title: 'Spring', body: '<p>x</p>', marketIds: [1] };
  it('refuses a window that ends before it starts and accepts a one-day window', () => {
    const backwards = newsForm.safeParse({ ...base, validFrom: '2027-03-02T00:00:00Z', validTo: '2027-03-01T23:59:59Z' });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['validTo', 'news.error.to_before_from']]);
    expect(newsForm.safeParse({ ...base, validFrom: '2027-03-01T00:00:00Z', validTo: '2027-03-01T23:59:59Z' }).success).toBe(true);
    expect(newsForm.safeParse({ ...base, validFrom: 'soon', validTo: '2027-03-01' }).success).toBe(false);
    expect(newsForm.safeParse({ ...base, marketIds: [], validFrom: '2027-03-01', validTo: '2027-03-02' }).success).toBe(false);
  });
});
