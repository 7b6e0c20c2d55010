import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/server/shell/money';
import { manifestMappings, webManifest } from '../../src/server/shell/manifest';
import { HOSTS, hostByKey } from '../../src/content/hosts/index';

const usd = { display: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };
const idr = { display: 'IDR', symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0 };

describe('formatMoney', () => {
  it('reads minor units with the host separators and precision', () => {
    expect(formatMoney(1234567, 'USD', usd)).toBe('$12,345.67');
    expect(formatMoney(-5, 'USD', usd)).toBe('-$0.05');
    expect(formatMoney(2500000000, 'IDR', idr)).toBe('Rp2.500.000.000');
  });

  it('shows a foreign currency by its code with its own precision', () => {
    expect(formatMoney(150000, 'IDR', usd)).toBe('IDR 150,000');
    expect(formatMoney(1999, 'EUR', usd)).toBe('EUR 19.99');
  });
});

describe('web manifests', () => {
  it('maps each host with WEB_MANIFEST on to its manifest and icons', () => {
    const mappings = manifestMappings(HOSTS);
    const withFlag = HOSTS.filter((h) => h.features.WEB_MANIFEST);
    expect(mappings.map((m) => m.domains)).toEqual(withFlag.map((h) => h.hostnames));
    for (const m of mappings) expect(m).toMatchObject({ manifest: expect.stringMatching(/^\/manifests\/.+\.webmanifest$/), shortCutIcon: expect.any(String), appleTouchIcon: expect.any(String) });
  });

  it("starts the app at the host's default locale", () => {
    const host = HOSTS[0];
    if (!host) throw new Error('no hosts');
    expect(webManifest(host).start_url).toBe(`/${host.defaultLocale}`);
    expect(hostByKey(host.key)).toBe(host);
  });
});
