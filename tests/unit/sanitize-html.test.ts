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
