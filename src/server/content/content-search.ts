// Case-insensitive "contains" for admin list searches; `%`, `_` and `\` in the search match themselves.
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

export function contains(column: SQLiteColumn, search: string): SQL {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(${column}) like ${pattern} escape '\\'`;
}

/** Offset of a 1-based page. */
export const offsetOf = (page: number, limit: number): number => (page - 1) * limit;
