// A deployment's tile source per host (MAP_TILES_<KEY>, decision 0061): the value's shape, the
// template rule the map itself applies, and the host the pages then see.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostByKey } from '../../src/content/hosts/index.ts';
import { parseTileSetting, tileSettingName } from '../../src/domain/visits/map-tiles-setting';
import { withDeploymentTiles } from '../../src/server/edge/host.step';
import { resetServerEnv, serverEnv } from '../../src/server/env';

const OSM = 'https://tile.example.org/{z}/{x}/{y}.png';

describe('parseTileSetting', () => {
  it('reads a template and an attribution, with an optional max zoom', () => {
    expect(parseTileSetting(`${OSM}|© OpenStreetMap contributors`)).toEqual({ kind: 'tiles', tiles: { urlTemplate: OSM, attribution: '© OpenStreetMap contributors', maxZoom: 19 } });
    expect(parseTileSetting(` ${OSM} | Tiles © Example | 17 `)).toEqual({ kind: 'tiles', tiles: { urlTemplate: OSM, attribution: 'Tiles © Example', maxZoom: 17 } });
  });

  it('treats a missing or blank value as no setting', () => {
    expect(parseTileSetting(undefined)).toEqual({ kind: 'unset' });
    expect(parseTileSetting('  ')).toEqual({ kind: 'unset' });
  });

  it.each([
    ['http://tile.example.org/{z}/{x}/{y}.png|Example', 'https'],
    ['https://tile.example.org/{z}/{x}.png|Example', 'https'],
    ['javascript:alert(1)//{z}{x}{y}|Example', 'https'],
    [`${OSM}`, 'attribution'],
    [`${OSM}|  `, 'attribution'],
    [`${OSM}|Example|0`, 'max zoom'],
    [`${OSM}|Example|25`, 'max zoom'],
    [`${OSM}|Example|12.5`, 'max zoom'],
    [`${OSM}|Example|18|extra`, 'expected'],
  ])('refuses %s', (value, problem) => {
    const setting = parseTileSetting(value);
    expect(setting.kind).toBe('invalid');
    expect(setting.kind === 'invalid' && setting.problem).toContain(problem);
  });

  it('names one variable per host key', () => {
    expect(tileSettingName('nl')).toBe('MAP_TILES_NL');
    expect(tileSettingName('id')).toBe('MAP_TILES_ID');
  });
});

describe('MAP_TILES_<KEY> in the server environment', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetServerEnv();
  });

  it('gives the named host its tile source, leaves the others without, and logs a malformed value', () => {
    vi.stubEnv('MAP_TILES_NL', `${OSM}|Tiles © Example|18`);
    vi.stubEnv('MAP_TILES_ID', 'http://insecure.example/{z}/{x}/{y}.png|Example');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetServerEnv();
    const { MAP_TILES } = serverEnv();
    expect(MAP_TILES).toEqual({ nl: { urlTemplate: OSM, attribution: 'Tiles © Example', maxZoom: 18 } });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^MAP_TILES_ID ignored: the template must be an https URL/));
    warn.mockRestore();

    const nl = hostByKey('nl')!;
    const us = hostByKey('us')!;
    const configured = withDeploymentTiles(nl, MAP_TILES);
    expect(configured.mapTiles).toEqual(MAP_TILES['nl']);
    expect(configured).toMatchObject({ key: 'nl', sorg: nl.sorg, countryId: nl.countryId });
    expect(withDeploymentTiles(nl, MAP_TILES)).toBe(configured);
    expect(nl.mapTiles).toBeNull();
    expect(withDeploymentTiles(us, MAP_TILES)).toBe(us);
  });
});
