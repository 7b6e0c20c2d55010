// Node only: the embedded upstream runs in this process over its own libSQL database,
// opened once on first use (migrations and demo data applied by the upstream itself).
import { serverEnv } from '../../env';
import type { UpstreamExecutor } from '../../upstream/transport';

interface ClosableExecutor extends UpstreamExecutor {
  close(): Promise<void>;
}

let opening: Promise<ClosableExecutor> | undefined;

export function embeddedUpstream(): Promise<UpstreamExecutor> | null {
  opening ??= open();
  return opening;
}

/** Closes the in-process upstream (tests, shutdown); the next request opens it again. */
export async function closeEmbeddedUpstream(): Promise<void> {
  const current = opening;
  opening = undefined;
  const executor = await current?.catch(() => undefined);
  await executor?.close();
}

async function open(): Promise<ClosableExecutor> {
  const env = serverEnv();
  try {
    const { openEmbeddedUpstream } = await import('../../../../upstream/executor');
    return await openEmbeddedUpstream({ url: env.UPSTREAM_DATABASE_URL, demoSize: env.UPSTREAM_DEMO_SIZE });
  } catch (error) {
    opening = undefined; // let the next request try again instead of caching the failure
    throw error;
  }
}
