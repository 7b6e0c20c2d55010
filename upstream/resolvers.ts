// What a root resolver module looks like, and the errors resolvers raise.
import { GraphQLError } from 'graphql';
import type { UpstreamContext } from './db/client';

// Arguments arrive validated against the SDL; each resolver narrows them to its own type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RootResolver = (args: any, ctx: UpstreamContext) => unknown;
export type RootResolvers = Record<string, RootResolver>;

export interface Message {
  status: boolean;
  description: string | null;
}

export interface UserError {
  field: string | null;
  message: string;
}

export function message(ok: boolean, description: string | null = null): Message {
  return { status: ok, description };
}

/** Bad arguments that the SDL cannot express (unknown sorg, malformed date, ...). */
export function inputError(text: string, field?: string): GraphQLError {
  return new GraphQLError(text, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}

export function pageArgs(page: number | null | undefined, limit: number | null | undefined, defaultLimit: number): { page: number; limit: number; offset: number } {
  const l = Math.min(Math.max(limit ?? defaultLimit, 1), 200);
  const p = Math.max(page ?? 1, 1);
  return { page: p, limit: l, offset: (p - 1) * l };
}

export function pageInfo(page: number, limit: number, count: number): { page: number; limit: number; count: number; pageTotal: number } {
  return { page, limit, count, pageTotal: Math.ceil(count / limit) };
}

export function isoDateValid(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}
