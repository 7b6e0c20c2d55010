import type { RequestIdVariables } from 'hono/request-id';
import type { Services } from '../services';

/** Hono environment of every /api sub-app: the request id and the injected services. */
export interface AppEnv {
  Variables: RequestIdVariables & { services: Services };
}
