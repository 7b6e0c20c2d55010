// What a page sends: its HTML (raw, gzip, the shell's part), and the JavaScript it ships: external
// and inline scripts, module preloads, Astro island component and renderer modules, and the static
// imports they pull in; raw and gzip bytes.
import { gzipSync } from 'node:zlib';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const ATTRIBUTE = (name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i');
const MODULE_PRELOAD = /<link\b[^>]*\brel\s*=\s*["']modulepreload["'][^>]*>/gi;
const ISLAND = /<astro-island\b[^>]*>/gi;
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*\bfrom\s*)?["']([^"']+\.m?js)["']/g;

/**
 * The HTML a page sends, raw and gzip, and the shell's own part: the document without the content
 * of <main> (header, menus, footer, dialogs).
 * @returns {Promise<{ status: number, rawBytes: number, gzipBytes: number, shellBytes: number }>}
 */
export async function pageHtml(pageUrl, headers = {}) {
  const response = await fetch(pageUrl, { redirect: 'manual', headers: { cookie: headers.cookie ?? '' } });
  const html = await response.text();
  const open = html.search(/<main\b[^>]*>/);
  const close = html.lastIndexOf('</main>');
  const content = open >= 0 && close > open ? html.slice(html.indexOf('>', open) + 1, close) : '';
  return {
    status: response.status,
    rawBytes: Buffer.byteLength(html),
    gzipBytes: gzipSync(html).length,
    shellBytes: Buffer.byteLength(html) - Buffer.byteLength(content),
  };
}

/** @returns {Promise<{ status: number, scripts: number, rawBytes: number, gzipBytes: number }>} */
export async function pageJavaScript(pageUrl, headers = {}) {
  const response = await fetch(pageUrl, { redirect: 'manual', headers: { cookie: headers.cookie ?? '' } });
  const html = await response.text();
  const inline = [];
  const urls = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    const src = attributes.match(ATTRIBUTE('src'))?.[1];
    const type = attributes.match(ATTRIBUTE('type'))?.[1] ?? '';
    if (src) urls.add(new URL(src, pageUrl).href);
    else if (!/json/i.test(type) && body.trim()) inline.push(body);
  }
  for (const [tag] of html.matchAll(MODULE_PRELOAD)) addAttribute(urls, tag, 'href', pageUrl);
  for (const [tag] of html.matchAll(ISLAND)) {
    addAttribute(urls, tag, 'component-url', pageUrl);
    addAttribute(urls, tag, 'renderer-url', pageUrl);
  }
  const bodies = [...inline, ...(await fetchModuleGraph(urls))];
  return {
    status: response.status,
    scripts: bodies.length,
    rawBytes: bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0),
    gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0),
  };
}

function addAttribute(urls, tag, name, base) {
  const value = tag.match(ATTRIBUTE(name))?.[1];
  if (value) urls.add(new URL(value, base).href);
}

async function fetchModuleGraph(entryUrls) {
  const seen = new Set();
  const queue = [...entryUrls];
  const bodies = [];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const body = await (await fetch(url)).text();
    bodies.push(body);
    for (const [, specifier] of body.matchAll(STATIC_IMPORT)) {
      if (/^(\.{0,2}\/)/.test(specifier)) queue.push(new URL(specifier, url).href);
    }
  }
  return bodies;
}
