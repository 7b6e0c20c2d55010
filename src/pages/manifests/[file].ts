// GET /manifests/mappingManifest.json (which manifest each domain uses) and /manifests/<host>.webmanifest,
// both only while WEB_MANIFEST is on for the host.
import type { APIRoute } from 'astro';
import { HOSTS, hostByKey } from '../../content/hosts/index';
import { isFlagOn } from '../../domain/feature-flags';
import { manifestMappings, webManifest } from '../../server/shell/manifest';

const json = (body: unknown, type = 'application/json'): Response =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=300' } });

export const GET: APIRoute = ({ params, locals }) => {
  const file = params['file'] ?? '';
  if (!isFlagOn(locals.host.features, 'WEB_MANIFEST')) return new Response('Not found', { status: 404 });
  if (file === 'mappingManifest.json') return json(manifestMappings(HOSTS));
  const host = hostByKey(file.replace(/\.webmanifest$/, ''));
  if (!file.endsWith('.webmanifest') || !host || !isFlagOn(host.features, 'WEB_MANIFEST')) return new Response('Not found', { status: 404 });
  return json(webManifest(host), 'application/manifest+json');
};
