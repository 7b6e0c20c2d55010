import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml, textLength } from '../../src/server/content/sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps whitelisted formatting and drops attributes from it', () => {
    expect(sanitizeHtml('<p class="x" onclick="evil()">Hi <strong>there</strong></p>')).toBe('<p>Hi <strong>there</strong></p>');
  });

  it('drops script and style elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('removes unknown tags but keeps their text, escaped', () => {
    expect(sanitizeHtml('<div><img src=x onerror=alert(1)>Sale &amp; more <b>now</b></div>')).toBe('Sale &amp; more <b>now</b>');
  });

  it('keeps safe links and strips javascript: and protocol-relative hrefs', () => {
    expect(sanitizeHtml('<a href="/catalog/bike">Bikes</a>')).toBe('<a href="/catalog/bike" rel="noopener noreferrer">Bikes</a>');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml("<a href='//evil.example/'>x</a>")).toBe('<a>x</a>');
  });

  it('closes tags left open and ignores stray closing tags', () => {
    expect(sanitizeHtml('<p><em>open</p></ul>')).toBe('<p><em>open</em></p>');
  });

  it('drops SVG with its script, handlers and content', () => {
    expect(sanitizeHtml('<p>a</p><svg onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg><p>b</p>')).toBe('<p>a</p><p>b</p>');
    // An SVG left open swallows the rest: fail closed.
    expect(sanitizeHtml('<p>x<svg/onload=alert(1)>y</p>')).toBe('<p>x</p>');
  });

  it('strips every event attribute, whatever the quoting', () => {
    const out = sanitizeHtml(`<p onmouseover=alert(1)>a</p><strong onclick='x()'>b</strong><a href="https://spoke.example" onfocus="x()" autofocus>c</a>`);
    expect(out).toBe('<p>a</p><strong>b</strong><a href="https://spoke.example" rel="noopener noreferrer">c</a>');
    expect(out).not.toMatch(/\bon[a-z]+=/i);
  });

  it('refuses javascript:, vbscript: and data: links in every spelling', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java&#x0A;script:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD4=', '\u0001javascript:alert(1)']) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out === '<a>x</a>' || !/href="[a-z]+:/i.test(out), href).toBe(true);
      expect(out).not.toMatch(/href="\s*(javascript|vbscript|data):/i);
    }
    expect(sanitizeHtml('<a href="mailto:sales@spoke.example">mail</a>')).toBe('<a href="mailto:sales@spoke.example" rel="noopener noreferrer">mail</a>');
  });

  it('keeps what the admin editor produces unchanged (paragraphs, h3/h4, marks, lists, links)', () => {
    const html = '<h3>Title</h3><p><strong>b</strong> <em>i</em> <u>u</u> <a href="https://spoke.example/x" rel="noopener noreferrer">link</a></p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><h4>Sub</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('escapes a lone angle bracket and quotes in text', () => {
    expect(sanitizeHtml('1 < 2 "q"')).toBe('1 &lt; 2 &quot;q&quot;');
  });
});

describe('safeHref', () => {
  it('accepts http(s), mailto and relative paths, rejects other schemes', () => {
    expect(safeHref('https://spoke.example/a')).toBe('https://spoke.example/a');
    expect(safeHref('mailto:support@spoke.example')).toBe('mailto:support@spoke.example');
    expect(safeHref('claim?x=1')).toBe('claim?x=1');
    expect(safeHref('data:text/html,<b>')).toBeNull();
    expect(safeHref('JAVASCRIPT:alert(1)')).toBeNull();
  });
});

describe('textLength', () => {
  it('counts visible characters, not markup', () => {
    expect(textLength('<p>abc <strong>de</strong></p>')).toBe(6);
  });
});
