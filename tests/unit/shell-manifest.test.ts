import { describe, expect, it } from 'vitest';
import { manifestMappings, webManifest } from '../../src/server/shell/manifest';
import { HOSTS, hostByKey } from '../../src/content/hosts/index';

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
