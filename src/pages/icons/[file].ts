// GET /icons/<version>.svg: the icon sprite every page draws its icons from (icon-sprite.ts).
// The version is in the name, so browsers keep the file for good.
import type { APIRoute } from 'astro';
import { ICON_SPRITE_FILE, ICON_SPRITE_SVG } from '../../components/shell/icon-sprite';

export const GET: APIRoute = ({ params }) =>
  params['file'] === ICON_SPRITE_FILE
    ? new Response(ICON_SPRITE_SVG, { status: 200, headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' } })
    : new Response('Not found', { status: 404 });
