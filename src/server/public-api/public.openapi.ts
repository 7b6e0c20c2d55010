// The OpenAPIHono sub-app of /api/public/v1 and its route helper: every operation takes an API key
// (requireApiKey), then the portal's own guards with the scope the portal page needs, then the zod
// validators generated from the same schemas the document describes.
import { OpenAPIHono, createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { ScopeEntry } from '../../domain/routes';
import { envelope } from '../api/errors';
import { requireActingCustomer, requireScopes } from '../api/guards';
import { VALIDATION_MESSAGE, toIssues } from '../api/validate';
import { issueWords } from './issue-words';
import { requireApiKey } from './key-auth';
import { ErrorSchema } from './public.schemas';
import type { PublicEnv } from './public-env';

export const API_VERSION = '1.0.0';
export const SECURITY_SCHEME = 'apiKey';

export function createPublicApp() {
  const app = new OpenAPIHono<PublicEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(envelope('VALIDATION', VALIDATION_MESSAGE, 'api.error.validation', toIssues(result.error.issues)), 400);
      return undefined;
    },
  });
  app.use(issueWords);
  app.openAPIRegistry.registerComponent('securitySchemes', SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key created by the dealer in the portal (Profile, API keys): `Authorization: Bearer spk_...`',
  });
  return app;
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ErrorSchema } } });

/** The answers every operation can give besides its own. */
export const COMMON_ERRORS = {
  400: errorResponse('Invalid input: the envelope lists each field'),
  401: errorResponse('No API key, or a key that is not valid or was revoked'),
  403: errorResponse('The key may not do this (read-only key, scope) or the customer is not the key’s'),
  429: errorResponse('Rate limit of the key exceeded; see the RateLimit and Retry-After headers'),
} as const;

/** Operations with a JSON body also answer a body of another media type. */
export const BODY_ERRORS = { 415: errorResponse('The body is not `application/json`') } as const;

/** A documented operation guarded like its portal route: key, scopes, acting customer. */
export function operation<const R extends Omit<RouteConfig, 'middleware' | 'security'>>(config: R, scopes: readonly ScopeEntry[]) {
  return createRoute({
    ...config,
    security: [{ [SECURITY_SCHEME]: [] }],
    middleware: [requireApiKey, requireScopes(...scopes), requireActingCustomer] as const,
  });
}
