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
  | { readonly format: IntlMessageFormat; readonly names: readonly string[]; readonly texts: Map<string, string> };

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

// The messages of one locale share its Intl objects instead of each building its own on first use.
// Rules and a plain number format are looked up on every plural and `#`, so those two are kept
// in fields rather than behind a serialised options key.
const formattersByTag = new Map<string, Formatters>();
function formattersFor(tag: string): Formatters {
  let found = formattersByTag.get(tag);
  if (found) return found;
  const others = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
  const other = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(id: string, make: () => T): T => {
    let value = others.get(id) as T | undefined;
    if (!value) others.set(id, (value = make()));
    return value;
  };
  let number: Intl.NumberFormat | undefined;
  let cardinal: Intl.PluralRules | undefined;
  found = {
    getNumberFormat: (locales, options) =>
      options === undefined ? (number ??= new Intl.NumberFormat(locales)) : other(`n${JSON.stringify(options)}`, () => new Intl.NumberFormat(locales, options as Intl.NumberFormatOptions)),
    getDateTimeFormat: (locales, options) => other(`d${JSON.stringify(options ?? {})}`, () => new Intl.DateTimeFormat(locales, options)),
    getPluralRules: (locales, options) =>
      options?.type === 'ordinal' ? other('ordinal', () => new Intl.PluralRules(locales, options)) : (cardinal ??= new Intl.PluralRules(locales, options)),
  };
  formattersByTag.set(tag, found);
  return found;
}

/** Parses `message` once for the BCP 47 `tag`; a message without braces stays a plain string. */
export function compileMessage(message: string, tag: string): CompiledMessage {
  if (!message.includes('{') && !message.includes("''")) return message;
  try {
    // ignoreTag: a "<" in a message is text, never markup for the formatter.
    const format = new IntlMessageFormat(message, tag, undefined, { formatters: formattersFor(tag), ignoreTag: true });
    const ast = format.getAst() as readonly Element[];
    const parts = simpleParts(ast);
    if (parts) return parts.length === 1 ? (parts[0] ?? '') : { parts };
    return { format, names: [...argumentNames(ast, new Set())], texts: new Map() };
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
  // A page repeats a plural with the same few counts ("1 day overdue" down an invoice list), and the
  // library's format costs microseconds: the texts are kept per message for its latest values.
  let id = '';
  let complete: Record<string, string | number> | undefined;
  for (const name of compiled.names) {
    const value = values?.[name];
    if (value === undefined) (complete ??= { ...values })[name] = `{${name}}`;
    id += typeof value === 'number' ? `\u0001${value}` : `\u0002${value ?? ''}`;
  }
  let text = compiled.texts.get(id);
  if (text === undefined) {
    text = String(compiled.format.format(complete ?? values));
    if (compiled.texts.size >= TEXTS_PER_MESSAGE) compiled.texts.clear();
    compiled.texts.set(id, text);
  }
  return text;
}

const TEXTS_PER_MESSAGE = 64;

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
