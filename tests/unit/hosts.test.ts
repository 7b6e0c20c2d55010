import { describe, expect, it } from 'vitest';
import { defaultHost, hostByKey, HOSTS, resolveHost, siteOrigin } from '../../src/content/hosts/index.ts';
import { isLocale } from '../../src/domain/locales.ts';
import { isMessageKey } from '../../src/server/i18n.ts';

describe('resolveHost', () => {
  it('maps each country hostname to its sales organisation', () => {
    expect(resolveHost('dealer.spoke-bikes.co.id').sorg).toBe('ID01');
    expect(resolveHost('dealer.spoke-bikes.com').sorg).toBe('US01');
    expect(resolveHost('haendler.spoke-bikes.de').sorg).toBe('DE01');
    expect(resolveHost('dealer.spoke-bikes.nl').sorg).toBe('NL01');
  });

  it('reaches every country site on this machine as <key>.localhost, whatever the default', () => {
    for (const host of HOSTS) expect(resolveHost(`${host.key}.localhost`, 'id').key).toBe(host.key);
  });

  it('links a site on the same scheme and port when on a loopback name, else over https on its hostname', () => {
    const germany = hostByKey('de')!;
    expect(siteOrigin(germany, new URL('http://127.0.0.1:4321/en-us/login'))).toBe('http://de.localhost:4321');
    expect(siteOrigin(germany, new URL('http://us.localhost:4421/en-us/login'))).toBe('http://de.localhost:4421');
    expect(siteOrigin(germany, new URL('https://dealer.spoke-bikes.com/en-us/login'))).toBe('https://haendler.spoke-bikes.de');
  });

  it('ignores the case of the hostname', () => {
    expect(resolveHost('Haendler.Spoke-Bikes.DE').key).toBe('de');
  });

  it('sends localhost, 127.0.0.1 and unknown hosts to the US host by default', () => {
    for (const name of ['localhost', '127.0.0.1', 'portal.example.org']) {
      expect(resolveHost(name).key).toBe('us');
    }
  });

  it('sends unknown hosts to the DEFAULT_HOST key when it names a host', () => {
    expect(resolveHost('localhost', 'id').sorg).toBe('ID01');
    expect(resolveHost('spoke-de.workers.dev', 'de').sorg).toBe('DE01');
  });

  it('keeps known hostnames on their own host whatever the default', () => {
    expect(resolveHost('dealer.spoke-bikes.nl', 'id').key).toBe('nl');
  });

  it('falls back to the US host when DEFAULT_HOST names no host', () => {
    expect(defaultHost('xx').key).toBe('us');
    expect(hostByKey('xx')).toBeUndefined();
  });
});

describe('host configurations', () => {
  it('claim every hostname once', () => {
    const names = HOSTS.flatMap((host) => host.hostnames);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(HOSTS.map((host) => [host.key, host] as const))(
    '%s offers its default locale among its languages, all valid prefixes',
    (_key, host) => {
      expect(host.languages.map((language) => language.code)).toContain(host.defaultLocale);
      for (const language of host.languages) expect(isLocale(language.code)).toBe(true);
    },
  );

  it.each(HOSTS.map((host) => [host.key, host] as const))(
    '%s names a cart disclaimer that exists in the locale files',
    (_key, host) => {
      if (host.cartDisclaimer !== null) expect(isMessageKey(host.cartDisclaimer)).toBe(true);
    },
  );

  it('use the currencies and precisions of their sales organisations', () => {
    const currencies = HOSTS.map((host) => [host.sorg, host.currency.display, host.currency.decimalPrecision]);
    expect(currencies).toEqual(
      expect.arrayContaining([
        ['ID01', 'IDR', 0],
        ['US01', 'USD', 2],
        ['DE01', 'EUR', 2],
        ['NL01', 'EUR', 2],
      ]),
    );
  });
});
