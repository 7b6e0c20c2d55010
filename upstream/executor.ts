// The embedded upstream: the SDL executed in-process over its own libSQL database (Node only).
import { mkdirSync, readFileSync } from 'node:fs';
import { projectFile } from '../src/server/runtime/node/project-file';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from '@libsql/client';
import { buildSchema, execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import { customerQueries } from './customers/customers.resolvers';
import { feedbackMutations } from './customers/feedback.resolvers';
import { cartMutations, cartQueries } from './cart/cart.resolvers';
import { catalogQueries } from './catalog/catalog.resolvers';
import { analysisQueries } from './catalog/analysis.resolvers';
import { filterQueries } from './catalog/filters.resolvers';
import { createUpstreamDb, type UpstreamContext } from './db/client';
import { migrateUpstream } from './db/migrate';
import { seedDemo } from './demo/seed';
import { withWriteLock } from './ledger/db';
import { ledgerMutations, ledgerQueries } from './ledger/ledger.resolvers';
import { salesOverviewQueries } from './sales-overview/sales-overview.resolvers';
import type { RootResolvers } from './resolvers';
import { applyScalars } from './scalars';
import { statusMutations, statusQueries } from './status/status.resolvers';
import { framesMutations, framesQueries } from './frames/frames.resolvers';
import { claimsMutations, claimsQueries } from './claims/claims.resolvers';
import { thirdPartyMutations, thirdPartyQueries } from './third-party/third-party.resolvers';
import { clickCollectMutations, clickCollectQueries } from './click-collect/click-collect.resolvers';
import { inquiryMutations, inquiryQueries } from './inquiry/inquiry.resolvers';
import { salesAreaMutations, salesAreaQueries } from './sales-area/sales-area.resolvers';
import { visitsMutations, visitsQueries } from './visits/visits.resolvers';

export interface ExecuteRequest {
  query: string;
  operationName?: string | undefined;
  variables?: Record<string, unknown> | undefined;
}

export interface ExecuteResult {
  data?: unknown;
  errors?: { message: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface EmbeddedUpstream {
  execute(request: ExecuteRequest, options?: { signal?: AbortSignal | undefined }): Promise<ExecuteResult>;
  close(): Promise<void>;
}

export interface OpenOptions {
  url: string;
  authToken?: string | undefined;
  demoSize?: string | undefined;
  /** The day demo data is generated around (tests pin it); defaults to today. */
  demoBaseDate?: string | undefined;
}

const schema = applyScalars(buildSchema(readFileSync(projectFile(new URL('./schema.graphql', import.meta.url), 'upstream/schema.graphql'), 'utf8')));

const queries: RootResolvers = { ...statusQueries, ...customerQueries, ...catalogQueries, ...analysisQueries, ...filterQueries, ...cartQueries, ...ledgerQueries, ...salesOverviewQueries, ...framesQueries, ...visitsQueries, ...salesAreaQueries, ...thirdPartyQueries, ...clickCollectQueries, ...inquiryQueries, ...claimsQueries };
const mutations: RootResolvers = { ...statusMutations, ...feedbackMutations, ...cartMutations, ...ledgerMutations, ...framesMutations, ...visitsMutations, ...salesAreaMutations, ...thirdPartyMutations, ...clickCollectMutations, ...inquiryMutations, ...claimsMutations };

const DOCUMENT_CACHE_SIZE = 500;

function ensureDirectory(url: string): void {
  if (!url.startsWith('file:')) return;
  const path = url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
  if (path && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
}

/** Unknown failures leak nothing; input errors (BAD_USER_INPUT) and GraphQL errors pass through. */
function formatError(error: GraphQLError): NonNullable<ExecuteResult['errors']>[number] {
  const original = error.originalError;
  const own = !original || original instanceof GraphQLError;
  const formatted: GraphQLFormattedError = own ? error.toJSON() : { message: 'Internal server error', ...(error.path ? { path: error.path } : {}), extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  return { message: formatted.message, ...(formatted.path ? { path: formatted.path } : {}), ...(formatted.extensions ? { extensions: { ...formatted.extensions } } : {}) };
}

export async function openEmbeddedUpstream(options: OpenOptions): Promise<EmbeddedUpstream> {
  // A libSQL transaction takes the client's connection; an in-memory database would vanish with it.
  if (/^(file:)?:memory:/.test(options.url)) throw new Error('The embedded upstream needs a file: (or libsql/http) URL, not :memory:; use a temp file');
  ensureDirectory(options.url);
  // timeout: every pooled connection waits for a busy file instead of failing (the PRAGMA below sets only one).
  const client: Client = createClient({ url: options.url, timeout: 5_000, ...(options.authToken ? { authToken: options.authToken } : {}) });
  if (options.url.startsWith('file:')) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA busy_timeout = 5000');
  }
  await migrateUpstream(client);
  await seedDemo(client, { size: options.demoSize, baseDate: options.demoBaseDate });
  const memo = new Map<string, unknown>();
  const db = createUpstreamDb(client);
  const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();

  const documentFor = (query: string): DocumentNode | readonly GraphQLError[] => {
    const cached = documents.get(query);
    if (cached) return cached;
    let result: DocumentNode | readonly GraphQLError[];
    try {
      const document = parse(query);
      const errors = validate(schema, document);
      result = errors.length ? errors : document;
    } catch (error) {
      result = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
    }
    if (documents.size >= DOCUMENT_CACHE_SIZE) documents.delete(documents.keys().next().value ?? '');
    documents.set(query, result);
    return result;
  };

  const run = async (request: ExecuteRequest, signal: AbortSignal | undefined): Promise<ExecuteResult> => {
    const document = documentFor(request.query);
    if (!('kind' in document)) return { errors: document.map(formatError) };
    const context: UpstreamContext = { db, client, signal, memo };
    const result = await execute({
      schema, document, rootValue: isMutation(document, request.operationName) ? mutations : queries, contextValue: context,
      variableValues: request.variables ?? {}, operationName: request.operationName ?? null, abortSignal: signal ?? null,
    });
    return { ...(result.data !== undefined ? { data: result.data } : {}), ...(result.errors ? { errors: result.errors.map(formatError) } : {}) };
  };

  return {
    async execute(request, opts) {
      if (opts?.signal?.aborted) return { errors: [{ message: 'Request aborted', extensions: { code: 'ABORTED' } }] };
      const document = documentFor(request.query);
      if ('kind' in document && isMutation(document, request.operationName)) {
        // One writer at a time (shared with queries that write, e.g. order fulfilment): see withWriteLock.
        return withWriteLock(db, () => run(request, opts?.signal));
      }
      return run(request, opts?.signal);
    },
    async close() {
      await withWriteLock(db, async () => undefined);
      client.close();
    },
  };
}

function isMutation(document: DocumentNode, operationName: string | undefined): boolean {
  const ops = document.definitions.filter((d) => d.kind === 'OperationDefinition');
  const op = operationName ? ops.find((d) => d.name?.value === operationName) : ops[0];
  return op?.operation === 'mutation';
}
