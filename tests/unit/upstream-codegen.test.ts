// The committed generated client types match the SDL and the operation documents, and every
// operation document is valid against the SDL.
import { readFile } from 'node:fs/promises';
import {
  buildASTSchema,
  concatAST,
  Kind,
  NoUnusedFragmentsRule,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLObjectType,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { generateUpstreamTypes, loadOperations, loadSchema, OUTPUT_FILE } from '../../upstream/codegen';

const schema = buildASTSchema(await loadSchema());
const operations = await loadOperations();
const all = concatAST(operations.map((file) => file.document));

function operationsOf(document: DocumentNode): OperationDefinitionNode[] {
  return document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
}

function rootFieldsSelected(type: 'query' | 'mutation'): Set<string> {
  const fields = operationsOf(all)
    .filter((operation) => operation.operation === type)
    .flatMap((operation) => operation.selectionSet.selections)
    .flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []));
  return new Set(fields);
}

function missing(root: GraphQLObjectType | null | undefined, type: 'query' | 'mutation'): string[] {
  const selected = rootFieldsSelected(type);
  return Object.keys(root?.getFields() ?? {}).filter((name) => !selected.has(name));
}

// Fragments from other files are added so this file's spreads resolve; they need not be used here.
const perFileRules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

describe('upstream codegen', () => {
  it('has committed generated.ts up to date with the SDL and operations (run npm run codegen)', async () => {
    const committed = await readFile(new URL(`../../${OUTPUT_FILE}`, import.meta.url), 'utf8');
    expect(committed === (await generateUpstreamTypes())).toBe(true);
  });

  it('finds operation documents for every area', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operationsOf(all).length).toBeGreaterThan(0);
  });

  it.each(operations.map((file) => [file.location, file] as const))(
    'validates %s against the SDL',
    (_location, file) => {
      const withFragments = concatAST([file.document, ...operations.filter((o) => o !== file).map((o) => fragmentsOnly(o.document))]);
      const errors = validate(schema, withFragments, perFileRules);
      expect(errors.map((e) => e.message)).toEqual([]);
    },
  );

  it('validates all documents together (unique operation names, every fragment used)', () => {
    expect(validate(schema, all).map((e) => e.message)).toEqual([]);
  });

  it('names every operation', () => {
    expect(operationsOf(all).filter((operation) => !operation.name)).toEqual([]);
  });

  it('covers every query and mutation the SDL declares', () => {
    expect(missing(schema.getQueryType(), 'query')).toEqual([]);
    expect(missing(schema.getMutationType(), 'mutation')).toEqual([]);
  });
});

/** Fragment definitions only, so a file can use fragments declared in another. */
function fragmentsOnly(document: DocumentNode): DocumentNode {
  return { ...document, definitions: document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION) };
}
