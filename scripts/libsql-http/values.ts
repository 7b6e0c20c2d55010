import type { ProtoError, ProtoValue } from './hrana.types';

export function decodeValue(value: ProtoValue): unknown {
  switch (value.type) {
    case 'null':
      return null;
    case 'integer':
      return BigInt(value.value);
    case 'float':
      return Number(value.value);
    case 'text':
      return value.value;
    case 'blob':
      return Buffer.from(value.base64, 'base64');
    default:
      throw new Error(`Unknown value type ${JSON.stringify((value as { type: unknown }).type)}`);
  }
}

/** Native values (read with safe integers on) to protocol values: integers are bigints, reals numbers. */
export function encodeValue(value: unknown): ProtoValue {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'bigint') return { type: 'integer', value: value.toString() };
  if (typeof value === 'number') return { type: 'float', value };
  if (typeof value === 'string') return { type: 'text', value };
  if (value instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(value).toString('base64') };
  throw new Error(`Cannot encode a ${typeof value} column value`);
}

// sqld reports the primary result code (SQLITE_CONSTRAINT), like @libsql/client's `code` in file mode.
const PRIMARY_CODES: Record<number, string> = {
  1: 'SQLITE_ERROR', 5: 'SQLITE_BUSY', 6: 'SQLITE_LOCKED', 8: 'SQLITE_READONLY', 9: 'SQLITE_INTERRUPT',
  11: 'SQLITE_CORRUPT', 13: 'SQLITE_FULL', 18: 'SQLITE_TOOBIG', 19: 'SQLITE_CONSTRAINT', 20: 'SQLITE_MISMATCH',
  21: 'SQLITE_MISUSE', 25: 'SQLITE_RANGE',
};

export function errorOf(error: unknown): ProtoError {
  const { message, code, rawCode } = error as { message?: unknown; code?: unknown; rawCode?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  const primary = typeof rawCode === 'number' ? PRIMARY_CODES[rawCode & 0xff] : undefined;
  const fallback = typeof code === 'string' && code.startsWith('SQLITE_') ? code : 'SQLITE_ERROR';
  return { message: text, code: primary ?? fallback };
}
