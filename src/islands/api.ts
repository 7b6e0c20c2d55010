// Typed client for islands. `import type` keeps every server module out of the browser bundle.
import { hc } from 'hono/client';
import type { AppType } from '../server/api/app';

export const api = hc<AppType>('/api');
