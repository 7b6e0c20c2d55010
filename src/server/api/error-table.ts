// The error class of an area whose expected failures are a table of status, English text (with
// `{name}` placeholders) and locales key. The error keeps its params so that a page can translate
// the same failure in its own language.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, type ApiIssue } from './errors';

export type ErrorParams = Record<string, string | number>;
export type ErrorTable = Record<string, readonly [status: ContentfulStatusCode, template: string, messageKey: string]>;

const fill = (template: string, params: ErrorParams): string => template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

/** Extend the result (`class ReturnsError extends errorTable(ERRORS) {}`) so `instanceof` tells areas apart. */
export function errorTable<const T extends ErrorTable>(table: T) {
  return class extends ApiError {
    readonly params: Readonly<ErrorParams>;

    constructor(code: keyof T & string, params: ErrorParams = {}, issues?: ApiIssue[]) {
      const [status, template, key] = table[code] as T[keyof T];
      super(status, code, fill(template, params), key, issues);
      this.params = params;
    }
  };
}
