// How the content forms read their values and errors into attributes: a value as text, and
// aria-invalid / aria-describedby only for a field with an error.
import type { FormValues } from '../../../server/content/marketing-material-forms';

export function formAttributes(values: FormValues, errors: Readonly<Record<string, string>>) {
  return {
    str: (name: string): string => String(values[name] ?? ''),
    invalid: (name: string): 'true' | undefined => (errors[name] ? 'true' : undefined),
    described: (name: string): string | undefined => (errors[name] ? `${name}-error` : undefined),
    /** A field with a hint: the hint, and its error first when one of `errorNames` (default: the field) has one. */
    hinted: (name: string, errorNames: readonly string[] = [name]): string => [errorNames.some((e) => errors[e]) ? `${name}-error` : null, `${name}-hint`].filter(Boolean).join(' '),
  };
}
