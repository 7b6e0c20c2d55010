// Behaviour of the SDL's custom scalars: buildSchema leaves them as pass-through otherwise.
import { GraphQLError, Kind, type GraphQLScalarType, type GraphQLSchema, type ValueNode } from 'graphql';
import { isoDateValid } from './resolvers';

interface ScalarBehaviour {
  serialize(value: unknown): unknown;
  parseValue(value: unknown): unknown;
  parseLiteral(node: ValueNode): unknown;
}

function money(value: unknown): number {
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new GraphQLError(`Money must be an integer amount of minor units, got ${JSON.stringify(value)}`);
  return n;
}

function date(value: unknown): string {
  if (typeof value !== 'string' || !isoDateValid(value)) throw new GraphQLError(`Date must be yyyy-mm-dd, got ${JSON.stringify(value)}`);
  return value;
}

const behaviours: Record<string, ScalarBehaviour> = {
  Money: {
    serialize: money,
    parseValue: money,
    parseLiteral: (node) => money(node.kind === Kind.INT || node.kind === Kind.STRING ? node.value : undefined),
  },
  Date: {
    serialize: date,
    parseValue: date,
    parseLiteral: (node) => date(node.kind === Kind.STRING ? node.value : undefined),
  },
};

export function applyScalars(schema: GraphQLSchema): GraphQLSchema {
  for (const [name, behaviour] of Object.entries(behaviours)) {
    const type = schema.getType(name) as GraphQLScalarType | undefined;
    if (type) Object.assign(type, behaviour);
  }
  return schema;
}
