// one-off (H7): Lighthouse of the sales overview against a running server; removed after use
import { auditPage, setBrowserCookie, startChromium } from './scripts/lighthouse-audit.mjs';
const origin = process.argv[2];
const paths = process.argv.slice(3);
const login = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ username: 'dealer.us', password: 'Spoke-Demo-2026' }) });
const access = login.headers.getSetCookie().find((c) => c.startsWith('spoke_at=')).split(';')[0];
const chromium = await startChromium();
try {
  await setBrowserCookie(chromium.port, origin, access);
  for (const path of paths) {
    for (let run = 0; run < 3; run++) {
      const r = await auditPage(origin + path, { port: chromium.port });
      console.log(path, 'score', r.score, 'fcp', r.fcp, 'lcp', r.lcp, 'tbt', r.tbt, 'cls', r.cls, 'si', r.si, r.losses.join(', '));
    }
  }
} finally { chromium.close(); }
