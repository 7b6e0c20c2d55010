// The service worker as the build makes it (src/integrations/service-worker.ts, decision 0115): one
// classic script every browser runs, in every language, within its budget of 15 KB gzip.
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildServiceWorker, offlineTexts } from '../../src/integrations/service-worker';
import { LANGUAGES } from '../../src/domain/locales';

const BUDGET_GZIP_BYTES = 15 * 1024;
let code = '';

beforeAll(async () => {
  code = await buildServiceWorker();
}, 60_000);

describe('the built service worker', () => {
  it('stays within 15 KB gzip', () => {
    expect(gzipSync(code).length).toBeLessThan(BUDGET_GZIP_BYTES);
  });

  it('is a classic script: no import or export a classic worker would refuse', () => {
    expect(code).not.toMatch(/(^|[;\s])import\s*[{(*"']|(^|[;\s])export\s*[{*]/);
    expect(() => new Function(code)).not.toThrow();
  });

  it('carries the offline words of every language', () => {
    const texts = offlineTexts();
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const band = texts[language]?.['band'] ?? '';
      expect(band).toContain('{time}');
      expect(code).toContain(JSON.stringify(band).slice(1, -1));
    }
  });
});
