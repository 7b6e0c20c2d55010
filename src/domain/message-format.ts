// ICU MessageFormat (plural, number) through intl-messageformat (decision 0092). Pure: the server's
// translator and the islands format the same message the same way.
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A message ready to format: its own text when it has no arguments; text and argument names taking
 * turns ('Price ', 'from', ' – ', 'to', '') when it has only simple `{name}` arguments; else the
 * compiled formatter.
 */
export type CompiledMessage =
  | string
  | { readonly parts: readonly string[] }
  | { readonly format: IntlMessageFormat; readonly names: readonly string[] };

// Structural view of the parser's AST: argument elements name their value; plural and select nest.
interface Element {
  readonly type: number;
  readonly value?: unknown;
  readonly options?: Readonly<Record<string, { readonly value: readonly Element[] }>>;
}
const LITERAL = 0;
const ARGUMENT = 1;
const POUND = 7;

// The parser has already undone ICU quoting; a simple argument formats as String(value), as the
// library itself does, so plain concatenation gives the library's output without its per-call work.
function simpleParts(elements: readonly Element[]): string[] | undefined {
  const parts = [''];
  for (const el of elements) {
    if (typeof el.value !== 'string') return undefined;
    if (el.type === LITERAL) parts[parts.length - 1] += el.value;
    else if (el.type === ARGUMENT) parts.push(el.value, '');
    else return undefined;
  }
  return parts;
}

function argumentNames(elements: readonly Element[], into: Set<string>): Set<string> {
  for (const el of elements) {
    if (el.type !== LITERAL && el.type !== POUND && typeof el.value === 'string') into.add(el.value);
    for (const option of Object.values(el.options ?? {})) argumentNames(option.value, into);
  }
  return into;
}

// Every compiled message shares one set of Intl objects per locale and options, instead of each
// message building its own on first use.
const intlObjects = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function shared<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, locales: unknown, options: unknown, make: () => T): T {
  const id = `${kind}|${String(locales)}|${options === undefined ? '' : JSON.stringify(options)}`;
  let found = intlObjects.get(id) as T | undefined;
  if (!found) intlObjects.set(id, (found = make()));
  return found;
}
const formatters: Formatters = {
  getNumberFormat: (locales, options) => shared('n', locales, options, () => new Intl.NumberFormat(locales, options as Intl.NumberFormatOptions)),
  getDateTimeFormat: (locales, options) => shared('d', locales, options, () => new Intl.DateTimeFormat(locales, options)),
  getPluralRules: (locales, options) => shared('p', locales, options, () => new Intl.PluralRules(locales, options)),
};

/** Parses `message` once for the BCP 47 `tag`; a message without braces stays a plain string. */
export function compileMessage(message: string, tag: string): CompiledMessage {
  if (!message.includes('{') && !message.includes("''")) return message;
  try {
    // ignoreTag: a "<" in a message is text, never markup for the formatter.
    const format = new IntlMessageFormat(message, tag, undefined, { formatters, ignoreTag: true });
    const ast = format.getAst() as readonly Element[];
    const parts = simpleParts(ast);
    if (parts) return parts.length === 1 ? (parts[0] ?? '') : { parts };
    return { format, names: [...argumentNames(ast, new Set())] };
  } catch {
    // Not ICU (a key passed from outside stands for itself): shown as written.
    return message;
  }
}

/** The message with `values` filled; an argument without a value stays visible as `{name}`. */
export function formatCompiled(compiled: CompiledMessage, values: MessageValues | undefined): string {
  if (typeof compiled === 'string') return compiled;
  if ('parts' in compiled) {
    const { parts } = compiled;
    let text = parts[0] ?? '';
    for (let i = 1; i < parts.length; i += 2) {
      const name = parts[i] ?? '';
      const value = values?.[name];
      text += (value === undefined ? `{${name}}` : String(value)) + (parts[i + 1] ?? '');
    }
    return text;
  }
  let complete: Record<string, string | number> | undefined;
  for (const name of compiled.names) {
    if (values?.[name] === undefined) (complete ??= { ...values })[name] = `{${name}}`;
  }
  return String(compiled.format.format(complete ?? values));
}

/**
 * One bounded cache of compiled messages, per locale and key. The catalogues hold a few thousand
 * keys; the bound only guards against callers passing texts from outside as keys.
 */
export class CompiledMessages {
  private readonly byLocale = new Map<string, Map<string, CompiledMessage>>();
  private size = 0;

  constructor(readonly max: number) {}

  /** The compiled message of `key` for `locale`, or undefined when it is not compiled yet. */
  get(locale: string, key: string): CompiledMessage | undefined {
    return this.byLocale.get(locale)?.get(key);
  }

  /** Compiles and keeps `message` as `key` for `locale`, formatting for the BCP 47 `tag`. */
  compile(locale: string, key: string, message: string, tag: string): CompiledMessage {
    if (this.size >= this.max) {
      this.byLocale.clear();
      this.size = 0;
    }
    let messages = this.byLocale.get(locale);
    if (!messages) this.byLocale.set(locale, (messages = new Map()));
    const compiled = compileMessage(message, tag);
    messages.set(key, compiled);
    this.size += 1;
    return compiled;
  }
}

const islandMessages = new CompiledMessages(500);

/** For islands, given the locale's texts by the server: formats one text as the server would. */
export function formatMessage(tag: string, message: string, values?: MessageValues): string {
  return formatCompiled(islandMessages.get(tag, message) ?? islandMessages.compile(tag, message, message, tag), values);
}
