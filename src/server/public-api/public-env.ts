// The Hono environment of the public API: the portal's (services, request id) plus the claims the
// key stands for, the acting customer the portal guards set, and the key itself.
import type { ApiKeyAccess } from '../../domain/public-api/api-key.rules';
import type { AppEnv } from '../api/env';
import type { ActingVariables } from '../api/guards';

export interface PublicEnv extends AppEnv {
  Variables: AppEnv['Variables'] & ActingVariables & { apiKey: { id: number; access: ApiKeyAccess } };
}
