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

  it('escapes a lone angle bracket in text; quotes outside attributes need no escape', () => {
    expect(sanitizeHtml('1 < 2 "q"')).toBe('1 &lt; 2 "q"');
    expect(sanitizeHtml('<p>a "<b>q</b>" & <i>b</i> > c</p>')).toBe('<p>a "<b>q</b>" &amp; <i>b</i> &gt; c</p>');
  });

  it('keeps a table with its sections, header cells and spans', () => {
    const html = '<table><caption>Prices</caption><thead><tr><th scope="col">Model</th><th colspan="2">Price</th></tr></thead><tbody><tr><td rowspan="2">Road</td><td>1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<table style="width:100%" border="1" onclick="x()"><tr><td class="c" onmouseover="x()">a</td></tr></table>')).toBe('<table><tr><td>a</td></tr></table>');
  });

  it('keeps an image of our own files and drops images from anywhere else', () => {
    const banner = '<img src="/api/banners/spring-sale.webp" alt="Spring sale" width="600" height="200" />';
    expect(sanitizeHtml(banner)).toBe(banner);
    const news = '<img src="/api/news/files/0b6c1c59-52c2-4f0e-9a37-1f1d3c7f9a10" alt="" />';
    expect(sanitizeHtml(news)).toBe(news);
    for (const src of ['https://evil.example/x.png', '//evil.example/x.png', '/api/banners/../../etc/passwd', '/elsewhere/x.png', 'x.png', 'data:image/png;base64,iVBORw0KGgo=', 'javascript:alert(1)']) {
      expect(sanitizeHtml(`<p>a<img src="${src}" alt="x">b</p>`), src).toBe('<p>ab</p>');
    }
    expect(sanitizeHtml('<p><img alt="no source" onerror="alert(1)">t</p>')).toBe('<p>t</p>');
  });

  it('drops javascript: and data: URLs from links and images', () => {
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="javascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">ok')).toBe('ok');
  });

  it('drops event handlers and style attributes from every kept element', () => {
    const out = sanitizeHtml('<h3 style="color:red" onclick="x()">T</h3><ul onmouseenter="x()"><li style="background:url(javascript:x)">i</li></ul><span style="display:none">s</span><img src="/api/banners/a.png" onload="x()" style="x">');
    expect(out).toBe('<h3>T</h3><ul><li>i</li></ul><span>s</span><img src="/api/banners/a.png" />');
    expect(out).not.toMatch(/\son[a-z]+=|style=/i);
  });

  it('sets rel on links that open a new tab and keeps only _blank as a target', () => {
    expect(sanitizeHtml('<a href="https://spoke.example" target="_blank">x</a>')).toBe('<a href="https://spoke.example" rel="noopener noreferrer" target="_blank">x</a>');
    expect(sanitizeHtml('<a href="https://spoke.example" target="_top" rel="opener">x</a>')).toBe('<a href="https://spoke.example" rel="noopener noreferrer">x</a>');
  });

  it('gives the same clean text when a page renders a stored body again', () => {
    const body = '<p onclick="x()">again<script>alert(1)</script></p>';
    expect(sanitizeHtml(body)).toBe('<p>again</p>');
    expect(sanitizeHtml(body)).toBe('<p>again</p>');
  });

  it('repairs nested and malformed markup into well-formed HTML', () => {
    expect(sanitizeHtml('<ul><li>one<li>two</ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(sanitizeHtml('<p><b><i>x</b></i></p>')).toBe('<p><b><i>x</i></b></p>');
    expect(sanitizeHtml('<table><tr><td>a<td>b</table>after')).toBe('<table><tr><td>a</td><td>b</td></tr></table>after');
    expect(sanitizeHtml('<p>a<!-- <script>alert(1)</script> -->b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<p title="x><script>alert(1)</script>">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
    expect(sanitizeHtml('<div><div><div><p>deep</p></div></div></div>')).toBe('<p>deep</p>');
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
