// A deployment's tile source for one host's sales-area map, given as one environment value
// (`MAP_TILES_<KEY>`, decision 0061): `<template>|<attribution>` or `<template>|<attribution>|<max zoom>`.
// Kept apart from sales-area-map.ts, which the map island bundles.
import type { MapTileSource } from '../hosts.types';
import { usableTileTemplate } from './sales-area-map';

/** Leaflet's own default and what OpenStreetMap-style servers serve. */
export const DEFAULT_TILE_MAX_ZOOM = 19;

export type TileSetting = { kind: 'unset' } | { kind: 'tiles'; tiles: MapTileSource } | { kind: 'invalid'; problem: string };

/** The environment variable naming `hostKey`'s tile source, e.g. MAP_TILES_NL. */
export function tileSettingName(hostKey: string): string {
  return `MAP_TILES_${hostKey.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

export function parseTileSetting(value: string | undefined): TileSetting {
  if (value === undefined || value.trim() === '') return { kind: 'unset' };
  const [template = '', attribution = '', zoom, ...rest] = value.split('|').map((part) => part.trim());
  if (rest.length > 0) return { kind: 'invalid', problem: 'expected <template>|<attribution>[|<max zoom>]' };
  if (!usableTileTemplate(template)) return { kind: 'invalid', problem: 'the template must be an https URL with {z}, {x} and {y}' };
  // The provider's terms require its credit on the map: no tile source without one.
  if (attribution === '') return { kind: 'invalid', problem: 'the attribution is missing' };
  const maxZoom = zoom === undefined ? DEFAULT_TILE_MAX_ZOOM : Number(zoom);
  if (!/^\d{1,2}$/.test(zoom ?? '0') || maxZoom < 1 || maxZoom > 24) return { kind: 'invalid', problem: 'the max zoom must be a whole number from 1 to 24' };
  return { kind: 'tiles', tiles: { urlTemplate: template, attribution, maxZoom } };
}
