// The public endpoint's gate: an operation passes only when every root field it selects is one of
// the public inquiry's (docs/requirements.md#public-inquiry, "Public inquiry"); everything else needs the token.
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { UpstreamExecutor } from './transport';

export const PUBLIC_FIELDS: ReadonlySet<string> = new Set(['countries', 'cities', 'createCustomerInquiry']);

export function isPublicOperation(query: string, operationName?: string | null): boolean {
  let document;
  try {
    document = parse(query);
  } catch {
    return false;
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.operation === 'subscription') return false;
  return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && (PUBLIC_FIELDS.has(s.name.value) || s.name.value === '__typename'));
}

/** The same executor, refusing any operation that is not public. */
export function publicExecutor(executor: UpstreamExecutor): UpstreamExecutor {
  return {
    async execute(request, options) {
      if (!isPublicOperation(request.query, request.operationName)) return { errors: [{ message: 'Forbidden on the public endpoint', extensions: { code: 'FORBIDDEN' } }] };
      return executor.execute(request, options);
    },
  };
}
