// What the edge session and guard steps need from the isolate's services, resolved lazily.
import type { AuthDeps } from '../auth/auth.service';
import { sessionSecret } from '../auth/secret';
import { getServices } from '../services';

export function edgeAuthDeps(): AuthDeps {
  const { db, upstream } = getServices();
  return { db, upstream, secret: sessionSecret() };
}
