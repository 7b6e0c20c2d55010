import { getServices } from '../services';
import { createApp } from './app';

/** The one /api app of this isolate, served by src/pages/api/[...path].ts. */
export const api = createApp(getServices);
export type { AppType } from './app';
