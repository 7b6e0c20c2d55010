// Lighthouse on Debian's chromium: start one headless browser, audit a page (default config = mobile,
// simulated throttling, performance only) and keep the figures and the audits that cost points.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** @returns {Promise<{ port: number, close: () => void }>} `close` stops chromium; its profile folder goes with it. */
export async function startChromium() {
  ensureChromium();
  const profile = mkdtempSync(join(tmpdir(), 'spoke-lighthouse-'));
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' });
  // The profile goes once chromium has exited: it writes into it while shutting down.
  child.on('exit', () => rmSync(profile, { recursive: true, force: true }));
  const close = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    return { port: await devToolsPort(profile, child), close };
  } catch (error) {
    close();
    throw error;
  }
}

/** Chromium writes the port it picked into the profile folder once DevTools listens. */
async function devToolsPort(profile, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`chromium exited (code ${child.exitCode})`);
    try {
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return port;
    } catch {
      // not written yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error('chromium did not open its DevTools port within 30s');
}

/**
 * Puts a cookie (`name=value`) into the browser's jar for `origin`. Lighthouse keeps cookies between
 * runs, and a Cookie in its extraHeaders is replaced by the jar's as soon as the site sets any cookie.
 */
export async function setBrowserCookie(port, origin, cookie) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new globalThis.WebSocket(webSocketDebuggerUrl);
  await new Promise((opened, failed) => {
    socket.addEventListener('open', opened, { once: true });
    socket.addEventListener('error', () => failed(new Error('DevTools socket failed')), { once: true });
  });
  const [name, ...value] = cookie.split('=');
  const answer = new Promise((answered) => socket.addEventListener('message', (event) => answered(JSON.parse(String(event.data)))));
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies',
    params: { cookies: [{ name, value: value.join('='), url: origin, httpOnly: true, sameSite: 'Lax' }] } }));
  const { error } = await answer;
  socket.close();
  if (error) throw new Error(`Storage.setCookies: ${error.message}`);
}

/**
 * One Lighthouse navigation, with whatever cookies the browser holds.
 * @returns {Promise<{ score: number, fcp: number, lcp: number, tbt: number, cls: number, si: number,
 *   finalUrl: string, losses: string[], lhr: object }>}
 */
export async function auditPage(url, { port }) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: Math.round(value('first-contentful-paint')),
    lcp: Math.round(value('largest-contentful-paint')),
    tbt: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    si: Math.round(value('speed-index')),
    finalUrl: lhr.finalDisplayedUrl,
    losses: losses(lhr),
    lhr,
  };
}

/** Audits of the performance category that did not pass, with what Lighthouse says they cost. */
function losses(lhr) {
  return lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id} (${audit.displayValue ?? `score ${audit.score}`})`);
}
