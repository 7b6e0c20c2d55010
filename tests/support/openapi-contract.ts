// Checks answers against an OpenAPI 3.1 document with a JSON Schema 2020-12 validator: the schema of
// the documented response for (method, path template, status) must accept the body. Records what was
// checked so a suite can prove it covered every documented operation.
import { Ajv2020 } from 'ajv/dist/2020.js';

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export interface Contract {
  /** Throws with the validator's errors when `body` does not match; returns the checked operation key. */
  check(method: string, template: string, status: number, body: unknown): string;
  readonly seen: ReadonlySet<string>;
  operations(): string[];
}

export function contractOf(doc: Document): Contract {
  // `example` and `openapi`-only keywords are not JSON Schema; formats are documentation here.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(doc as object, 'openapi.json');
  const seen = new Set<string>();
  return {
    seen,
    check(method, template, status, body) {
      const op = doc.paths[template]?.[method.toLowerCase()];
      if (!op) throw new Error(`${method} ${template} is not in the OpenAPI document`);
      const response = op.responses[String(status)];
      if (!response) throw new Error(`${method} ${template} answered ${status}, which the document does not list`);
      if (!response.content?.['application/json']) throw new Error(`${method} ${template} ${status} has no JSON schema`);
      const ref = `openapi.json#/${pointer('paths', template, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
      const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
      if (!validate(body)) throw new Error(`${method} ${template} ${status} does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
      const key = `${method.toUpperCase()} ${template} ${status}`;
      seen.add(key);
      return key;
    },
    operations() {
      return Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    },
  };
}
