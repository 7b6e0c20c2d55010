// `npm run upstream [-- --port 4000]`: serves the embedded upstream over HTTP.
// Env: UPSTREAM_PORT, UPSTREAM_DATABASE_URL, UPSTREAM_DEMO_SIZE, UPSTREAM_TOKEN, UPSTREAM_TEST_HOOKS=1.
import { parseArgs } from 'node:util';
import { startUpstreamServer } from '../upstream/http-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    database: { type: 'string' },
    'demo-size': { type: 'string' },
  },
});

const port = Number(values.port ?? process.env['UPSTREAM_PORT'] ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env['UPSTREAM_PORT']}`);
  process.exit(2);
}

const started = Date.now();
const server = await startUpstreamServer({
  port,
  hostname: values.host ?? process.env['UPSTREAM_HOST'] ?? '127.0.0.1',
  url: values.database ?? process.env['UPSTREAM_DATABASE_URL'] ?? 'file:data/upstream.db',
  authToken: process.env['UPSTREAM_DATABASE_AUTH_TOKEN'],
  demoSize: values['demo-size'] ?? process.env['UPSTREAM_DEMO_SIZE'] ?? 'demo',
  token: process.env['UPSTREAM_TOKEN'] || undefined,
  testHooks: process.env['UPSTREAM_TEST_HOOKS'] === '1',
});

console.log(`Upstream GraphQL ready at ${server.url}/graphql (${Date.now() - started} ms)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
