// Generated request parts for the malformed-input gates (tests/integration/fuzz-api.test.ts and
// tests/e2e/fuzz-page-forms.spec.ts): valid-looking values beside hostile ones (wrong types, huge
// numbers and strings, control characters, unicode, nested objects, empty bodies, wrong content types).
import fc from 'fast-check';

/** CI runs one fixed seed; SPOKE_FUZZ_SEED replays the seed a failure printed. */
export const FUZZ_SEED = Number(process.env['SPOKE_FUZZ_SEED'] ?? 20261123);
export const fuzzRuns = (fallback: number) => Number(process.env['SPOKE_FUZZ_RUNS'] ?? fallback);

/** Field names the portal's schemas and forms use, so that generated objects reach past the first check. */
export const FIELD_NAMES = [
  'username', 'password', 'client', 'token', 'custCode', 'r3', 'isr', 'name', 'email', 'language', 'locale',
  'currentPassword', 'newPassword', 'confirmPassword', 'articleCode', 'qty', 'items', 'lines', 'sorg', 'shipto',
  'paymentId', 'poNumber', 'notes', 'requestDeliveryDate', 'reqDeliveryDate', 'orderType', 'idempotencyKey',
  'orderNumber', 'orders', 'invoiceNo', 'invoices', 'company', 'amount', 'partial', 'mode', 'term', 'termsAccepted',
  'creditCardType', 'accountType', 'useAccountData', 'shouldSavePayment', 'endpoint', 'keys', 'expirationTime',
  'from', 'to', 'page', 'limit', 'size', 'sort', 'order', 'search', 'q', 'category', 'view', 'hasStock', 'status',
  'action', 'docId', 'id', 'kind', 'type', 'message', 'subject', 'file',
] as const;

const VALID_LOOKING = [
  '200001430', '200001431', 'B2B0000001', 'B2B000001', '0001000123', '0002000456', 'I000123', 'US01', 'ID01', 'DE01',
  '2026-11-07', '2026-02-30', '1', '0', '-1', '10', 'true', 'false', 'USD', 'EUR', 'IDR', 'oldest', 'overdue', 'asc',
  'desc', 'documentDate', 'dueDate', 'OR', 'PO', 'Bike', 'PAA', 'en', 'de', 'dealer@example.com', 'delete',
  'approve', 'void', '00000000-0000-4000-8000-000000000000',
];

const HOSTILE = [
  '', ' ', '\u0000', '\t\n\r', '\u001b[31m', '\u202e', '\uFEFF', '\uD800', '\uDFFF', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '👩‍👩‍👧‍👦', 'Ω≈ç√∫',
  '../../../etc/passwd', '..%2f..%2f', '%00', '%E0%A4%A', '%ZZ', '%', '<script>alert(1)</script>', "' OR 1=1 --",
  '{"a":1}', '[]', 'null', 'NaN', 'Infinity', '-0', '1e309', '9'.repeat(400), '__proto__', 'constructor',
  'x'.repeat(70_000),
];

const controlChars = fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), maxLength: 12 });

export const fuzzString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...VALID_LOOKING),
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  controlChars,
);

export const fuzzNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.integer({ min: -5, max: 1_000 }),
  fc.double({ noNaN: true }),
  fc.constantFrom(2_147_483_647, 2_147_483_648, 4_294_967_296, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, -1e308, -0, 0.1, 5e-324),
);

const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: fuzzString.filter((s) => s.length < 200) });

const { value: fuzzValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fuzzString,
    fuzzNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 5 }),
  ),
}));
export { fuzzValue };

export const fuzzObject = fc.dictionary(fieldName, fuzzValue, { maxKeys: 8 });

/** A flat form or query: names the pages use, text values. */
export const fuzzFields = fc.dictionary(fieldName, fc.oneof(fuzzString, fuzzNumber.map(String)), { maxKeys: 6 });

export interface FuzzBody {
  label: string;
  contentType?: string;
  body?: string | Uint8Array<ArrayBuffer>;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
const urlencoded = (fields: Record<string, unknown>) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, asText(v)])).toString();

