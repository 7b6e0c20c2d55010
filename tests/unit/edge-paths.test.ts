import { describe, expect, it } from 'vitest';
import { classifyPath } from '../../src/server/edge/paths.ts';

describe('classifyPath', () => {
  it('recognises the root', () => {
    expect(classifyPath('/')).toEqual({ kind: 'root' });
  });

  it('reads the locale prefix and the route after it', () => {
    expect(classifyPath('/en-us')).toEqual({ kind: 'page', locale: 'en-us', rest: '' });
    expect(classifyPath('/id-id/')).toEqual({ kind: 'page', locale: 'id-id', rest: '' });
    expect(classifyPath('/de/error/admin/')).toEqual({ kind: 'page', locale: 'de', rest: 'error/admin' });
  });

  it('passes API paths through with their path', () => {
    expect(classifyPath('/api/health')).toEqual({ kind: 'api', path: '/api/health' });
  });

  it('treats framework folders and root files as assets', () => {
    for (const path of ['/_astro/index.abc.css', '/brand/spoke-logo.svg', '/favicon.svg', '/manifest.webmanifest']) {
      expect(classifyPath(path)).toEqual({ kind: 'asset' });
    }
  });

  it('lets Astro render its own 404 page', () => {
    expect(classifyPath('/404')).toEqual({ kind: 'status-page' });
  });

  it('calls any other first segment unknown, including near-miss prefixes', () => {
    for (const path of ['/en', '/EN-US/login', '/xx/login', '/login', '/404/deeper', '/en-gb']) {
      expect(classifyPath(path)).toEqual({ kind: 'unknown' });
    }
  });
});