function multipart(fields: Record<string, unknown>, boundary: string, withFile: boolean): string {
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '_')}"\r\n\r\n${asText(v)}\r\n`);
  if (withFile) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\nContent-Type: text/csv\r\n\r\n200001430,2\r\n`);
  return `${parts.join('')}--${boundary}--\r\n`;
}

/** Bodies of every kind: JSON that fits or not, not JSON at all, forms, broken multipart, nothing. */
export const fuzzBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fuzzObject.map((o) => ({ label: 'json object', contentType: 'application/json', body: JSON.stringify(o) })),
  fuzzValue.map((v) => ({ label: 'json value', contentType: 'application/json', body: JSON.stringify(v) ?? 'null' })),
  fuzzString.map((s) => ({ label: 'not json', contentType: 'application/json', body: s })),
  fc.constant({ label: 'no body' }),
  fc.constant({ label: 'empty json', contentType: 'application/json', body: '' }),
  fuzzString.map((s) => ({ label: 'plain text', contentType: 'text/plain', body: s })),
  fc.tuple(fc.constantFrom('application/xml', 'application/octet-stream', 'image/png', 'application/json; charset=utf-16', 'garbage/'), fc.uint8Array({ maxLength: 200 })).map(([contentType, body]) => ({ label: 'wrong type', contentType, body: new Uint8Array(body) })),
  fuzzFields.map((f) => ({ label: 'urlencoded', contentType: 'application/x-www-form-urlencoded', body: urlencoded(f) })),
  fc.tuple(fuzzFields, fc.boolean()).map(([f, file]) => ({ label: 'multipart', contentType: 'multipart/form-data; boundary=fuzz', body: multipart(f, 'fuzz', file) })),
  fuzzString.map((s) => ({ label: 'broken multipart', contentType: 'multipart/form-data; boundary=fuzz', body: `--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n${s}` })),
  fuzzFields.map((f) => ({ label: 'multipart without boundary', contentType: 'multipart/form-data', body: multipart(f, 'fuzz', false) })),
);

/** A query string: generated fields, or raw bytes that are not valid percent-encoding. */
export const fuzzQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fuzzFields.map((f) => new URLSearchParams(Object.entries(f)).toString()) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%ZZ=1', 'a=%E0%A4%A', '&&==&', 'page=1&page=2&page=x', 'limit[]=1', 'q[a][b]=1') },
);

/** A path parameter: URL-encoded generated text, or raw segments that are not. */
export const fuzzSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fuzzString.filter((s) => s.length > 0 && s.length < 5_000).map((s) => encodeURIComponent(s.toWellFormed())) },
  { weight: 1, arbitrary: fc.constantFrom('%ZZ', '%E0%A4%A', '..', '.', '%2e%2e', '%2F', 'a%00b', ';', '~') },
);

/** A log line that carries a stack trace. */
export const hasStackTrace = (text: string) => /\n\s+at\s|^\s+at\s.+[:(]/m.test(text);

/**
 * Variations of a valid example: each leaf kept, replaced by a generated value or dropped, arrays
 * grown or emptied, unknown keys added. Reaches the checks behind the first schema.
 */
export function mutated(example: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(example)) {
    const item = example[0] === undefined ? fuzzValue : mutated(example[0]);
    return fc.oneof({ weight: 8, arbitrary: fc.array(item, { minLength: 1, maxLength: 4 }) }, { weight: 1, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fuzzValue });
  }
  if (example !== null && typeof example === 'object') {
    const entries = Object.entries(example).map(([key, value]) => fc.option(mutated(value), { nil: undefined, freq: 10 }).map((v) => [key, v] as const));
    const object = fc.tuple(fc.tuple(...entries), fc.option(fuzzObject, { nil: undefined, freq: 4 })).map(([kept, extra]) => ({
      ...extra,
      ...Object.fromEntries(kept.filter(([, v]) => v !== undefined)),
    }));
    return fc.oneof({ weight: 10, arbitrary: object }, { weight: 1, arbitrary: fuzzValue });
  }
  const near = typeof example === 'number' ? fuzzNumber : typeof example === 'string' ? fuzzString : fuzzValue;
  return fc.oneof({ weight: 5, arbitrary: fc.constant(example) }, { weight: 3, arbitrary: near }, { weight: 1, arbitrary: fuzzValue });
}

/** JSON bodies built from a route's example, beside every other kind of body. */
export function fuzzBodyFrom(example: unknown | undefined): fc.Arbitrary<FuzzBody> {
  if (example === undefined) return fuzzBody;
  const json = mutated(example).map((v) => ({ label: 'example variant', contentType: 'application/json', body: JSON.stringify(v) ?? 'null' }));
  return fc.oneof({ weight: 3, arbitrary: json }, { weight: 2, arbitrary: fuzzBody });
}
